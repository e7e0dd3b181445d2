import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_MEMBER_OWNER_ID } from '../../../server/db/seed/demo-member';
import { LeaseLost, OrderClaims } from '../../../server/services/orders/order-claims';
import { bodyHash } from '../../../server/services/orders/order-placement';
import { orderEndpoints } from '../../../src/contract/order';
import { call, expectWire } from '../routes/cart-address-harness';
import { describeOnDatabases } from '../support/databases';
import { queryRows } from '../support/query-rows';
import { demoMember, itemOf, processBody, processHeaders, startOrderServer } from './order-harness';

const o = orderEndpoints;
const LEASE_MS = 300;
/** The card sandbox answers after this: an attempt that takes several leases to finish, renewing all along. */
const SLOW_CARD_MS = 4 * LEASE_MS;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Issue 14: an order submit's claim on its idempotency key is a lease (server/services/orders/order-claims.ts). A
 * claim whose holder died (an instance killed mid-order) is taken over by a retry once its lease runs out, not
 * after 15 s; a live attempt's claim is renewed and never taken over, however long it works; and an attempt that did
 * lose its claim can neither commit nor free the key.
 */
describeOnDatabases('order claim lease', (database) => {
  let app: FastifyInstance;
  let member: Record<string, string>;
  beforeAll(async () => {
    app = await startOrderServer(database.current, {
      settings: { orderClaimLeaseMs: LEASE_MS, payment: { delayMs: SLOW_CARD_MS, timeoutMs: 10 * SLOW_CARD_MS } },
    });
    member = await demoMember();
  });
  afterAll(async () => app.close());

  async function checkoutId(): Promise<string> {
    const response = await call(app, o.init, {
      headers: member,
      body: { mealType: 'TAKEOUT', branchId: 2, items: [itemOf(1)] },
    });
    return expectWire(response, o.init, 201).checkoutId;
  }

  async function ordersOf(checkout: string): Promise<number> {
    const rows = await queryRows<{ n: number }>(
      database.current.db,
      sql`SELECT count(*)::int AS n FROM orders WHERE checkout_id = ${checkout}`,
    );
    return rows[0]?.n ?? 0;
  }

  it("a dead instance's claim is taken over by a retry as soon as its lease runs out", async () => {
    const id = await checkoutId();
    const body = processBody(id, { paymentMethod: 'MEET_CASH', cardNumber: null });
    const key = 'lease-dead-holder';
    // What an instance killed mid-order leaves: an IN_FLIGHT claim that nobody renews.
    await database.current.db.execute(sql`
      INSERT INTO order_requests (owner_id, idempotency_key, body_hash, state, claimed_at, updated_at, lease_token, lease_until)
      VALUES (${DEMO_MEMBER_OWNER_ID}, ${key}, ${bodyHash(body)}, 'IN_FLIGHT', now(), now(), 'killed-instance',
              clock_timestamp() + ${LEASE_MS} * interval '1 millisecond')`);
    const started = Date.now();
    const early = await call(app, o.process, { headers: processHeaders(member, key), body });
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ code: 'ORDER_IN_FLIGHT' });
    let answer = early;
    while (answer.statusCode === 409 && Date.now() - started < 10 * LEASE_MS) {
      await sleep(50);
      answer = await call(app, o.process, { headers: processHeaders(member, key), body });
    }
    const blockedMs = Date.now() - started;
    expect(answer.statusCode).toBe(201);
    expect(blockedMs).toBeGreaterThanOrEqual(LEASE_MS - 50);
    expect(blockedMs).toBeLessThan(LEASE_MS + 1_000);
    expect(await ordersOf(id)).toBe(1);
  });

  it("a live attempt's claim is renewed while it works: retries meanwhile wait, and then get its order", async () => {
    const id = await checkoutId();
    const body = processBody(id);
    const key = 'lease-live-holder';
    const first = call(app, o.process, { headers: processHeaders(member, key), body });
    const retries = [];
    for (let at = LEASE_MS; at < SLOW_CARD_MS; at += LEASE_MS / 2) {
      await sleep(LEASE_MS / 2);
      retries.push(await call(app, o.process, { headers: processHeaders(member, key), body }));
    }
    const placed = await first;
    expect(placed.statusCode).toBe(201);
    expect(retries.length).toBeGreaterThanOrEqual(4);
    for (const retry of retries) {
      expect(retry.statusCode).toBe(409);
      expect(retry.json()).toMatchObject({ code: 'ORDER_IN_FLIGHT', message: expect.stringMatching(/[가-힣]/) });
    }
    const after = await call(app, o.process, { headers: processHeaders(member, key), body });
    expect(after.statusCode).toBe(201);
    expect(after.json().id).toBe(placed.json().id);
    expect(await ordersOf(id)).toBe(1);
  });

  describe('fencing', () => {
    // The claim is settled DONE in the order's own transaction (with its payment, order-record.ts): an attempt whose
    // claim another attempt took over while it worked (here: a takeover written while the card is authorized) rolls
    // its whole order back and answers 409; the checkout stays unused for the attempt that holds the key.
    it('an attempt whose claim was taken over while it worked commits nothing', async () => {
      const id = await checkoutId();
      const key = 'lease-taken-over-mid-order';
      const submitted = call(app, o.process, { headers: processHeaders(member, key), body: processBody(id) });
      // As soon as the attempt holds its claim (the card takes SLOW_CARD_MS after it), another takes it over.
      const takeOver = async () =>
        (
          await queryRows<{ key: string }>(
            database.current.db,
            sql`UPDATE order_requests SET lease_token = 'the-attempt-that-took-over',
                       lease_until = clock_timestamp() + interval '1 hour'
                 WHERE owner_id = ${DEMO_MEMBER_OWNER_ID} AND idempotency_key = ${key} AND state = 'IN_FLIGHT'
                   AND lease_token <> 'the-attempt-that-took-over'
             RETURNING idempotency_key AS key`,
          )
        ).length;
      await expect.poll(takeOver, { interval: 20, timeout: SLOW_CARD_MS }).toBe(1);
      const answer = await submitted;
      expect(answer.statusCode).toBe(409);
      expect(answer.json()).toMatchObject({ code: 'ORDER_IN_FLIGHT' });
      expect(await ordersOf(id)).toBe(0);
      const rows = await queryRows<{ state: string; token: string; used: boolean }>(
        database.current.db,
        sql`SELECT r.state, r.lease_token AS token, c.used_at IS NOT NULL AS used
              FROM order_requests r, checkouts c
             WHERE r.owner_id = ${DEMO_MEMBER_OWNER_ID} AND r.idempotency_key = ${key} AND c.id = ${id}`,
      );
      expect(rows).toEqual([{ state: 'IN_FLIGHT', token: 'the-attempt-that-took-over', used: false }]);
    });

    it('an attempt that lost its claim can neither settle nor free the key; the one that took it over can', async () => {
      const claims = new OrderClaims(database.current.db, LEASE_MS);
      const key = 'lease-fencing';
      const now = new Date();
      const first = await claims.claim(DEMO_MEMBER_OWNER_ID, key, 'hash', now);
      if (first.kind !== 'claimed') throw new Error('the first attempt did not claim');
      first.lease.end(); // it stalls: no more renewals
      expect((await claims.claim(DEMO_MEMBER_OWNER_ID, key, 'hash', now)).kind).toBe('held');
      await sleep(LEASE_MS + 100);
      const second = await claims.claim(DEMO_MEMBER_OWNER_ID, key, 'hash', now);
      if (second.kind !== 'claimed') throw new Error('the retry did not take the expired claim over');
      second.lease.end();
      const failure = { failureCode: 'X', failureMessage: null };
      await expect(
        claims.settleFailed(DEMO_MEMBER_OWNER_ID, key, first.lease.token, failure, now),
      ).rejects.toBeInstanceOf(LeaseLost);
      await claims.release(DEMO_MEMBER_OWNER_ID, key, first.lease.token);
      const held = await claims.claim(DEMO_MEMBER_OWNER_ID, key, 'hash', now);
      expect(held.kind).toBe('held'); // the stalled attempt's release freed nothing
      await claims.settleFailed(DEMO_MEMBER_OWNER_ID, key, second.lease.token, failure, now);
      const settled = await claims.claim(DEMO_MEMBER_OWNER_ID, key, 'hash', now);
      expect(settled).toMatchObject({ kind: 'held', row: { state: 'FAILED', leaseToken: null } });
    });
  });
});
