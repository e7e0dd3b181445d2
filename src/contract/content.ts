import * as z from 'zod/mini';
import {
  CONTENT_PREFIX,
  defineEndpoints,
  idParamsSchema,
  idSchema,
  instantSchema,
  noContentSchema,
  pageOf,
  pageQuerySchema,
} from './common';
import { errorBodySchema, publicReadErrors, sessionErrors } from './errors';

/** Spec §7 Delivery › Content: banners, events, FAQ, notices (public) and the owner's Q&A and relay posts. */

/** Content lists: 10 rows per page by default, at most 100 (ours; the spec shows no size). */
export const CONTENT_PAGE_SIZE = 10;
export const CONTENT_PAGE_SIZE_MAX = 100;

/** Spec §3 Popup banner: an image linking to webUrl. */
export const popupBannerSchema = z.object({
  id: idSchema,
  imageUrl: z.string(),
  webUrl: z.string(),
});

/** An event-banner carousel slide: a popup banner with a title (its alt text). */
export const eventBannerSchema = z.extend(popupBannerSchema, { title: z.string() });

/**
 * Spec §3 Post (event and notice rows): publisher null where the table has no 작성자 column; fixed = pinned;
 * new = shown with the red NEW marker.
 */
export const postSchema = z.object({
  id: idSchema,
  title: z.string(),
  href: z.string(),
  publisher: z.nullable(z.string()),
  publishedAt: instantSchema,
  fixed: z.boolean(),
  new: z.boolean(),
});

/** A notice or event with its body text. */
export const postDetailSchema = z.extend(postSchema, { body: z.string() });

/** Issue 12 event tabs: 진행중 until the end of the Seoul day of endsAt, 종료 from the next day (domain event-state). */
export const eventStateSchema = z.enum(['ongoing', 'ended']);

/**
 * An event row (spec §3 Post) with what its card shows (ours): the artwork, the period and its state at the request's
 * "now"; publishedAt is startsAt.
 */
export const eventSummarySchema = z.extend(postSchema, {
  imageUrl: z.string(),
  startsAt: instantSchema,
  endsAt: instantSchema,
  state: eventStateSchema,
});

/** An event with its body text. */
export const eventDetailSchema = z.extend(eventSummarySchema, { body: z.string() });

/** Spec §3 Video entry (code: the YouTube video id; about 55 entries) with our poster artwork. */
export const storyVideoSchema = z.object({
  id: idSchema,
  code: z.string().check(z.regex(/^[\w-]{11}$/)),
  title: z.string(),
  posterUrl: z.string(),
});

/** The rows just above and below a notice on the board (pinned first, then newest first); null at either end. */
export const noticeNeighboursSchema = z.object({
  previous: z.nullable(postSchema),
  next: z.nullable(postSchema),
});

export const faqEntrySchema = z.object({
  id: idSchema,
  category: z.string(),
  question: z.string(),
  answer: z.string(),
});

/** Spec §3 Inquiry (Q&A) of the owner: answered when adminAnswer is set; then answeredAt is its instant. */
export const qnaEntrySchema = z.object({
  id: idSchema,
  title: z.string(),
  content: z.string(),
  createdAt: instantSchema,
  adminAnswer: z.nullable(z.string()),
  answeredAt: z.nullable(instantSchema),
});

/** A relay post of the owner (written through /api/proxy-content-relay). */
export const relayPostSchema = z.object({
  id: idSchema,
  title: z.string(),
  content: z.string(),
  createdAt: instantSchema,
});

/** `?page&size` of the event and notice lists: page 1-based, size 1..100, defaults 1 and 10. */
export const contentPageQuerySchema = pageQuerySchema(CONTENT_PAGE_SIZE, CONTENT_PAGE_SIZE_MAX);

/** Notices: pinned first, then newest first. Events: newest first. */
export const postPageResponseSchema = pageOf(postSchema);

/** `?state&page&size` of the event list: state absent lists every started event. */
export const eventPageQuerySchema = z.extend(contentPageQuerySchema, { state: z.optional(eventStateSchema) });

/** Started events, newest start first. */
export const eventPageResponseSchema = pageOf(eventSummarySchema);

/** Story videos in the franchise's order. */
export const storyVideoPageResponseSchema = pageOf(storyVideoSchema);

export const popupBannerListResponseSchema = z.array(popupBannerSchema);
export const eventBannerListResponseSchema = z.array(eventBannerSchema);
export const faqListResponseSchema = z.array(faqEntrySchema);
export const qnaListResponseSchema = z.array(qnaEntrySchema);
export const relayListResponseSchema = z.array(relayPostSchema);

const tags = ['content'] as const;

