import type {
  ContentFeed,
  EventBanner,
  EventDetail,
  EventListQuery,
  EventSummary,
  FaqEntry,
  NoticeNeighbours,
  PostDetail,
  QnaEntry,
  RelayDraft,
  RelayPost,
  RelaySaveResult,
  StoryVideo,
} from '../../application/ports/content-feed';
import type { Page } from '../../application/ports/page';
import { RELAY_CONTENT_MAX_LENGTH, RELAY_MESSAGES, RELAY_TITLE_MAX_LENGTH } from '../../contract/inquiry';
import type { ContentPage } from '../../domain/content/content-page';
import { eventState } from '../../domain/content/event-state';
import type { PopupBanner, Post } from '../../domain/content/types';
import type { FixtureEvent } from './fixture-types';
import type { MemoryBackend } from './memory-backend';
import { pageOf } from './paging';

/** How long a post carries the NEW marker after it is published (ours: the spec does not say), in ms. */
export const NEW_POST_WINDOW_MS = 7 * 86_400_000;

export const RELAY_BLANK_MESSAGE = '제목과 내용을 입력해주세요.';

/**
 * Franchise content from the fixtures (NEW judged by the backend clock) and the customer's own Q&A (filled by the
 * memory InquiryDesk) and relay posts.
 */
export class InMemoryContentFeed implements ContentFeed {
  constructor(private readonly backend: MemoryBackend) {}

  async popupBanners(): Promise<readonly PopupBanner[]> {
    return this.backend.fixtures.popupBanners;
  }

  async eventBanners(): Promise<readonly EventBanner[]> {
    return this.backend.fixtures.eventBanners;
  }

  /** Started events, newest start first (then the higher id), filtered by state at the backend clock as the server. */
  async events(query: EventListQuery): Promise<Page<EventSummary>> {
    const listed = this.startedEvents()
      .sort((a, b) => Date.parse(b.startsAt) - Date.parse(a.startsAt) || b.id - a.id)
      .map((e) => this.eventSummary(e))
      .filter((e) => query.state === undefined || e.state === query.state);
    return pageOf(listed, query.page, query.size);
  }

  async event(id: number): Promise<EventDetail | null> {
    const found = this.startedEvents().find((e) => e.id === id);
    return found === undefined ? null : { ...this.eventSummary(found), body: found.body };
  }

  async storyVideos(page: number, size: number): Promise<Page<StoryVideo>> {
    return pageOf(this.backend.fixtures.storyVideos, page, size);
  }

  async faq(): Promise<readonly FaqEntry[]> {
    return this.backend.fixtures.faqs;
  }

  async notices(page: number, size: number): Promise<Page<Post>> {
    return pageOf(this.noticeBoard(), page, size);
  }

  async noticeNeighbours(id: number): Promise<NoticeNeighbours | null> {
    const board = this.noticeBoard();
    const index = board.findIndex((n) => n.id === id);
    if (index < 0) return null;
    return { previous: board[index - 1] ?? null, next: board[index + 1] ?? null };
  }

  /** The board's order, as the server's: pinned first, then newest first, then the higher id first. */
  private noticeBoard(): Post[] {
    return [...this.backend.fixtures.notices]
      .sort(
        (a, b) =>
          Number(b.fixed) - Number(a.fixed) || Date.parse(b.publishedAt) - Date.parse(a.publishedAt) || b.id - a.id,
      )
      .map((n) => this.summary(n));
  }

  async notice(id: number): Promise<PostDetail | null> {
    const found = this.backend.fixtures.notices.find((n) => n.id === id);
    return found === undefined ? null : { ...found, new: this.isNew(found) };
  }

  async page(slug: string): Promise<ContentPage | null> {
    return this.backend.fixtures.contentPages.find((page) => page.slug === slug) ?? null;
  }

  async qna(): Promise<readonly QnaEntry[]> {
    return [...this.backend.requireOwner().qna].reverse();
  }

  async qnaDetail(id: number): Promise<QnaEntry | null> {
    return this.backend.requireOwner().qna.find((q) => q.id === id) ?? null;
  }

  async relays(): Promise<readonly RelayPost[]> {
    return [...this.backend.requireOwner().relays].reverse();
  }

  async relay(id: number): Promise<RelayPost | null> {
    return this.backend.requireOwner().relays.find((r) => r.id === id) ?? null;
  }

  async createRelay(draft: RelayDraft): Promise<RelaySaveResult> {
    const owner = this.backend.requireOwner();
    const problem = relayProblem(draft);
    if (problem !== null) return { kind: 'rejected', message: problem };
    const relay: RelayPost = {
      id: this.backend.nextId(),
      title: draft.title.trim(),
      content: draft.content,
      createdAt: this.backend.nowIso(),
    };
    owner.relays = [...owner.relays, relay];
    return { kind: 'saved', relay };
  }

  async updateRelay(id: number, draft: RelayDraft): Promise<RelaySaveResult> {
    const owner = this.backend.requireOwner();
    const current = owner.relays.find((r) => r.id === id);
    if (current === undefined) return { kind: 'not-found' };
    const problem = relayProblem(draft);
    if (problem !== null) return { kind: 'rejected', message: problem };
    const relay = { ...current, title: draft.title.trim(), content: draft.content };
    owner.relays = owner.relays.map((r) => (r.id === id ? relay : r));
    return { kind: 'saved', relay };
  }

  async removeRelay(id: number): Promise<{ readonly kind: 'removed' } | { readonly kind: 'not-found' }> {
    const owner = this.backend.requireOwner();
    if (!owner.relays.some((r) => r.id === id)) return { kind: 'not-found' };
    owner.relays = owner.relays.filter((r) => r.id !== id);
    return { kind: 'removed' };
  }

  /** An event is published (listed, readable) from its start instant on. */
  private startedEvents(): FixtureEvent[] {
    const now = this.backend.clock.now();
    return this.backend.fixtures.events.filter((e) => Date.parse(e.startsAt) <= now);
  }

  private eventSummary(event: FixtureEvent): EventSummary {
    const { body: _body, ...card } = event;
    const now = this.backend.clock.now();
    const age = now - Date.parse(event.startsAt);
    return {
      ...card,
      href: `/events/${event.id}`,
      publisher: null,
      publishedAt: event.startsAt,
      fixed: false,
      new: age >= 0 && age < NEW_POST_WINDOW_MS,
      state: eventState(event.endsAt, now),
    };
  }

  private isNew(post: Post): boolean {
    const age = this.backend.clock.now() - Date.parse(post.publishedAt);
    return age >= 0 && age < NEW_POST_WINDOW_MS;
  }

  private summary(post: PostDetail): Post {
    const { body: _body, ...rest } = post;
    return { ...rest, new: this.isNew(post) };
  }
}

/** The server's relay rules (ours, src/contract/inquiry): title and text non-blank, at most 100 and 1,000 characters. */
function relayProblem(draft: RelayDraft): string | null {
  if (draft.title.trim() === '' || draft.content.trim() === '') return RELAY_BLANK_MESSAGE;
  if (draft.title.trim().length > RELAY_TITLE_MAX_LENGTH) return RELAY_MESSAGES.titleTooLong;
  if (draft.content.length > RELAY_CONTENT_MAX_LENGTH) return RELAY_MESSAGES.contentTooLong;
  return null;
}
