import * as z from 'zod/mini';
import { countSchema, defineEndpoints, instantSchema, wonSchema } from './common';
import { errorBodySchema } from './errors';
import { mealTypeSchema, orderStatusSchema } from './order';
import { EVENT_STREAM_MEDIA_TYPE, orderEventsHeadersSchema, orderStatusEventSchema } from './order-events';

/**
 * Issue 14 tracking link: after an order is placed its receiver gets an SMS with `/track/{token}`, a signed, read-only
 * link that shows the order without a session. What it answers is the summary below and nothing more: no address, no
 * phone number, no owner, no other order. It works while the order is live and for 24 hours after the order ended
 * (domain TRACKING_LINK_GRACE_MS); a forged or unknown token answers 404, an expired one 410.
 */

export const ORDER_TRACKING_CODES = {
  /** The token is malformed, forged, or names no order. */
  INVALID: 'TRACKING_LINK_INVALID',
  /** The order ended more than 24 hours ago. */
  EXPIRED: 'TRACKING_LINK_EXPIRED',
} as const;

export const ORDER_TRACKING_MESSAGES = {
  invalid: '유효하지 않은 주문 조회 링크입니다. 문자로 받은 링크를 다시 확인해주세요.',
  expired: '주문 조회 기간이 지났습니다. 주문 조회 링크는 주문이 끝나고 24시간 동안 볼 수 있어요.',
} as const;

/** Where the storefront shows a tracked order: the SMS carries this path with the token, after the public origin. */
export const TRACKING_PAGE_PATH = '/track';

/** Longest token accepted, Fastify's longest path parameter (a longer one answers 414): a real one has at most 33. */
const TOKEN_MAX = 100;

export const trackingParamsSchema = z.object({
  token: z
    .string({ error: ORDER_TRACKING_MESSAGES.invalid })
    .check(z.minLength(1, ORDER_TRACKING_MESSAGES.invalid), z.maxLength(TOKEN_MAX, ORDER_TRACKING_MESSAGES.invalid)),
});

/** One ordered line: the menu, the chosen options by name and how many. No prices per line, no ids. */
export const trackedOrderLineSchema = z.object({
  menuName: z.string(),
  optionNames: z.array(z.string()),
  quantity: countSchema,
});

/** What a tracking link shows. */
export const trackedOrderSchema = z.object({
  branchName: z.string(),
  mealType: mealTypeSchema,
  status: orderStatusSchema,
  /** Every status the order entered, oldest first (its length is the sequence the event stream continues from). */
  statusHistory: z.array(z.object({ status: orderStatusSchema, at: instantSchema })),
  orderedAt: instantSchema,
  /** What was paid, integer won. */
  totalPrice: wonSchema,
  orderMenuList: z.array(trackedOrderLineSchema),
  /** When the link stops working: 24 hours after the order ended; null while the order is live. */
  linkExpiresAt: z.nullable(instantSchema),
});

const trackingErrors = { 400: errorBodySchema, 404: errorBodySchema, 410: errorBodySchema } as const;
const tags = ['order'] as const;

export const orderTrackingEndpoints = defineEndpoints({
  trackedOrder: {
    method: 'GET',
    path: '/api/track/:token',
    operationId: 'getTrackedOrder',
    summary:
      '주문 조회 링크(문자)로 보는 주문: 매장, 메뉴, 결제금액, 상태만 (로그인 없음). 위조·알 수 없는 링크는 404, 주문이 끝나고 24시간이 지나면 410',
    tags,
    auth: 'public',
    params: trackingParamsSchema,
    response: { 200: trackedOrderSchema, ...trackingErrors },
  },
  trackedOrderEvents: {
    method: 'GET',
    path: '/api/track/:token/events',
    operationId: 'streamTrackedOrderStatus',
    summary:
      '주문 조회 링크의 상태 실시간 알림 (server-sent events, 주문 상태 알림과 같은 형식): 주문이 끝나면 닫음. 404·410은 조회와 같음',
    tags,
    auth: 'public',
    params: trackingParamsSchema,
    headers: orderEventsHeadersSchema,
    produces: EVENT_STREAM_MEDIA_TYPE,
    response: {
      200: orderStatusEventSchema.check(
        z.describe(
          'The data of each `status` event (`id:` its sequence, from 1 for PAID); `: …` comment lines are heartbeats.',
        ),
      ),
      ...trackingErrors,
    },
  },
});

export type TrackedOrderWire = z.infer<typeof trackedOrderSchema>;
