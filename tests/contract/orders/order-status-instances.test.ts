import { performance } from 'node:perf_hooks';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type OpenDatabase, openDatabase } from '../../../server/db/database';
import { BranchSimulator } from '../../../server/services/orders/branch-simulator';
import { orderEndpoints } from '../../../src/contract/order';
import { call, expectWire } from '../routes/cart-address-harness';
import { describeIfPostgres, dropSchema, freshSchemaName, TEST_DATABASE_URL } from '../support/databases';
import { demoMember, startOrderServer } from './order-harness';
import {
  followWithAdapter,
  listen,
  moveOrder,
  placeOrder,
  STATUS_LATENCY_TARGET_MS,
  tokenOf,
  waitUntil,
} from './status-stream-harness';

/**
 * Issue 14 "across instances": two server instances on one PostgreSQL database, each with its own pool and its own
 * status listener. A status change committed through instance A must reach a stream open on instance B (through the
 * NOTIFY of migration 0010's trigger), as fast as one open on A.
 */
describeIfPostgres('order status streams on two instances', () => {
  const schema = freshSchemaName();
  const handles: OpenDatabase[] = [];
  const apps: FastifyInstance[] = [];
  const urls: string[] = [];
  let member: Record<string, string>;

  beforeAll(async () => {
    for (let n = 0; n < 2; n++) handles.push(await openDatabase({ databaseUrl: TEST_DATABASE_URL, schema }));
    for (const database of handles) {
      const app = await startOrderServer(database);
      apps.push(app);
      urls.push(await listen(app));
    }
    member = await demoMember();
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    for (const handle of handles) await handle.close();
    await dropSchema(schema);
  });

  it('a change made through instance A reaches the stream on instance B within 500 ms, as it does on A', async () => {
    const [a] = apps;
    const order = await placeOrder(a!, member);
    const onA = followWithAdapter(urls[0]!, tokenOf(member), order.id, null);
    const onB = followWithAdapter(urls[1]!, tokenOf(member), order.id, null);
    await waitUntil(() => onA.events.length === 1 && onB.events.length === 1, 2000, 'PAID on both');

    const startedAt = await moveOrder(handles[0]!.db, order.id, 'PAID', 'ACCEPTED');
    await waitUntil(() => onA.events.length === 2 && onB.events.length === 2, 2000, 'ACCEPTED on both');
    expect(onB.events[1]!.receivedAt - startedAt).toBeLessThanOrEqual(STATUS_LATENCY_TARGET_MS);
    expect(onA.events[1]!.receivedAt - startedAt).toBeLessThanOrEqual(STATUS_LATENCY_TARGET_MS);

    // The customer cancels on A (the API, not a branch tool): B's stream ends with it.
    expectWire(await call(a!, orderEndpoints.cancel, { headers: member, id: order.id }), orderEndpoints.cancel, 200);
    expect(await onB.done).toEqual({ kind: 'ended' });
    expect(await onA.done).toEqual({ kind: 'ended' });
    for (const follow of [onA, onB]) {
      expect(follow.events.map((e) => [e.sequence, e.status])).toEqual([
        [1, 'PAID'],
        [2, 'ACCEPTED'],
        [3, 'CANCELLED'],
      ]);
    }
  });

  it("A's branch simulator moves an order step by step; B's stream sees every step once and ends", async () => {
    const order = await placeOrder(apps[0]!, member, 'TAKEOUT');
    const onB = followWithAdapter(urls[1]!, tokenOf(member), order.id, 1);
    const simulator = new BranchSimulator(handles[0]!.db, { stepMs: 0, tickMs: 60_000 });
    for (let step = 0; step < 4; step++) {
      await simulator.tick();
      await waitUntil(() => onB.events.length === step + 1, 2000, `step ${step + 1}`);
    }
    expect(await onB.done).toEqual({ kind: 'ended' });
    expect(onB.events.map((e) => e.status)).toEqual(['ACCEPTED', 'COOKING', 'READY_FOR_PICKUP', 'COMPLETED']);
  });

  it('a change committed while the listening connections were cut still arrives once they are back', async () => {
    const order = await placeOrder(apps[0]!, member);
    const onB = followWithAdapter(urls[1]!, tokenOf(member), order.id, null);
    await waitUntil(() => onB.events.length === 1, 2000, 'PAID');
    // Kill the listeners (LISTEN order_status_changed) and change the order before they reconnect (≥ 500 ms).
    const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
    await admin.connect();
    try {
      const killed = await admin.query(
        `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
          WHERE query = 'LISTEN order_status_changed' AND pid <> pg_backend_pid()
            AND backend_start >= now() - interval '10 minutes'`,
      );
      expect(killed.rowCount).toBeGreaterThanOrEqual(1);
    } finally {
      await admin.end();
    }
    const startedAt = performance.now();
    await moveOrder(handles[0]!.db, order.id, 'PAID', 'ACCEPTED');
    // The notification was sent to nobody; the reconnected listener wakes every stream, which reads what it missed.
    await waitUntil(() => onB.events.length === 2, 5000, 'ACCEPTED after the reconnection');
    expect(onB.events.map((e) => [e.sequence, e.status])).toEqual([
      [1, 'PAID'],
      [2, 'ACCEPTED'],
    ]);
    expect(onB.events[1]!.receivedAt - startedAt).toBeLessThan(5000);
    onB.stop();
    expect(await onB.done).toEqual({ kind: 'stopped' });
  });
});
