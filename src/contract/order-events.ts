import * as z from 'zod/mini';
import { DELIVERY_PREFIX, defineEndpoints, idParamsSchema, instantSchema } from './common';
import { sessionErrors } from './errors';
import { orderStatusSchema } from './order';

/**
 * Issue 14 live order status: the status changes of one order as server-sent events. Each event is
 *
 *     id: <sequence>
 *     event: status
 *     data: {"status":"COOKING","at":"2026-11-21T10:03:00.000Z"}
 *
 * where the sequence numbers the order's statuses from 1 (PAID) in the order it entered them; a reconnect sends
 * the last one seen as `Last-Event-ID` and receives only the statuses after it. Comment lines (`: …`) keep the
 * connection open and carry nothing.
 */

/** The `event:` name of a status change. */
export const ORDER_STATUS_EVENT = 'status';

/** The media type of the stream. */
export const EVENT_STREAM_MEDIA_TYPE = 'text/event-stream';

export const ORDER_EVENTS_MESSAGES = {
  lastEventIdInvalid: 'Last-Event-ID 헤더는 0 이상의 정수여야 합니다.',
} as const;

/** The data of one `status` event: the status the order entered and when (UTC). */
export const orderStatusEventSchema = z.object({ status: orderStatusSchema, at: instantSchema });

export const orderEventsHeadersSchema = z.looseObject({
  'last-event-id': z.optional(
    z
      .string({ error: ORDER_EVENTS_MESSAGES.lastEventIdInvalid })
      .check(z.regex(/^\d{1,9}$/, ORDER_EVENTS_MESSAGES.lastEventIdInvalid)),
  ),
});

export const orderEventEndpoints = defineEndpoints({
  statusEvents: {
    method: 'GET',
    path: `${DELIVERY_PREFIX}/order/history/:id/events`,
    operationId: 'streamOrderStatus',
    summary:
      '주문 상태 실시간 알림 (server-sent events): 지금 상태를 바로, 이후 바뀔 때마다 보내고 주문이 끝나면(완료·취소) 닫음. Last-Event-ID 다음부터 이어 받음',
    tags: ['order'],
    auth: 'session',
    params: idParamsSchema,
    headers: orderEventsHeadersSchema,
    produces: EVENT_STREAM_MEDIA_TYPE,
    response: {
      200: orderStatusEventSchema.check(
        z.describe(
          'The data of each `status` event (`id:` its sequence, from 1 for PAID); `: …` comment lines are heartbeats.',
        ),
      ),
      ...sessionErrors,
    },
  },
});

export type OrderStatusEventWire = z.infer<typeof orderStatusEventSchema>;
