import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  ORDER_TRACKING_CODES,
  ORDER_TRACKING_MESSAGES,
  orderTrackingEndpoints,
} from '../../src/contract/order-tracking';
import type { RouteDeps, ZodApp } from '../app';
import { DomainHttpError } from '../http/domain-http-error';
import { requestOrigin } from '../http/request-origin';
import type { TrackingAccess } from '../services/orders/order-tracking';
import { sendTrackingLinkText, type TextedOrder } from '../services/orders/tracking-link-texts';
import { endpointRoute } from './endpoint-route';

/**
 * A tracking stream ends after this long, ms, and the client reconnects: the link is checked again at least this often
 * (a link whose order ended expires 24 hours later), as an owner's stream is bounded by its access token (15 min).
 */
export const TRACKING_STREAM_LIFETIME_MS = 15 * 60 * 1000;

/** Serves order `orderId`'s status events as the answer to `reply` (order-events.ts: one feed per server). */
export type ServeStatusStream = (
  reply: FastifyReply,
  orderId: number,
  lastEventId: string | undefined,
  lifetimeMs: number | undefined,
) => Promise<FastifyReply>;

/** The one table from a link the service refuses to the HTTP answer. */
const REFUSALS: Record<Exclude<TrackingAccess['kind'], 'open'>, () => DomainHttpError> = {
  invalid: () =>
    new DomainHttpError({ status: 404, code: ORDER_TRACKING_CODES.INVALID, message: ORDER_TRACKING_MESSAGES.invalid }),
  expired: () =>
    new DomainHttpError({ status: 410, code: ORDER_TRACKING_CODES.EXPIRED, message: ORDER_TRACKING_MESSAGES.expired }),
};

/**
 * Texts the receiver of an order just placed its tracking link (TrackingLinkTexts) without making the answer wait; a
 * text that fails is logged, the order stands. The link's origin is PUBLIC_URL, else the one the order was placed through.
 */
export function textTrackingLink(deps: RouteDeps, request: FastifyRequest, order: TextedOrder): void {
  sendTrackingLinkText(deps.services.tracking.texts, requestOrigin(request), request.log, order);
}

/**
 * Issue 14 tracking link calls (src/contract/order-tracking.ts), public: GET /api/track/{token} answers the order's
 * summary, GET /api/track/{token}/events streams its statuses like the owner's stream (`serve`, the same feed) until
 * the order ends. A forged or unknown token is 404, a link 24 hours past its order's end 410, both with a Korean message.
 */
export async function orderTrackingRoutes(app: ZodApp, deps: RouteDeps, serve: ServeStatusStream): Promise<void> {
  const { links } = deps.services.tracking;

  app.route({
    ...endpointRoute(orderTrackingEndpoints.trackedOrder, deps),
    handler: async (request, reply) => {
      const outcome = await links.read(request.params.token);
      if (outcome.kind !== 'found') throw REFUSALS[outcome.kind]();
      return reply.code(200).send(outcome.order);
    },
  });

  app.route({
    ...endpointRoute(orderTrackingEndpoints.trackedOrderEvents, deps),
    // A compressor holds small writes back until its buffer fills: every event must leave at once.
    compress: false,
    handler: async (request, reply) => {
      const access = await links.access(request.params.token);
      if (access.kind !== 'open') throw REFUSALS[access.kind]();
      return serve(reply, access.orderId, request.headers['last-event-id'], TRACKING_STREAM_LIFETIME_MS);
    },
  });
}
