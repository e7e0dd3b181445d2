import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { guestPhones, membershipCoupons, orders } from '../../../server/db/schema';
import { DEMO_MEMBER_OWNER_ID } from '../../../server/db/seed/demo-member';
import { LocalIdentitySimulator } from '../../../server/partners/identity/local-identity-simulator';
import { couponEndpoints } from '../../../src/contract/coupon';
import { orderEndpoints } from '../../../src/contract/order';
import { SANDBOX_CARDS } from '../../../src/contract/payment';
import { quickOrderEndpoints } from '../../../src/contract/quick-order';
import { call, expectWire, sessionOf } from '../routes/cart-address-harness';
import { describeOnDatabases } from '../support/databases';
import { TEST_AUTH_KEY } from '../support/test-server';
import {
  demoMember,
  EMPTY_REQUEST,
  itemOf,
  ORDER_NOW,
  processBody,
  processHeaders,
  startOrderServer,
} from './order-harness';

const o = orderEndpoints;

describeOnDatabases('order flow', (database) => {
  let app: FastifyInstance;
  let member: Record<string, string>;
  beforeAll(async () => {
    app = await startOrderServer(database.current);
    member = await demoMember();
  });
  afterAll(async () => app.close());

  async function init(items = [itemOf(1, 2)], mealType = 'DELIVERY', session = member, branchId: number | null = null) {
    const response = await call(app, o.init, { headers: session, body: { mealType, items, branchId } });
    return expectWire(response, o.init, 201);
  }

  it('init snapshots the items at the branch delivering to the default address, with the demo coupons and points', async () => {
    const checkout = await init();
    expect(checkout.mealType).toBe('DELIVERY');
    expect(checkout.deliveryInfo?.deliveryFullAddress).toContain('법원로 114');
    expect(checkout.cartResponseInfo.totalPrice).toBe(36_000);
    expect(checkout.pointBalance).toBe(12_300);
    expect(checkout.membershipCouponInfoList.length).toBeGreaterThanOrEqual(4);
    expect(checkout.voucherInfoList.map((v) => v.voucherSn)).toContain('VC30000001');
    expect(checkout.priceCouponInfoList.length).toBe(2);
    expect(checkout.happyPoint).not.toBeNull();
    expect(checkout.changes).toEqual([]);
    expect(checkout.availablePaymentMethodList.map((m) => m.paymentMethod)).toEqual(['CARD', 'MEET_CARD', 'MEET_CASH']);
  });

  it('init refuses bad input with the field named, and a takeout without a branch', async () => {
    const bad = await call(app, o.init, { headers: member, body: { mealType: 'BIKE', items: [itemOf(1)] } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'BAD_REQUEST', field: 'mealType' });
    const takeout = await call(app, o.init, { headers: member, body: { mealType: 'TAKEOUT', items: [itemOf(1)] } });
    expect(takeout.statusCode).toBe(422);
    expect(takeout.json()).toMatchObject({ code: 'BRANCH_REQUIRED' });
  });

  it('calc prices a membership coupon, a voucher and points like the domain; process places exactly one order', async () => {
    const checkout = await init();
    const flat = checkout.membershipCouponInfoList.find((c) => c.benefitType === 'FLAT_DISCOUNT' && c.isUsable);
    const voucher = checkout.voucherInfoList.find((v) => v.price === 10_000);
    if (flat === undefined || voucher === undefined) throw new Error('demo coupons missing');
    const coupons = { membershipCouponNo: flat.couponNo, voucherIds: [voucher.id], priceCouponIds: [] };
    const choices = { checkoutId: checkout.checkoutId, coupons, points: 1250, happyPoints: 0 };
    const priced = expectWire(await call(app, o.calc, { headers: member, body: choices }), o.calc, 200);
    const expectedBefore = 36_000 + checkout.deliveryFee - flat.discountAmount - 10_000;
    expect(priced.payableBeforePoints).toBe(expectedBefore);
    expect(priced.pointsUsed).toBe(1200);
    expect(priced.total).toBe(expectedBefore - 1200);

    const body = processBody(checkout.checkoutId, { coupons, points: 1250 });
    const first = expectWire(
      await call(app, o.process, { headers: processHeaders(member, 'flow-key-0001'), body }),
      o.process,
      201,
    );
    expect(first).toMatchObject({
      status: 'PAID',
      totalPrice: priced.total,
      pointsUsed: 1200,
      paymentMethodName: '신용카드',
    });
    const again = await call(app, o.process, { headers: processHeaders(member, 'flow-key-0001'), body });
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first);
    const otherBody = await call(app, o.process, {
      headers: processHeaders(member, 'flow-key-0001'),
      body: { ...body, points: 0 },
    });
    expect(otherBody.statusCode).toBe(422);
    expect(otherBody.json()).toMatchObject({ code: 'IDEMPOTENCY_KEY_REUSED' });
    const reuseCheckout = await call(app, o.process, { headers: processHeaders(member, 'flow-key-0002'), body });
    expect(reuseCheckout.statusCode).toBe(409);

    const history = expectWire(await call(app, o.history, { headers: member }), o.history, 200);
    expect(history.list[0]?.orderId).toBe(first.orderId);
    const completed = expectWire(
      await call(app, o.complete, { headers: member, query: { orderId: first.orderId } }),
      o.complete,
      200,
    );
    expect(completed.id).toBe(first.id);
    const next = await init();
    expect(next.pointBalance).toBe(12_300 - 1200);
    expect(next.membershipCouponInfoList.some((c) => c.couponNo === flat.couponNo)).toBe(false);
    expect(next.voucherInfoList.some((v) => v.id === voucher.id)).toBe(false);

    const cancelled = expectWire(await call(app, o.cancel, { headers: member, id: first.id }), o.cancel, 200);
    expect(cancelled.status).toBe('CANCELLED');
    const afterCancel = await init();
    expect(afterCancel.pointBalance).toBe(12_300);
    expect(afterCancel.membershipCouponInfoList.some((c) => c.couponNo === flat.couponNo)).toBe(true);
    expect(afterCancel.voucherInfoList.some((v) => v.id === voucher.id)).toBe(true);
    const twice = await call(app, o.cancel, { headers: member, id: first.id });
    expect(twice.statusCode).toBe(409);
  });

  it('a declined card leaves no order and every coupon usable; a timed-out one too', async () => {
    const checkout = await init();
    const flat = checkout.membershipCouponInfoList.find((c) => c.isUsable && c.benefitType === 'FLAT_DISCOUNT');
    const coupons = { membershipCouponNo: flat?.couponNo ?? null, voucherIds: [], priceCouponIds: [] };
    const before = expectWire(await call(app, o.history, { headers: member }), o.history, 200).totalCount;
    const declined = await call(app, o.process, {
      headers: processHeaders(member, 'declined-0001'),
      body: processBody(checkout.checkoutId, { coupons, points: 500, cardNumber: SANDBOX_CARDS.decline }),
    });
    expect(declined.statusCode).toBe(402);
    expect(declined.json()).toMatchObject({ code: 'PAYMENT_DECLINED' });
    const timeout = await call(app, o.process, {
      headers: processHeaders(member, 'timeout-0001'),
      body: processBody(checkout.checkoutId, { coupons, points: 500, cardNumber: SANDBOX_CARDS.timeout }),
    });
    expect(timeout.statusCode).toBe(504);
    expect(expectWire(await call(app, o.history, { headers: member }), o.history, 200).totalCount).toBe(before);
    const after = await init();
    expect(after.pointBalance).toBe(checkout.pointBalance);
    expect(after.membershipCouponInfoList.some((c) => c.couponNo === flat?.couponNo)).toBe(true);
    // The same checkout can still be paid with a good card.
    const paid = await call(app, o.process, {
      headers: processHeaders(member, 'declined-0002'),
      body: processBody(checkout.checkoutId, { coupons, points: 500 }),
    });
    expect(paid.statusCode).toBe(201);
  });

  it('process checks its headers: x-agent and the idempotency key are required', async () => {
    const checkout = await init();
    const noKey = await call(app, o.process, {
      headers: { ...member, 'x-agent': 'DESKTOPWEB' },
      body: processBody(checkout.checkoutId),
    });
    expect(noKey.statusCode).toBe(400);
    expect(noKey.json().field).toContain('idempotency-key');
    const badAgent = await call(app, o.process, {
      headers: { ...member, 'x-agent': 'ROBOT', 'idempotency-key': 'agent-0001' },
      body: processBody(checkout.checkoutId),
    });
    expect(badAgent.statusCode).toBe(400);
  });

  it('an adult-only menu needs adult verification before paying', async () => {
    const beer = await init([itemOf(1, 1), itemOf(34, 1)], 'TAKEOUT', member, 1);
    expect(beer.adultVerificationRequired).toBe(true);
    const refused = await call(app, o.process, {
      headers: processHeaders(member, 'adult-0001'),
      body: processBody(beer.checkoutId),
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'ADULT_VERIFICATION_REQUIRED' });
    const { token } = expectWire(await call(app, o.adultToken, { headers: member }), o.adultToken, 200);
    const forged = await call(app, o.adultVerify, { headers: member, body: { ciToken: 'forged', token } });
    expect(forged.statusCode).toBe(400);
    expect(forged.json()).toMatchObject({ code: 'CI_INVALID' });
    const otherSession = await sessionOf('member:someone', 'member');
    const replayed = await call(app, o.adultVerify, { headers: otherSession, body: { ciToken: 'forged', token } });
    expect(replayed.json()).toMatchObject({ code: 'ADULT_TOKEN_INVALID', field: 'token' });
    const simulator = new LocalIdentitySimulator(TEST_AUTH_KEY, () => ORDER_NOW);
    const young = await simulator.issue(
      { name: '김청소', birthDate: '20100101', phoneNumber: '01099990000' },
      'ADULT_VERIFY',
    );
    const minor = await call(app, o.adultVerify, { headers: member, body: { ciToken: young, token } });
    expect(minor.statusCode).toBe(403);
    const adult = await simulator.issue(
      { name: '김치킨', birthDate: '19900101', phoneNumber: '01012345678' },
      'ADULT_VERIFY',
    );
    expectWire(
      await call(app, o.adultVerify, { headers: member, body: { ciToken: adult, token } }),
      o.adultVerify,
      200,
    );
    expect(expectWire(await call(app, o.adultStatus, { headers: member }), o.adultStatus, 200).adultVerified).toBe(
      true,
    );
    const paid = await call(app, o.process, {
      headers: processHeaders(member, 'adult-0002'),
      body: processBody(beer.checkoutId),
    });
    expect(paid.statusCode).toBe(201);
  });

  it('a guest orders with pay-on-delivery and sees the order; coupons and quick orders are members only', async () => {
    const guest = await sessionOf('guest:order-flow', 'guest');
    const checkout = await init([itemOf(1, 1)], 'TAKEOUT', guest, 1);
    expect(checkout.membershipCouponInfoList).toEqual([]);
    expect(checkout.happyPoint).toBeNull();
    const placed = expectWire(
      await call(app, o.process, {
        headers: processHeaders(guest, 'guest-order-1'),
        body: processBody(checkout.checkoutId, {
          paymentMethod: 'MEET_CASH',
          cardNumber: null,
          request: EMPTY_REQUEST,
        }),
      }),
      o.process,
      201,
    );
    expect(placed.paymentMethodName).toBe('만나서 현금결제');
    expect(expectWire(await call(app, o.history, { headers: guest }), o.history, 200).list[0]?.id).toBe(placed.id);
    const otherGuest = await sessionOf('guest:someone-else', 'guest');
    expect((await call(app, o.historyDetail, { headers: otherGuest, id: placed.id })).statusCode).toBe(404);
    const register = await call(app, couponEndpoints.voucherAdd, { headers: guest, body: { couponNo: 'VC30000010' } });
    expect(register.statusCode).toBe(403);
    expect(register.json().message).toContain('비회원');
    const quick = await call(app, quickOrderEndpoints.create, {
      headers: guest,
      body: { orderHistoryId: placed.id, quickOrderTitle: '우리집' },
    });
    expect(quick.statusCode).toBe(403);
  });

  it('a placed order answers as its history detail reads it back; a guest order keeps the confirmed phone', async () => {
    const ownerId = 'guest:order-flow-phone';
    const guest = await sessionOf(ownerId, 'guest');
    const checkout = await init([itemOf(1, 2)], 'TAKEOUT', guest, 1);
    await database.current.db
      .insert(guestPhones)
      .values({ ownerId, phoneNumber: '01055550101', confirmedAt: ORDER_NOW });
    const placed = expectWire(
      await call(app, o.process, {
        headers: processHeaders(guest, 'guest-order-phone'),
        body: processBody(checkout.checkoutId, { paymentMethod: 'MEET_CARD', cardNumber: null }),
      }),
      o.process,
      201,
    );
    // The answer is built from what the order wrote (no read after the commit): it must equal the stored order's view.
    const detail = expectWire(
      await call(app, o.historyDetail, { headers: guest, id: placed.id }),
      o.historyDetail,
      200,
    );
    expect(placed).toEqual(detail);
    expect(placed.statusHistory).toEqual([{ status: 'PAID', at: ORDER_NOW.toISOString() }]);
    expect(placed.branchName).not.toBe('');
    const [row] = await database.current.db
      .select({ guestPhone: orders.guestPhone })
      .from(orders)
      .where(eq(orders.id, placed.id));
    expect(row?.guestPhone).toBe('01055550101');
  });

  it('the coupon book lists a coupon that ended lately as unusable with the reason; checkout does not offer it', async () => {
    await database.current.db.insert(membershipCoupons).values({
      couponNo: 'M-ENDED-1',
      ownerId: DEMO_MEMBER_OWNER_ID,
      templateId: null,
      couponName: '지난 쿠폰',
      benefitType: 'FLAT_DISCOUNT',
      discountAmount: 1000,
      issuedAt: new Date(ORDER_NOW.getTime() - 10 * 86_400_000),
      useEndsAt: new Date(ORDER_NOW.getTime() - 86_400_000),
    });
    const list = expectWire(
      await call(app, couponEndpoints.membershipList, { headers: member }),
      couponEndpoints.membershipList,
      200,
    );
    expect(list.find((c) => c.couponNo === 'M-ENDED-1')).toMatchObject({
      isUsable: false,
      unUsableReason: '사용 기간이 지난 쿠폰입니다.',
    });
    const checkout = await init();
    expect(checkout.membershipCouponInfoList.some((c) => c.couponNo === 'M-ENDED-1')).toBe(false);
  });

  it('a member registers a printed voucher once; a second member cannot take it', async () => {
    const first = await call(app, couponEndpoints.voucherAdd, { headers: member, body: { couponNo: 'vc30000011' } });
    expect(first.statusCode).toBe(201);
    const second = await call(app, couponEndpoints.voucherAdd, {
      headers: await sessionOf('member:other', 'member'),
      body: { couponNo: 'VC30000011' },
    });
    expect(second.statusCode).toBe(409);
    const list = expectWire(
      await call(app, couponEndpoints.voucherList, { headers: member }),
      couponEndpoints.voucherList,
      200,
    );
    expect(list.some((v) => v.voucherSn === 'VC30000011')).toBe(true);
  });

  it('quick order: saved from an order, listed, renamed and reordered into the cart', async () => {
    const checkout = await init([itemOf(1, 2)], 'TAKEOUT', member, 1);
    const placed = expectWire(
      await call(app, o.process, {
        headers: processHeaders(member, 'quick-src-01'),
        body: processBody(checkout.checkoutId),
      }),
      o.process,
      201,
    );
    const q = quickOrderEndpoints;
    const blank = await call(app, q.create, {
      headers: member,
      body: { orderHistoryId: placed.id, quickOrderTitle: '  ' },
    });
    expect(blank.statusCode).toBe(400);
    const created = expectWire(
      await call(app, q.create, {
        headers: member,
        body: { orderHistoryId: placed.id, quickOrderTitle: ' 금요일 치킨 ' },
      }),
      q.create,
      201,
    );
    expect(created.quickOrderTitle).toBe('금요일 치킨');
    expect(created.items[0]).toMatchObject({ menuId: 1, quantity: 2, savedPrice: 36_000 });
    expectWire(
      await call(app, q.rename, { headers: member, id: created.id, body: { quickOrderTitle: '주말' } }),
      q.rename,
      204,
    );
    const list = expectWire(await call(app, q.list, { headers: member }), q.list, 200);
    expect(list[0]?.quickOrderTitle).toBe('주말');
    const reordered = expectWire(
      await call(app, q.reorder, { headers: member, id: created.id, body: { branchId: null } }),
      q.reorder,
      200,
    );
    expect(reordered).toEqual({ addedCount: 1, flags: [] });
    const other = await sessionOf('member:other', 'member');
    expect((await call(app, q.remove, { headers: other, id: created.id })).statusCode).toBe(404);
    expectWire(await call(app, q.remove, { headers: member, id: created.id }), q.remove, 204);
  });
});
