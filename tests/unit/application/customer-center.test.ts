import { describe, expect, it } from 'vitest';
import type { ContentFeed } from '../../../src/application/ports/content-feed';
import type { Page } from '../../../src/application/ports/page';
import { DeleteRelayPost } from '../../../src/application/use-cases/delete-relay-post';
import { ListFaq } from '../../../src/application/use-cases/list-faq';
import { ListMyRelayPosts } from '../../../src/application/use-cases/list-my-relay-posts';
import { ListNotices, NOTICE_PAGE_SIZE } from '../../../src/application/use-cases/list-notices';
import { ReadNotice } from '../../../src/application/use-cases/read-notice';
import { SaveRelayPost } from '../../../src/application/use-cases/save-relay-post';
import type { Post } from '../../../src/domain/content/types';
import { memoryWorld } from './memory-world';

const notice = (id: number, fixed = false): Post => ({
  id,
  title: `공지 ${id}`,
  href: `/faq/notices/${id}`,
  publisher: null,
  publishedAt: '2026-03-01T01:00:00Z',
  fixed,
  new: false,
});

/** A board of `count` notices (ids count..1, newest first) that records the pages asked for. */
function boardOf(count: number) {
  const all = Array.from({ length: count }, (_, i) => notice(count - i));
  const asked: number[] = [];
  const feed: Pick<ContentFeed, 'notices'> = {
    async notices(page, size): Promise<Page<Post>> {
      asked.push(page);
      return { items: all.slice((page - 1) * size, page * size), page, size, totalCount: all.length };
    },
  };
  return { feed, asked };
}

describe('customer center: FAQ and notices', () => {
  it('ListFaq gives the entries and the category tabs, 전체 first', async () => {
    const world = memoryWorld();
    const result = await new ListFaq(world.content).execute();
    expect(result.entries).toEqual(world.fixtures.faqs);
    expect(result.categories).toEqual(['전체', '주문', '쿠폰']);
  });

  it('ListNotices reads a page of 10 with the page count', async () => {
    const { feed } = boardOf(23);
    const result = await new ListNotices(feed).execute({ page: 2 });
    expect(result).toMatchObject({ kind: 'page', page: 2, size: NOTICE_PAGE_SIZE, totalCount: 23, totalPages: 3 });
    expect(result.notices.map((n) => n.id)).toEqual([13, 12, 11, 10, 9, 8, 7, 6, 5, 4]);
  });

  it('a page past the end reads the last page; a bad page reads the first', async () => {
    const { feed, asked } = boardOf(23);
    const past = await new ListNotices(feed).execute({ page: 9 });
    expect(past).toMatchObject({ page: 3, totalPages: 3 });
    expect(past.notices.map((n) => n.id)).toEqual([3, 2, 1]);
    expect(asked).toEqual([9, 3]);
    expect((await new ListNotices(feed).execute({ page: Number.NaN })).page).toBe(1);
    expect((await new ListNotices(feed).execute({ page: -4 })).page).toBe(1);
  });

  it('an empty board is page 1 of 0', async () => {
    const { feed } = boardOf(0);
    expect(await new ListNotices(feed).execute({ page: 3 })).toEqual({
      kind: 'page',
      notices: [],
      page: 3,
      size: NOTICE_PAGE_SIZE,
      totalCount: 0,
      totalPages: 0,
    });
  });

  it('ReadNotice gives the notice with the rows above and below it on the board', async () => {
    const world = memoryWorld();
    const board = (await world.content.notices(1, 100)).items;
    const read = new ReadNotice(world.content);
    const middle = await read.execute({ id: board[1]!.id });
    expect(middle).toMatchObject({ kind: 'found', notice: { id: board[1]!.id }, previous: board[0], next: board[2] });
    const first = await read.execute({ id: board[0]!.id });
    expect(first).toMatchObject({ kind: 'found', previous: null, next: board[1] });
    expect(await read.execute({ id: 999 })).toEqual({ kind: 'not-found' });
    expect(await read.execute({ id: Number.NaN })).toEqual({ kind: 'not-found' });
  });
});

describe('customer center: 고객의 소리 (relay posts)', () => {
  it('a customer writes, rewrites and deletes their own post; another customer never sees it', async () => {
    const world = memoryWorld();
    await world.signInMember();
    const save = new SaveRelayPost(world.content);
    const list = new ListMyRelayPosts(world.content);
    const saved = await save.execute({ id: null, title: '친절한 매장', content: '문정점 직원분들 감사합니다.' });
    if (saved.kind !== 'saved') throw new Error(`not saved: ${saved.kind}`);
    expect((await list.execute()).posts).toEqual([saved.relay]);

    const rewritten = await save.execute({
      id: saved.relay.id,
      title: '정말 친절한 매장',
      content: '다시 감사합니다.',
    });
    expect(rewritten).toMatchObject({ kind: 'saved', relay: { id: saved.relay.id, title: '정말 친절한 매장' } });
    expect(await save.execute({ id: null, title: ' ', content: '내용' })).toMatchObject({ kind: 'rejected' });

    await world.signInGuest();
    expect((await list.execute()).posts).toEqual([]);
    expect(await new DeleteRelayPost(world.content).execute({ id: saved.relay.id })).toEqual({ kind: 'not-found' });
    expect(await save.execute({ id: saved.relay.id, title: '남의 글', content: '바꿈' })).toEqual({
      kind: 'not-found',
    });

    await world.signInMember();
    expect(await new DeleteRelayPost(world.content).execute({ id: saved.relay.id })).toEqual({ kind: 'removed' });
    expect((await list.execute()).posts).toEqual([]);
  });
});
