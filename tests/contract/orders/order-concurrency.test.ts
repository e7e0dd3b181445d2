import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { DEMO_MEMBER, DEMO_MEMBER_OWNER_ID } from '../../../server/db/seed/demo-member';
import { PointLedgerService } from '../../../server/services/account/point-ledger';
import { orderEndpoints } from '../../../src/contract/order';
import { call, expectWire } from '../routes/cart-address-harness';
import { describePostgres } from '../support/databases';
import { queryRows } from '../support/query-rows';
import { demoMember, itemOf, processBody, processHeaders, startOrderServer } from './order-harness';

const o = orderEndpoints;

/**
 * Races on PostgreSQL (PGlite has one connection, so it cannot show them): the pool's connections run the requests'
 * transactions truly at once. Pay-on-delivery keeps the card sandbox's delay out of the race window.
 */
describePostgres('order concurrency', (database) => {
  let app: FastifyInstance;
  let member: Record<string, string>;
  beforeAll(async () => {
    app = await startOrderServer(database.current);
    member = await demoMember();
  });
  afterAll(async () => app.close());

  async function takeoutCheckout() {
    const response = await call(app, o.init, {
      headers: member,
      body: { mealType: 'TAKEOUT', branchId: 2, items: [itemOf(1)] },
    });
    return expectWire(response, o.init, 201);
  }

  async function orderCount(): Promise<number> {
    return expectWire(await call(app, o.history, { headers: member, query: { size: '1' } }), o.history, 200).totalCount;
  }

  // What keeps several instances from spending one customer's balances at once (the in-process KeyedMutex only
  // orders one instance's submits): the order's transaction takes the owner's row lock before it marks the checkout
  // used (order-record.ts MARK_CHECKOUT_USED). A transaction of another instance, here the test's, holds the owner;
  // FOR NO KEY UPDATE, so that the rows naming the owner by foreign key (the claim, the order) can still be written and
  // only the order's own lock of the owner waits.
  it("an order waits while another transaction holds the customer's row, and is placed once it is released", async () => {
    const checkout = await takeoutCheckout();
    const body = processBody(checkout.checkoutId, { paymentMethod: 'MEET_CASH', cardNumber: null });
    let placedWhileHeld = false;
    let submitted: ReturnType<typeof call> | undefined;
    await database.current.db.transaction(async (tx) => {
      await tx.execute(sql`SELECT id FROM owners WHERE id = ${DEMO_MEMBER_OWNER_ID} FOR NO KEY UPDATE`);
      submitted = call(app, o.process, { headers: processHeaders(member, 'owner-lock-held'), body });
      void submitted.then(() => {
        placedWhileHeld = true;
      });
      await new Promise((resolve) => setTimeout(resolve, 500));
      // The order waits for the owner before it touches its checkout. Had it not waited, it would have marked the
      // checkout used: committed (this finds no row), or not yet (its row lock makes this fail at once, 55P03).
      const locked = await queryRows<{ id: string }>(
        tx,
        sql`SELECT id FROM checkouts WHERE id = ${checkout.checkoutId} AND used_at IS NULL FOR UPDATE NOWAIT`,
      );
      expect(locked).toHaveLength(1);
    });
    expect(placedWhileHeld).toBe(false);
    expect((await submitted!).statusCode).toBe(201);
  });

  it('100 concurrent submits with one idempotency key place exactly one order', async () => {
    const before = await orderCount();
    const checkout = await takeoutCheckout();
    const body = processBody(checkout.checkoutId, { paymentMethod: 'MEET_CARD', cardNumber: null });
    const responses = await Promise.all(
      Array.from({ length: 100 }, () =>
        call(app, o.process, { headers: processHeaders(member, 'race-one-key'), body }),
      ),
    );
    const statuses = responses.map((r) => r.statusCode);
    expect(statuses.filter((s) => s !== 201 && s !== 409)).toEqual([]);
    const placed = responses.filter((r) => r.statusCode === 201).map((r) => r.json().id);
    expect(placed.length).toBeGreaterThanOrEqual(1);
    expect(new Set(placed).size).toBe(1);
    for (const refused of responses.filter((r) => r.statusCode === 409)) {
      expect(refused.json()).toMatchObject({ code: 'ORDER_IN_FLIGHT' });
    }
    expect(await orderCount()).toBe(before + 1);
    // Once settled, the key answers the first order.
    const again = await call(app, o.process, { headers: processHeaders(member, 'race-one-key'), body });
    expect(again.statusCode).toBe(201);
    expect(again.json().id).toBe(placed[0]);
  });

  it('100 concurrent orders spending one single-use coupon: exactly one succeeds, the rest get 409 in Korean', async () => {
    const checkouts = [];
    for (let i = 0; i < 100; i++) checkouts.push(await takeoutCheckout());
    const coupon = checkouts[0]?.membershipCouponInfoList.find((c) => c.isUsable && c.benefitType === 'FLAT_DISCOUNT');
    if (coupon === undefined) throw new Error('no usable demo coupon');
    const coupons = { membershipCouponNo: coupon.couponNo, voucherIds: [], priceCouponIds: [] };
    const before = await orderCount();
    const responses = await Promise.all(
      checkouts.map((checkout, i) =>
        call(app, o.process, {
          headers: processHeaders(member, `race-coupon-${i}`),
          body: processBody(checkout.checkoutId, { coupons, paymentMethod: 'MEET_CASH', cardNumber: null }),
        }),
      ),
    );
    const ok = responses.filter((r) => r.statusCode === 201);
    const conflicts = responses.filter((r) => r.statusCode === 409);
    expect(ok).toHaveLength(1);
    expect(conflicts).toHaveLength(99);
    for (const conflict of conflicts) {
      expect(conflict.json().code).toBe('BENEFIT_ALREADY_USED');
      expect(conflict.json().message).toMatch(/[가-힣]/);
    }
    expect(await orderCount()).toBe(before + 1);
  }, 120_000);

  it('200 concurrent point spends beyond the balance: the balance never goes negative and equals the ledger sum', async () => {
    const ledger = new PointLedgerService(database.current.db);
    const start = await ledger.balance(DEMO_MEMBER.id);
    const checkouts = [];
    for (let i = 0; i < 200; i++) checkouts.push(await takeoutCheckout());
    const spend = 100;
    const responses = await Promise.all(
      checkouts.map((checkout, i) =>
        call(app, o.process, {
          headers: processHeaders(member, `race-points-${i}`),
          body: processBody(checkout.checkoutId, { points: spend, paymentMethod: 'MEET_CASH', cardNumber: null }),
        }),
      ),
    );
    const ok = responses.filter((r) => r.statusCode === 201);
    const statuses = new Set(responses.map((r) => r.statusCode));
    expect([...statuses].filter((status) => status !== 201 && status !== 409)).toEqual([]);
    for (const placed of ok) expect(placed.json().pointsUsed).toBe(spend);
    const end = await ledger.balance(DEMO_MEMBER.id);
    const status = await ledger.status(DEMO_MEMBER.id);
    expect(end).toBeGreaterThanOrEqual(0);
    expect(end).toBe(start - ok.length * spend);
    expect(status.currentPoint).toBe(end);
    expect(ok.length).toBe(Math.min(200, Math.floor(start / spend)));
  }, 180_000);
});
