import type {
  ContentFeed,
  EventBanner,
  FaqEntry,
  PostDetail,
  QnaEntry,
  RelayDraft,
  RelayPost,
  RelaySaveResult,
} from '../../application/ports/content-feed';
import type { Page } from '../../application/ports/page';
import { RELAY_CONTENT_MAX_LENGTH, RELAY_MESSAGES, RELAY_TITLE_MAX_LENGTH } from '../../contract/inquiry';
import type { PopupBanner, Post } from '../../domain/content/types';
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

  /** Newest first, as the server lists them. */
  async events(): Promise<readonly Post[]> {
    return [...this.backend.fixtures.events]
      .sort((a, b) => Date.parse(b.publishedAt) - Date.parse(a.publishedAt))
      .map((e) => this.summary(e));
  }

  async event(id: number): Promise<PostDetail | null> {
    const found = this.backend.fixtures.events.find((e) => e.id === id);
    return found === undefined ? null : { ...found, new: this.isNew(found) };
  }

  async faq(): Promise<readonly FaqEntry[]> {
    return this.backend.fixtures.faqs;
  }

  async notices(page: number, size: number): Promise<Page<Post>> {
    const ordered = [...this.backend.fixtures.notices].sort(
      (a, b) => Number(b.fixed) - Number(a.fixed) || Date.parse(b.publishedAt) - Date.parse(a.publishedAt),
    );
    return pageOf(
      ordered.map((n) => this.summary(n)),
      page,
      size,
    );
  }

  async notice(id: number): Promise<PostDetail | null> {
    const found = this.backend.fixtures.notices.find((n) => n.id === id);
    return found === undefined ? null : { ...found, new: this.isNew(found) };
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
