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
  RelayPost,
  RelaySaveResult,
  StoryVideo,
} from '../../src/application/ports/content-feed';
import type { Page } from '../../src/application/ports/page';
import { SessionRequiredError } from '../../src/application/ports/session-required-error';
import { toPage } from '../../src/contract/wire-reading';
import type { ContentPage } from '../../src/domain/content/content-page';
import type { PopupBanner, Post } from '../../src/domain/content/types';
import type { ContentFeedService } from '../services/content/content-feed';
import type { ContentPageShelf } from '../services/content/content-page-shelf';
import type { EventBoard } from '../services/content/event-board';
import type { ReadCache } from '../services/read-cache';

/** The services the public content is read from. */
export interface ContentServices {
  readonly content: ContentFeedService;
  readonly events: EventBoard;
  readonly contentPages: ContentPageShelf;
}

/**
 * ContentFeed over the server's content services in this process (issue 13's in-process family): the franchise's
 * public content (banners, events, story videos, FAQ, notices, content pages) as the Content calls answer it, read
 * without a request; an unknown id reads null. It serves no customer: a customer's own Q&A and relay posts need a
 * session, which the in-process family never has, so those calls throw SessionRequiredError (as the HTTP family's
 * do without a token). Banners, the FAQ and the story videos are kept in `reads` while the data is unchanged, as
 * their routes keep them; notices and events carry NEW and the event state, which depend on the time, so they are not.
 */
export class ServiceContentFeed implements ContentFeed {
  constructor(
    private readonly services: ContentServices,
    private readonly reads: ReadCache,
    private readonly now: () => Date,
  ) {}

  async popupBanners(): Promise<readonly PopupBanner[]> {
    return this.reads.read('popup banners', () => this.services.content.popupBanners());
  }

  async eventBanners(): Promise<readonly EventBanner[]> {
    return this.reads.read('event banners', () => this.services.content.eventBanners());
  }

  async events(query: EventListQuery): Promise<Page<EventSummary>> {
    const { state, page, size } = query;
    return toPage(await this.services.events.events({ state, page, size }, this.now()));
  }

  async event(id: number): Promise<EventDetail | null> {
    return this.services.events.event(id, this.now());
  }

  async storyVideos(page: number, size: number): Promise<Page<StoryVideo>> {
    const found = await this.reads.read(`story videos ${page} ${size}`, () =>
      this.services.events.storyVideos(page, size),
    );
    return toPage(found);
  }

  async faq(): Promise<readonly FaqEntry[]> {
    return this.reads.read('faq', () => this.services.content.faq());
  }

  async notices(page: number, size: number): Promise<Page<Post>> {
    return toPage(await this.services.content.notices(page, size, this.now()));
  }

  async notice(id: number): Promise<PostDetail | null> {
    return this.services.content.notice(id, this.now());
  }

  async noticeNeighbours(id: number): Promise<NoticeNeighbours | null> {
    return this.services.content.noticeNeighbours(id, this.now());
  }

  async page(slug: string): Promise<ContentPage | null> {
    return this.services.contentPages.page(slug);
  }

  async qna(): Promise<readonly QnaEntry[]> {
    throw new SessionRequiredError();
  }

  async qnaDetail(): Promise<QnaEntry | null> {
    throw new SessionRequiredError();
  }

  async relays(): Promise<readonly RelayPost[]> {
    throw new SessionRequiredError();
  }

  async relay(): Promise<RelayPost | null> {
    throw new SessionRequiredError();
  }

  async createRelay(): Promise<RelaySaveResult> {
    throw new SessionRequiredError();
  }

  async updateRelay(): Promise<RelaySaveResult> {
    throw new SessionRequiredError();
  }

  async removeRelay(): Promise<{ readonly kind: 'removed' } | { readonly kind: 'not-found' }> {
    throw new SessionRequiredError();
  }
}
