import { performance } from 'node:perf_hooks';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { BranchSimulator } from '../../../server/services/orders/branch-simulator';
import { orderEndpoints } from '../../../src/contract/order';
import { orderStatusEventSchema } from '../../../src/contract/order-events';
import { call, expectWire, sessionOf } from '../routes/cart-address-harness';
import { describeOnDatabases } from '../support/databases';
import { demoMember, startOrderServer } from './order-harness';
import {
  followWithAdapter,
  listen,
  moveOrder,
  openRaw,
  placeOrder,
  STATUS_LATENCY_TARGET_MS,
  tokenOf,
  waitUntil,
} from './status-stream-harness';

/**
 * Issue 14 live order status: GET /api/delivery/order/history/{id}/events on the real server, read over real HTTP
 * by the storefront's AxiosOrderStatusStream (and by plain fetch where the wire itself is checked).
 */
describeOnDatabases('order status events', (database) => {
  let app: FastifyInstance;
  let baseURL: string;
  let member: Record<string, string>;

  beforeAll(async () => {
    app = await startOrderServer(database.current);
    baseURL = await listen(app);
    member = await demoMember();
  });
  afterAll(async () => app.close());

  it('sends PAID at once, then each move of the branch simulator within 500 ms, and ends after COMPLETED', async () => {
    const order = await placeOrder(app, member);
    const follow = followWithAdapter(baseURL, tokenOf(member), order.id, null);
    await waitUntil(() => follow.events.length === 1, 2000, 'the current status');
    expect(follow.events.map((e) => [e.sequence, e.status])).toEqual([[1, 'PAID']]);

    // Every due order moves one step per tick (stepMs 0: every order is due), in one transaction each.
    const simulator = new BranchSimulator(database.current.db, { stepMs: 0, tickMs: 60_000 });
    const latencies: number[] = [];
    for (const [index, status] of (['ACCEPTED', 'COOKING', 'DELIVERING', 'COMPLETED'] as const).entries()) {
      expect(await simulator.tick()).toBeGreaterThanOrEqual(1);
      // The tick has committed (COMPLETED also awards the member's points): the event may even be there already.
      const committedAt = performance.now();
      await waitUntil(() => follow.events.length === index + 2, 2000, status);
      const event = follow.events[index + 1]!;
      expect([event.sequence, event.status]).toEqual([index + 2, status]);
      latencies.push(Math.max(0, event.receivedAt - committedAt));
    }
    expect(await follow.done).toEqual({ kind: 'ended' });
    expect(Math.max(...latencies)).toBeLessThanOrEqual(STATUS_LATENCY_TARGET_MS);
  });

  it('an order of someone else answers 404, without a token 401, a bad Last-Event-ID 400', async () => {
    const order = await placeOrder(app, member);
    const stranger = await openRaw(baseURL, order.id, await sessionOf(`stranger-${order.id}`));
    expect(stranger.response.status).toBe(404);
    expect(await stranger.response.json()).toMatchObject({ code: 'ELEMENT_NOT_FOUND' });
    const anonymous = await openRaw(baseURL, order.id, {});
    expect(anonymous.response.status).toBe(401);
    const missing = await openRaw(baseURL, 2_000_000_000, member);
    expect(missing.response.status).toBe(404);
    const bad = await openRaw(baseURL, order.id, { ...member, 'last-event-id': 'abc' });
    expect(bad.response.status).toBe(400);
    expect(await bad.response.json()).toMatchObject({ code: 'BAD_REQUEST', field: 'headers.last-event-id' });
    const adapter = followWithAdapter(baseURL, tokenOf(await sessionOf(`stranger-b-${order.id}`)), order.id, 1);
    expect(await adapter.done).toEqual({ kind: 'not-found' });
  });

  it('streams text/event-stream uncompressed even to a client accepting gzip and br, each event with its id', async () => {
    const order = await placeOrder(app, member);
    const raw = await openRaw(baseURL, order.id, { ...member, 'accept-encoding': 'gzip, deflate, br' });
    expect(raw.response.status).toBe(200);
    expect(raw.response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(raw.response.headers.get('content-encoding')).toBeNull();
    expect(raw.response.headers.get('x-accel-buffering')).toBe('no');
    expect(raw.response.headers.get('cache-control')).toContain('no-store');
    await waitUntil(() => raw.events.length === 1, 2000, 'the current status');
    const startedAt = performance.now();
    await moveOrder(database.current.db, order.id, 'PAID', 'ACCEPTED');
    await waitUntil(() => raw.events.length === 2, 2000, 'ACCEPTED');
    expect(performance.now() - startedAt).toBeLessThanOrEqual(STATUS_LATENCY_TARGET_MS);
    expect(raw.events.map((e) => [e.event, e.id])).toEqual([
      ['status', '1'],
      ['status', '2'],
    ]);
    const data = raw.events.map((e) => orderStatusEventSchema.parse(JSON.parse(e.data)));
    expect(data.map((d) => d.status)).toEqual(['PAID', 'ACCEPTED']);
    raw.close();
  });

  it('a reconnect with Last-Event-ID receives only what came after it, and a stream of an ended order closes', async () => {
    const order = await placeOrder(app, member, 'TAKEOUT');
    const { db } = database.current;
    await moveOrder(db, order.id, 'PAID', 'ACCEPTED');
    await moveOrder(db, order.id, 'ACCEPTED', 'COOKING');

    // Seen up to ACCEPTED (2): COOKING at once, then the rest as it happens; nothing twice.
    const resumed = followWithAdapter(baseURL, tokenOf(member), order.id, 2);
    await waitUntil(() => resumed.events.length === 1, 2000, 'COOKING');
    // Seen everything so far (3): nothing until the next change.
    const upToDate = followWithAdapter(baseURL, tokenOf(member), order.id, 3);
    await moveOrder(db, order.id, 'COOKING', 'READY_FOR_PICKUP');
    await moveOrder(db, order.id, 'READY_FOR_PICKUP', 'COMPLETED');
    expect(await resumed.done).toEqual({ kind: 'ended' });
    expect(await upToDate.done).toEqual({ kind: 'ended' });
    expect(resumed.events.map((e) => [e.sequence, e.status])).toEqual([
      [3, 'COOKING'],
      [4, 'READY_FOR_PICKUP'],
      [5, 'COMPLETED'],
    ]);
    expect(upToDate.events.map((e) => e.sequence)).toEqual([4, 5]);

    // The order has ended: a new stream sends its last status and closes; one that saw it closes at once.
    const late = await openRaw(baseURL, order.id, member);
    await late.finished;
    expect(late.events.map((e) => e.id)).toEqual(['5']);
    const seen = await openRaw(baseURL, order.id, { ...member, 'last-event-id': '5' });
    await seen.finished;
    expect(seen.events).toEqual([]);
  });

  it('a cancel through the API ends the stream with CANCELLED', async () => {
    const order = await placeOrder(app, member);
    const follow = followWithAdapter(baseURL, tokenOf(member), order.id, 1);
    const cancelled = await call(app, orderEndpoints.cancel, { headers: member, id: order.id });
    expectWire(cancelled, orderEndpoints.cancel, 200);
    expect(await follow.done).toEqual({ kind: 'ended' });
    expect(follow.events.map((e) => [e.sequence, e.status])).toEqual([[2, 'CANCELLED']]);
  });

  it('closing the server closes its open streams first (the clients reconnect elsewhere), then it stops', async () => {
    const other = await startOrderServer(database.current);
    const otherURL = await listen(other);
    const order = await placeOrder(other, member);
    const follow = followWithAdapter(otherURL, tokenOf(member), order.id, 1);
    const raw = await openRaw(otherURL, order.id, member);
    await waitUntil(() => raw.events.length === 1, 2000, 'the current status');
    const closing = performance.now();
    await other.close();
    expect(performance.now() - closing).toBeLessThan(2000);
    expect(await follow.done).toEqual({ kind: 'closed' });
    await raw.finished;
  });
});
