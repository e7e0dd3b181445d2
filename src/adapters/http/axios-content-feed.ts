import type { AxiosInstance } from 'axios';
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
import {
  contentEndpoints,
  eventBannerListResponseSchema,
  eventDetailSchema,
  eventPageResponseSchema,
  faqListResponseSchema,
  noticeNeighboursSchema,
  popupBannerListResponseSchema,
  postDetailSchema,
  postPageResponseSchema,
  qnaEntrySchema,
  qnaListResponseSchema,
  relayListResponseSchema,
  relayPostSchema,
  storyVideoPageResponseSchema,
} from '../../contract/content';
import { contentPageEndpoints, contentPageSchema } from '../../contract/content-page';
import { inquiryEndpoints } from '../../contract/inquiry';
import { toPage } from '../../contract/wire-reading';
import type { ContentPage } from '../../domain/content/content-page';
import type { PopupBanner, Post } from '../../domain/content/types';
import { isHttpStatus } from './http-error';
import { callEndpoint, nullIfNotFound, sendEndpoint } from './wire';

/** A save answered 404 (not the caller's post) or 400 (blank or over-long text, the server's Korean message). */
function saveFailureOf(error: unknown): RelaySaveResult {
  if (isHttpStatus(error, 404)) return { kind: 'not-found' };
  if (isHttpStatus(error, 400)) return { kind: 'rejected', message: error.message };
  throw error;
}

/**
 * ContentFeed over the spec §7 Content calls and /api/proxy-content-relay. An unknown id, or a post that is not
 * the caller's, answers 404 and reads null / `not-found`.
 */
export class AxiosContentFeed implements ContentFeed {
  constructor(private readonly http: AxiosInstance) {}

  async popupBanners(): Promise<readonly PopupBanner[]> {
    return callEndpoint(this.http, contentEndpoints.popupBanners, popupBannerListResponseSchema);
  }

  async eventBanners(): Promise<readonly EventBanner[]> {
    return callEndpoint(this.http, contentEndpoints.eventBanners, eventBannerListResponseSchema);
  }

  async events(query: EventListQuery): Promise<Page<EventSummary>> {
    const found = await callEndpoint(this.http, contentEndpoints.events, eventPageResponseSchema, {
      query: { state: query.state, page: query.page, size: query.size },
    });
    return toPage(found);
  }

  async event(id: number): Promise<EventDetail | null> {
    return nullIfNotFound(() => callEndpoint(this.http, contentEndpoints.event, eventDetailSchema, { path: { id } }));
  }

  async storyVideos(page: number, size: number): Promise<Page<StoryVideo>> {
    const found = await callEndpoint(this.http, contentEndpoints.storyVideos, storyVideoPageResponseSchema, {
      query: { page, size },
    });
    return toPage(found);
  }

  async faq(): Promise<readonly FaqEntry[]> {
    return callEndpoint(this.http, contentEndpoints.faq, faqListResponseSchema);
  }

  async notices(page: number, size: number): Promise<Page<Post>> {
    const found = await callEndpoint(this.http, contentEndpoints.notices, postPageResponseSchema, {
      query: { page, size },
    });
    return toPage(found);
  }

  async notice(id: number): Promise<PostDetail | null> {
    return nullIfNotFound(() => callEndpoint(this.http, contentEndpoints.notice, postDetailSchema, { path: { id } }));
  }

  async noticeNeighbours(id: number): Promise<NoticeNeighbours | null> {
    return nullIfNotFound(() =>
      callEndpoint(this.http, contentEndpoints.noticeNeighbours, noticeNeighboursSchema, { path: { id } }),
    );
  }

  async page(slug: string): Promise<ContentPage | null> {
    return nullIfNotFound(() =>
      callEndpoint(this.http, contentPageEndpoints.page, contentPageSchema, { path: { slug } }),
    );
  }

  async qna(): Promise<readonly QnaEntry[]> {
    return callEndpoint(this.http, contentEndpoints.qnaList, qnaListResponseSchema);
  }

  async qnaDetail(id: number): Promise<QnaEntry | null> {
    return nullIfNotFound(() => callEndpoint(this.http, contentEndpoints.qna, qnaEntrySchema, { path: { id } }));
  }

  async relays(): Promise<readonly RelayPost[]> {
    return callEndpoint(this.http, contentEndpoints.relayList, relayListResponseSchema);
  }

  async relay(id: number): Promise<RelayPost | null> {
    return nullIfNotFound(() => callEndpoint(this.http, contentEndpoints.relay, relayPostSchema, { path: { id } }));
  }

  async createRelay(draft: RelayDraft): Promise<RelaySaveResult> {
    try {
      const relay = await callEndpoint(this.http, inquiryEndpoints.createRelay, relayPostSchema, {
        body: { title: draft.title, content: draft.content },
      });
      return { kind: 'saved', relay };
    } catch (error) {
      return saveFailureOf(error);
    }
  }

  async updateRelay(id: number, draft: RelayDraft): Promise<RelaySaveResult> {
    try {
      const relay = await callEndpoint(this.http, inquiryEndpoints.updateRelay, relayPostSchema, {
        body: { id, title: draft.title, content: draft.content },
      });
      return { kind: 'saved', relay };
    } catch (error) {
      return saveFailureOf(error);
    }
  }

  async removeRelay(id: number): Promise<{ readonly kind: 'removed' } | { readonly kind: 'not-found' }> {
    try {
      await sendEndpoint(this.http, contentEndpoints.removeRelay, { path: { id } });
      return { kind: 'removed' };
    } catch (error) {
      if (isHttpStatus(error, 404)) return { kind: 'not-found' };
      throw error;
    }
  }
}
