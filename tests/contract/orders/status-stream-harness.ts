import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../../server/db/database';
import { orderStatusHistory, orders } from '../../../server/db/schema';
import { AxiosOrderStatusStream } from '../../../src/adapters/http/axios-order-status-stream';
import { createHttpClient } from '../../../src/adapters/http/http-client';
import { type ParsedEvent, ServerSentEventParser } from '../../../src/adapters/http/server-sent-events';
import type { PlacedOrder } from '../../../src/application/ports/order-gateway';
import type { FollowStreamResult, OrderStatusEvent } from '../../../src/application/ports/order-status-stream';
import { orderEndpoints } from '../../../src/contract/order';
import { orderEventEndpoints } from '../../../src/contract/order-events';
import { CANCELLABLE_STATUSES, type OrderStatus } from '../../../src/domain/order/status';
import { call, expectWire } from '../routes/cart-address-harness';
import { itemOf, processBody, processHeaders } from './order-harness';

/** Issue 14 target: a status change reaches the customer's stream within this, ms. */
export const STATUS_LATENCY_TARGET_MS = 500;

/** Starts `app` on an ephemeral loopback port; its base URL. */
export async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

/** The bearer token of a session's headers (sessionOf). */
export function tokenOf(session: Record<string, string>): string {
  return (session['authorization'] ?? '').replace(/^Bearer /, '');
}

let placed = 0;

/** Places an order as `session` (DELIVERY to its default address, or TAKEOUT at branch 1) through the API. */
export async function placeOrder(
  app: FastifyInstance,
  session: Record<string, string>,
  mealType: 'DELIVERY' | 'TAKEOUT' = 'DELIVERY',
): Promise<PlacedOrder> {
  const o = orderEndpoints;
  const init = await call(app, o.init, {
    headers: session,
    body: { mealType, items: [itemOf(1, 1)], branchId: mealType === 'TAKEOUT' ? 1 : null },
  });
  const checkout = expectWire(init, o.init, 201);
  placed += 1;
  const key = `status-stream-${process.pid}-${placed}-${Date.now()}`;
  const response = await call(app, o.process, {
    headers: processHeaders(session, key),
    body: processBody(checkout.checkoutId),
  });
  return expectWire(response, o.process, 201);
}

/**
 * What a branch tool does to move an order (no API): the conditional status update and its history row in one
 * transaction, as the branch simulator does. Returns the instant just before the write started (performance.now).
 */
export async function moveOrder(db: Database, orderId: number, from: OrderStatus, to: OrderStatus): Promise<number> {
  const startedAt = performance.now();
  await db.transaction(async (tx) => {
    const now = new Date();
    const moved = await tx
      .update(orders)
      .set({ status: to, statusChangedAt: now })
      .where(and(eq(orders.id, orderId), eq(orders.status, from)))
      .returning({ id: orders.id });
    if (moved.length !== 1) throw new Error(`order ${orderId} is not ${from}`);
    await tx.insert(orderStatusHistory).values({ orderId, status: to, at: now });
  });
  return startedAt;
}

/** Cancels through a plain conditional update like moveOrder, for orders still cancellable. */
export async function cancelDirectly(db: Database, orderId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const now = new Date();
    await tx
      .update(orders)
      .set({ status: 'CANCELLED', statusChangedAt: now })
      .where(and(eq(orders.id, orderId), inArray(orders.status, [...CANCELLABLE_STATUSES])));
    await tx.insert(orderStatusHistory).values({ orderId, status: 'CANCELLED', at: now });
  });
}

/** A status event as received by the storefront's adapter, with when it arrived (performance.now). */
export interface Received extends OrderStatusEvent {
  readonly receivedAt: number;
}

/** A follow through the storefront's AxiosOrderStatusStream (axios fetch adapter, Bearer header) of `baseURL`. */
export function followWithAdapter(
  baseURL: string,
  token: string,
  id: number,
  afterSequence: number | null,
): { readonly events: Received[]; readonly done: Promise<FollowStreamResult>; readonly stop: () => void } {
  const http = createHttpClient({
    baseURL,
    getAccessToken: () => token,
    refresh: async () => ({ kind: 'signed-out' }),
    onSignedOut: () => undefined,
  });
  const events: Received[] = [];
  const controller = new AbortController();
  const done = new AxiosOrderStatusStream(http).follow({
    id,
    afterSequence,
    onChange: (event) => events.push({ ...event, receivedAt: performance.now() }),
    signal: controller.signal,
  });
  return { events, done, stop: () => controller.abort() };
}

/** A raw text/event-stream read with fetch: the answer's status and headers, and every event. */
export interface RawStream {
  readonly response: Response;
  readonly events: ParsedEvent[];
  /** Resolves when the server ends the answer (or it breaks). */
  readonly finished: Promise<void>;
  close(): void;
}

export async function openRaw(baseURL: string, id: number, headers: Record<string, string>): Promise<RawStream> {
  const controller = new AbortController();
  const url = `${baseURL}${orderEventEndpoints.statusEvents.path.replace(':id', String(id))}`;
  const response = await fetch(url, { headers, signal: controller.signal });
  const events: ParsedEvent[] = [];
  const finished = (async () => {
    if (response.body === null || !response.ok) return;
    const parser = new ServerSentEventParser();
    const decoder = new TextDecoder();
    const reader = response.body.getReader();
    try {
      for (;;) {
        const chunk = await reader.read();
        if (chunk.done) break;
        events.push(...parser.push(decoder.decode(chunk.value, { stream: true })));
      }
    } catch {
      // Aborted by close().
    }
  })();
  return { response, events, finished, close: () => controller.abort() };
}

/** Waits until `check` holds, polling every 5 ms, for at most `ms`; throws naming `what` otherwise. */
export async function waitUntil(check: () => boolean, ms: number, what: string): Promise<void> {
  const until = performance.now() + ms;
  while (!check()) {
    if (performance.now() > until) throw new Error(`timed out after ${ms} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}
