import { beforeEach, describe, expect, it } from 'vitest';
import type { ContentFeed, RelayPost, RelaySaveResult } from '../../../../src/application/ports/content-feed';
import { RELAY_CONTENT_MAX_LENGTH } from '../../../../src/contract/inquiry';
import { CONTENT_PAGE_SLUGS } from '../../../../src/domain/content/content-page';
import type { Post } from '../../../../src/domain/content/types';
import { expectKoreanMessage, UNKNOWN_ID } from './discovery';

export interface ContentFeedSubject {
  /** The feed as a new customer sees it. */
  readonly content: ContentFeed;
  /** The feed as another new customer of the same backend sees it. */
  readonly otherContent: ContentFeed;
}

function relayOf(result: RelaySaveResult): RelayPost {
  if (result.kind !== 'saved') throw new Error(`expected the relay to be saved, got ${JSON.stringify(result)}`);
  return result.relay;
}

function unique(ids: readonly (number | string)[]): boolean {
  return new Set(ids).size === ids.length;
}

/** Pinned first, then newest first (the notice board's order). */
function isBoardOrder(posts: readonly Post[]): boolean {
  return posts.every((post, index) => {
    const before = posts[index - 1];
    if (before === undefined) return true;
    if (before.fixed !== post.fixed) return before.fixed;
    return Date.parse(before.publishedAt) >= Date.parse(post.publishedAt);
  });
}

/**
 * The ContentFeed port's contract for the franchise's public content (spec §7 Content), for any adapter of it: the
 * in-process family, which serves no customer, is held to this part only.
 */
export function describeContentFeedContract(name: string, makeFeed: () => Promise<ContentFeed>): void {
  describe(`ContentFeed contract: ${name}`, () => {
    let content: ContentFeed;
    beforeEach(async () => {
      content = await makeFeed();
    });

    it('serves popup and event banners, each once', async () => {
      const popups = await content.popupBanners();
      const banners = await content.eventBanners();
      expect(popups.length).toBeGreaterThan(0);
      expect(banners.length).toBeGreaterThan(0);
      expect(unique(popups.map((b) => b.id))).toBe(true);
      expect(unique(banners.map((b) => b.id))).toBe(true);
    });

    it('events list newest first and read in detail as listed, with a body; an unknown event is null', async () => {
      const { items: events, totalCount } = await content.events({ page: 1, size: 100 });
      expect(events.length).toBeGreaterThan(0);
      expect(totalCount).toBe(events.length);
      const started = events.map((e) => Date.parse(e.startsAt));
      expect(started).toEqual([...started].sort((a, b) => b - a));
      for (const event of events) {
        expect(event.publishedAt).toBe(event.startsAt);
        expect(Date.parse(event.endsAt)).toBeGreaterThanOrEqual(Date.parse(event.startsAt));
        const detail = await content.event(event.id);
        expect(detail).toMatchObject(event);
        expect(typeof detail?.body).toBe('string');
      }
      expect(await content.event(UNKNOWN_ID)).toBeNull();
    });

    it('the 진행중 and 종료 tabs split the events by state, page consistently, and an ended event stays readable', async () => {
      const all = await content.events({ page: 1, size: 100 });
      const ongoing = await content.events({ state: 'ongoing', page: 1, size: 100 });
      const ended = await content.events({ state: 'ended', page: 1, size: 100 });
      expect(ongoing.items.length).toBeGreaterThan(0);
      expect(ended.items.length).toBeGreaterThan(1);
      expect(ongoing.items.every((e) => e.state === 'ongoing')).toBe(true);
      expect(ended.items.every((e) => e.state === 'ended')).toBe(true);
      expect(ongoing.totalCount + ended.totalCount).toBe(all.totalCount);
      expect([...ongoing.items, ...ended.items].map((e) => e.id).sort()).toEqual(all.items.map((e) => e.id).sort());
      const second = await content.events({ state: 'ended', page: 2, size: 1 });
      expect(second).toEqual({ items: [ended.items[1]], page: 2, size: 1, totalCount: ended.totalCount });
      const old = ended.items[0]!;
      expect(await content.event(old.id)).toMatchObject({ id: old.id, state: 'ended' });
    });

    it('story videos page in one order, each with an 11-character video code, a title and a poster', async () => {
      const all = await content.storyVideos(1, 100);
      expect(all.items.length).toBeGreaterThanOrEqual(12);
      expect(all.totalCount).toBe(all.items.length);
      expect(unique(all.items.map((v) => v.id))).toBe(true);
      expect(unique(all.items.map((v) => v.code))).toBe(true);
      for (const video of all.items) {
        expect(video.code).toMatch(/^[\w-]{11}$/);
        expect(video.title.trim() && video.posterUrl.trim()).toBeTruthy();
      }
      const second = await content.storyVideos(2, 5);
      expect(second).toEqual({ items: all.items.slice(5, 10), page: 2, size: 5, totalCount: all.totalCount });
    });

    it('lists notices pinned first then newest first, paged consistently', async () => {
      const all = await content.notices(1, 100);
      expect(all).toMatchObject({ page: 1, size: 100 });
      expect(all.items.length).toBeGreaterThan(1);
      expect(all.totalCount).toBe(all.items.length);
      expect(isBoardOrder(all.items)).toBe(true);
      const second = await content.notices(2, 1);
      expect(second).toEqual({ items: [all.items[1]], page: 2, size: 1, totalCount: all.totalCount });
    });

    it('a notice reads in detail as listed, with a body; an unknown notice is null', async () => {
      const { items } = await content.notices(1, 100);
      for (const notice of items) {
        const detail = await content.notice(notice.id);
        expect(detail).toMatchObject(notice);
        expect(typeof detail?.body).toBe('string');
      }
      expect(await content.notice(UNKNOWN_ID)).toBeNull();
    });

    it("a notice's neighbours are the rows above and below it on the board; an unknown notice has none", async () => {
      const { items } = await content.notices(1, 100);
      for (const [index, notice] of items.entries()) {
        expect(await content.noticeNeighbours(notice.id)).toEqual({
          previous: items[index - 1] ?? null,
          next: items[index + 1] ?? null,
        });
      }
      expect(await content.noticeNeighbours(UNKNOWN_ID)).toBeNull();
    });

    it('serves the FAQ, each entry once with a question and an answer', async () => {
      const faq = await content.faq();
      expect(faq.length).toBeGreaterThan(0);
      expect(unique(faq.map((f) => f.id))).toBe(true);
      for (const entry of faq) expect(entry.question.trim() && entry.answer.trim()).toBeTruthy();
    });

    it('serves every content page by slug with a title and headed sections; an unknown slug is null', async () => {
      for (const slug of Object.values(CONTENT_PAGE_SLUGS)) {
        const page = await content.page(slug);
        expect(page?.slug).toBe(slug);
        expect(page?.title.trim()).toBeTruthy();
        expect(page?.sections.length).toBeGreaterThan(0);
        for (const section of page?.sections ?? []) {
          expect(section.heading.trim()).toBeTruthy();
          expect(section.paragraphs.length).toBeGreaterThan(0);
        }
        expect(Number.isNaN(Date.parse(page?.updatedAt ?? ''))).toBe(false);
      }
      expect((await content.page('terms'))?.sections[0]?.paragraphs[0]).toContain('데모용 예시 문안');
      expect(await content.page('no-such-page')).toBeNull();
    });
  });
}

