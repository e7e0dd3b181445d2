import type { FastifyRequest } from 'fastify';
import { decodeJwt } from 'jose';
import { ORDER_STATUS_EVENT, type OrderStatusEventWire, orderEventEndpoints } from '../../src/contract/order-events';
import type { RouteModule } from '../app';
import { accessTokenOf, callerOf } from '../auth/require-session';
import { EventStream, type ServerSentEvent } from '../http/event-stream';
import { OrderStatusFeed } from '../services/orders/order-status-feed';
import { OrderStatusFollower, type SequencedStatus } from '../services/orders/order-status-follower';
import { endpointRoute, found } from './endpoint-route';
import { orderTrackingRoutes, type ServeStatusStream } from './order-tracking';

/** On close, open streams get this long to be delivered before the server closes their connections anyway, ms. */
const CLOSE_WAIT_MS = 1000;

function eventOf(status: SequencedStatus): ServerSentEvent {
  const data: OrderStatusEventWire = { status: status.status, at: status.at.toISOString() };
  return { id: String(status.sequence), event: ORDER_STATUS_EVENT, data: JSON.stringify(data) };
}

/**
 * How long the stream may live, ms: until the access token it was opened with expires (by the server's clock, as
 * requireSession judges it). The client then reconnects with its current token, so a signed-out or revoked session
 * stops receiving within one token lifetime (15 min), like any other call.
 */
function lifetimeOf(request: FastifyRequest, now: Date): number | undefined {
  const token = accessTokenOf(request);
  const exp = token === undefined ? undefined : decodeJwt(token).exp;
  return exp === undefined ? undefined : exp * 1000 - now.getTime();
}

/**
 * Issue 14 live order status: GET /api/delivery/order/history/{id}/events (src/contract/order-events.ts). It
 * authenticates like every session call (Bearer or accessToken header: the storefront reads it with fetch, which
 * sends headers, not with EventSource, which cannot), answers 404 for an order the caller may not see (as the other
 * order calls do), then streams the order's statuses (OrderStatusFollower) until the order has ended. One
 * OrderStatusFeed (one LISTEN) per server serves every stream; when the server closes, every stream ends first.
 * The tracking link's public twin (order-tracking.ts, GET /api/track/{token}/events) streams through the same feed.
 */
export const orderEventRoutes: RouteModule = async (app, deps) => {
  const feed = new OrderStatusFeed(deps.database, app.log);
  const follower = new OrderStatusFollower(deps.db, feed, (error) =>
    app.log.warn({ err: error }, 'order status stream could not read the order; closing it'),
  );
  const open = new Set<EventStream>();
  app.addHook('preClose', async () => {
    const finished = [...open].map((stream) => {
      stream.end();
      return stream.whenFinished();
    });
    await Promise.race([Promise.all(finished), new Promise((resolve) => setTimeout(resolve, CLOSE_WAIT_MS))]);
  });
  app.addHook('onClose', async () => feed.close());

  const serve: ServeStatusStream = async (reply, orderId, lastEventId, lifetimeMs) => {
    const stream = new EventStream(lifetimeMs === undefined ? {} : { lifetimeMs });
    const stop = await follower.follow(orderId, lastEventId === undefined ? null : Number(lastEventId), {
      send: (status) => stream.send(eventOf(status)),
      end: () => stream.end(),
    });
    open.add(stream);
    stream.onClose(() => {
      stop();
      open.delete(stream);
    });
    return stream.answer(reply);
  };

  app.route({
    ...endpointRoute(orderEventEndpoints.statusEvents, deps),
    // A compressor holds small writes back until its buffer fills: every event must leave at once.
    compress: false,
    handler: async (request, reply) => {
      const order = found(await deps.services.orders.visibleOrder(callerOf(request), request.params.id));
      return serve(reply, order.id, request.headers['last-event-id'], lifetimeOf(request, deps.now()));
    },
  });

  await orderTrackingRoutes(app, deps, serve);
};
