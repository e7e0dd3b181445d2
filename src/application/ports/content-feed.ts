import type { ContentPage } from '../../domain/content/content-page';
import type { EventState } from '../../domain/content/event-state';
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

/** The notices listed just before and after one notice on the board (pinned first, then newest first). */
export interface NoticeNeighbours {
  /** The row above: null on the board's first row. */
  readonly previous: Post | null;
  /** The row below: null on the board's last row. */
  readonly next: Post | null;
}

/** An event card (issue 12): a post with its artwork, its period (ISO-8601 instants) and its state at "now". */
export interface EventSummary extends Post {
  readonly imageUrl: string;
  readonly startsAt: string;
  readonly endsAt: string;
  readonly state: EventState;
}

export interface EventDetail extends EventSummary {
  readonly body: string;
}

/** Which events to list: one tab (absent: every started event), `page` 1-based. */
export interface EventListQuery {
  readonly state?: EventState;
  readonly page: number;
  readonly size: number;
}

/** Spec §3 Video entry: code is the YouTube video id; posterUrl our own artwork. */
export interface StoryVideo {
  readonly id: number;
  readonly code: string;
  readonly title: string;
  readonly posterUrl: string;
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
  /** Started events, newest start first; an ended event stays listed (and readable) in the 종료 tab. */
  events(query: EventListQuery): Promise<Page<EventSummary>>;
  event(id: number): Promise<EventDetail | null>;
  /** The 비비큐 스토리 gallery in the franchise's order; `page` is 1-based. */
  storyVideos(page: number, size: number): Promise<Page<StoryVideo>>;
  faq(): Promise<readonly FaqEntry[]>;
  /** Pinned notices first, then newest first; `page` is 1-based. */
  notices(page: number, size: number): Promise<Page<Post>>;
  notice(id: number): Promise<PostDetail | null>;
  /** A franchise content page by slug (이용 안내, 대량 구매 안내, 약관); null for an unknown slug. */
  page(slug: string): Promise<ContentPage | null>;
  /** The board neighbours of a published notice; null for an unknown one. */
  noticeNeighbours(id: number): Promise<NoticeNeighbours | null>;
  qna(): Promise<readonly QnaEntry[]>;
  qnaDetail(id: number): Promise<QnaEntry | null>;
  relays(): Promise<readonly RelayPost[]>;
  relay(id: number): Promise<RelayPost | null>;
  createRelay(draft: RelayDraft): Promise<RelaySaveResult>;
  updateRelay(id: number, draft: RelayDraft): Promise<RelaySaveResult>;
  removeRelay(id: number): Promise<{ readonly kind: 'removed' } | { readonly kind: 'not-found' }>;
}