export const contentEndpoints = defineEndpoints({
  popupBanners: {
    method: 'GET',
    path: `${CONTENT_PREFIX}/popup/all`,
    operationId: 'listPopupBanners',
    summary: '팝업 배너 전체',
    tags,
    auth: 'public',
    response: { 200: popupBannerListResponseSchema },
  },
  eventBanners: {
    method: 'GET',
    path: `${CONTENT_PREFIX}/event-banner`,
    operationId: 'listEventBanners',
    summary: '이벤트 배너',
    tags,
    auth: 'public',
    response: { 200: eventBannerListResponseSchema },
  },
  events: {
    method: 'GET',
    path: `${CONTENT_PREFIX}/event`,
    operationId: 'listEvents',
    summary: '이벤트 목록 (최신순, state·page·size)',
    tags,
    auth: 'public',
    querystring: eventPageQuerySchema,
    response: { 200: eventPageResponseSchema, 400: errorBodySchema },
  },
  event: {
    method: 'GET',
    path: `${CONTENT_PREFIX}/event/:id`,
    operationId: 'getEvent',
    summary: '이벤트 상세',
    tags,
    auth: 'public',
    params: idParamsSchema,
    response: { 200: eventDetailSchema, ...publicReadErrors },
  },
  storyVideos: {
    method: 'GET',
    path: `${CONTENT_PREFIX}/story-video`,
    operationId: 'listStoryVideos',
    summary: '비비큐 스토리 영상 목록 (page·size)',
    tags,
    auth: 'public',
    querystring: contentPageQuerySchema,
    response: { 200: storyVideoPageResponseSchema, 400: errorBodySchema },
  },
  faq: {
    method: 'GET',
    path: `${CONTENT_PREFIX}/faq`,
    operationId: 'listFaqs',
    summary: '자주 묻는 질문',
    tags,
    auth: 'public',
    response: { 200: faqListResponseSchema },
  },
  notices: {
    method: 'GET',
    path: `${CONTENT_PREFIX}/notice`,
    operationId: 'listNotices',
    summary: '공지사항 목록 (고정 글 먼저, 그다음 최신순, page·size)',
    tags,
    auth: 'public',
    querystring: contentPageQuerySchema,
    response: { 200: postPageResponseSchema, 400: errorBodySchema },
  },
  notice: {
    method: 'GET',
    path: `${CONTENT_PREFIX}/notice/:id`,
    operationId: 'getNotice',
    summary: '공지사항 상세',
    tags,
    auth: 'public',
    params: idParamsSchema,
    response: { 200: postDetailSchema, ...publicReadErrors },
  },
  noticeNeighbours: {
    method: 'GET',
    path: `${CONTENT_PREFIX}/notice/:id/neighbours`,
    operationId: 'getNoticeNeighbours',
    summary: '공지사항 이전 글·다음 글 (목록 순서 기준)',
    tags,
    auth: 'public',
    params: idParamsSchema,
    response: { 200: noticeNeighboursSchema, ...publicReadErrors },
  },
  qnaList: {
    method: 'GET',
    path: `${CONTENT_PREFIX}/qna`,
    operationId: 'listMyInquiries',
    summary: '나의 문의 목록 (최신순)',
    tags,
    auth: 'session',
    response: { 200: qnaListResponseSchema, 401: sessionErrors[401] },
  },
  qna: {
    method: 'GET',
    path: `${CONTENT_PREFIX}/qna/:id`,
    operationId: 'getMyInquiry',
    summary: '나의 문의 상세 (내 문의가 아니면 404)',
    tags,
    auth: 'session',
    params: idParamsSchema,
    response: { 200: qnaEntrySchema, ...sessionErrors },
  },
  relayList: {
    method: 'GET',
    path: `${CONTENT_PREFIX}/relay`,
    operationId: 'listMyRelayPosts',
    summary: '나의 릴레이 글 목록 (최신순)',
    tags,
    auth: 'session',
    response: { 200: relayListResponseSchema, 401: sessionErrors[401] },
  },
  relay: {
    method: 'GET',
    path: `${CONTENT_PREFIX}/relay/:id`,
    operationId: 'getMyRelayPost',
    summary: '나의 릴레이 글 (내 글이 아니면 404)',
    tags,
    auth: 'session',
    params: idParamsSchema,
    response: { 200: relayPostSchema, ...sessionErrors },
  },
  removeRelay: {
    method: 'DELETE',
    path: `${CONTENT_PREFIX}/relay/:id`,
    operationId: 'removeMyRelayPost',
    summary: '나의 릴레이 글 삭제',
    tags,
    auth: 'session',
    params: idParamsSchema,
    response: { 204: noContentSchema, ...sessionErrors },
  },
});

export type PostWire = z.infer<typeof postSchema>;
export type PostDetailWire = z.infer<typeof postDetailSchema>;
export type EventSummaryWire = z.infer<typeof eventSummarySchema>;
export type EventDetailWire = z.infer<typeof eventDetailSchema>;
export type StoryVideoWire = z.infer<typeof storyVideoSchema>;
export type NoticeNeighboursWire = z.infer<typeof noticeNeighboursSchema>;
export type QnaEntryWire = z.infer<typeof qnaEntrySchema>;
export type RelayPostWire = z.infer<typeof relayPostSchema>;