/** The ContentFeed port's contract for a customer's own Q&A and relay posts (/api/proxy-content-relay). */
export function describeCustomerContentContract(name: string, makeSubject: () => Promise<ContentFeedSubject>): void {
  describe(`ContentFeed contract, a customer's posts: ${name}`, () => {
    let content: ContentFeed;
    let otherContent: ContentFeed;
    beforeEach(async () => {
      ({ content, otherContent } = await makeSubject());
    });

    it('a new customer has no Q&A and no relay posts', async () => {
      expect(await content.qna()).toEqual([]);
      expect(await content.relays()).toEqual([]);
      expect(await content.qnaDetail(UNKNOWN_ID)).toBeNull();
      expect(await content.relay(UNKNOWN_ID)).toBeNull();
    });

    it('a written relay post reads back (title trimmed), newest first, and can be rewritten', async () => {
      const first = relayOf(await content.createRelay({ title: '  첫 글 ', content: '치킨 릴레이 첫 번째' }));
      expect(first).toMatchObject({ title: '첫 글', content: '치킨 릴레이 첫 번째' });
      const second = relayOf(await content.createRelay({ title: '둘째 글', content: '두 번째' }));
      expect((await content.relays()).map((r) => r.id)).toEqual([second.id, first.id]);
      expect(await content.relay(first.id)).toEqual(first);
      const rewritten = relayOf(await content.updateRelay(first.id, { title: '고친 글', content: '고친 내용' }));
      expect(rewritten).toEqual({ ...first, title: '고친 글', content: '고친 내용' });
      expect(await content.relay(first.id)).toEqual(rewritten);
    });

    it('a blank relay title or text, or text over 1,000 characters, is refused with a Korean message', async () => {
      for (const draft of [
        { title: ' ', content: '내용' },
        { title: '제목', content: '   ' },
        { title: '제목', content: '가'.repeat(RELAY_CONTENT_MAX_LENGTH + 1) },
      ]) {
        const created = await content.createRelay(draft);
        expect(created.kind).toBe('rejected');
        if (created.kind === 'rejected') expectKoreanMessage(created.message);
      }
      const saved = relayOf(await content.createRelay({ title: '제목', content: '내용' }));
      const updated = await content.updateRelay(saved.id, { title: '', content: '내용' });
      expect(updated.kind).toBe('rejected');
      expect(await content.relays()).toEqual([saved]);
    });

    it('a removed relay post is gone; removing or rewriting it again is not-found', async () => {
      const saved = relayOf(await content.createRelay({ title: '지울 글', content: '곧 지웁니다' }));
      expect(await content.removeRelay(saved.id)).toEqual({ kind: 'removed' });
      expect(await content.relay(saved.id)).toBeNull();
      expect(await content.relays()).toEqual([]);
      expect(await content.removeRelay(saved.id)).toEqual({ kind: 'not-found' });
      expect(await content.updateRelay(saved.id, { title: '다시', content: '다시' })).toEqual({ kind: 'not-found' });
    });

    it("another customer never sees or changes this customer's relay posts (not-found)", async () => {
      const saved = relayOf(await content.createRelay({ title: '내 글', content: '내 글입니다' }));
      expect(await otherContent.relays()).toEqual([]);
      expect(await otherContent.relay(saved.id)).toBeNull();
      expect(await otherContent.updateRelay(saved.id, { title: '남의 글', content: '바꿈' })).toEqual({
        kind: 'not-found',
      });
      expect(await otherContent.removeRelay(saved.id)).toEqual({ kind: 'not-found' });
      expect(await content.relays()).toEqual([saved]);
    });
  });
}
