import type { InquiryQna, PopupBanner, Post } from '../../domain/content/types';
import type { Page } from './page';

/** An event banner: an image with a link. */
export interface EventBanner extends PopupBanner {
  readonly title: string;
}

/** A notice or event with its body text. */
export interface PostDetail extends Post {
  readonly body: string;
}

export interface FaqEntry {
  readonly id: number;
  readonly category: string;
  readonly question: string;
  readonly answer: string;
}

/** One of the customer's inquiries (spec §3 Inquiry Q&A) with its id and title. */
export interface QnaEntry extends InquiryQna {
  readonly id: number;
  readonly title: string;
}

/** A relay post of the customer (spec §7 /content/relay, /api/proxy-content-relay). */
export interface RelayPost {
  readonly id: number;
  readonly title: string;
  readonly content: string;
  /** ISO-8601 instant. */
  readonly createdAt: string;
}

export interface RelayDraft {
  readonly title: string;
  readonly content: string;
}

export type RelaySaveResult =
  | { readonly kind: 'saved'; readonly relay: RelayPost }
  | { readonly kind: 'not-found' }
  | { readonly kind: 'rejected'; readonly message: string };

/**
 * The franchise's content (spec §7 Content) and the customer's own Q&A and relay posts. An unknown id, or a post
 * that is not the customer's, reads null / `not-found`; blank relay text is `rejected`. Q&A and relay need a
 * session (else SessionRequiredError); the rest is public. Outages throw.
 */
export interface ContentFeed {
  popupBanners(): Promise<readonly PopupBanner[]>;
  eventBanners(): Promise<readonly EventBanner[]>;
  events(): Promise<readonly Post[]>;
  event(id: number): Promise<PostDetail | null>;
  faq(): Promise<readonly FaqEntry[]>;
  /** Pinned notices first, then newest first; `page` is 1-based. */
  notices(page: number, size: number): Promise<Page<Post>>;
  notice(id: number): Promise<PostDetail | null>;
  qna(): Promise<readonly QnaEntry[]>;
  qnaDetail(id: number): Promise<QnaEntry | null>;
  relays(): Promise<readonly RelayPost[]>;
  relay(id: number): Promise<RelayPost | null>;
  createRelay(draft: RelayDraft): Promise<RelaySaveResult>;
  updateRelay(id: number, draft: RelayDraft): Promise<RelaySaveResult>;
  removeRelay(id: number): Promise<{ readonly kind: 'removed' } | { readonly kind: 'not-found' }>;
}
