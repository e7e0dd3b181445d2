import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { TrackingTokens } from '../../../server/auth/tracking-token';
import { DEMO_MEMBER, DEMO_MEMBER_OWNER_ID } from '../../../server/db/seed/demo-member';
import { AxiosOrderTracker } from '../../../src/adapters/http/axios-order-tracker';
import type { OrderStatusEvent } from '../../../src/application/ports/order-status-stream';
import { orderEndpoints } from '../../../src/contract/order';
import {
  ORDER_TRACKING_MESSAGES,
  orderTrackingEndpoints,
  trackedOrderSchema,
} from '../../../src/contract/order-tracking';
import { call, expectWire } from '../routes/cart-address-harness';
import { describeOnDatabases } from '../support/databases';
import { TEST_AUTH_KEY } from '../support/test-server';
import { demoMember, itemOf, processBody, processHeaders } from './order-harness';
import { listen, placeOrder, waitUntil } from './status-stream-harness';
import {
  anonymousClient,
  getTracked,
  setOrderStatus,
  startTrackingServer,
  type TrackingServer,
  textedToken,
  trackingTextsOf,
} from './tracking-harness';

const HOUR_MS = 60 * 60 * 1000;
const PHONE = DEMO_MEMBER.phoneNumber;
const { trackedOrder, trackedOrderEvents } = orderTrackingEndpoints;

/**
 * Issue 14 tracking link: the receiver's SMS after an order is placed, and GET /api/track/{token} (and its event
 * stream) answered without a session, showing the order's summary and nothing else, until 24 h after its end.
 */
describeOnDatabases('order tracking link', (database) => {
  let server: TrackingServer;
  let app: FastifyInstance;
  let member: Record<string, string>;
  const db = () => database.current.db;

  beforeAll(async () => {
    server = await startTrackingServer(database.current);
    app = server.app;
    member = await demoMember();
  });
  beforeEach(() => {
    server.clock.reset();
    server.sms.failing = false;
  });
  afterAll(async () => app.close());

  it('placing an order texts its receiver one absolute /track/ link; a replayed submit texts nothing more', async () => {
    const init = await call(app, orderEndpoints.init, {
      headers: member,
      body: { mealType: 'TAKEOUT', items: [itemOf(1, 2)], branchId: 1 },
    });
    const checkout = expectWire(init, orderEndpoints.init, 201);
    const key = `tracking-replay-${Date.now()}`;
    const submit = () =>
      call(app, orderEndpoints.process, {
        headers: processHeaders(member, key),
        body: processBody(checkout.checkoutId),
      });
    const first = await submit();
    const order = expectWire(first, orderEndpoints.process, 201);
    const token = await textedToken(db(), PHONE, order.id);

    const replay = await submit();
    expect(expectWire(replay, orderEndpoints.process, 201).id).toBe(order.id);
    await server.services.tracking.texts.settled();
    const texts = await trackingTextsOf(db(), PHONE, order.id);
    expect(texts).toHaveLength(1);
    expect(texts[0]).toMatch(
      new RegExp(`^\\[비비큐\\] .+ 주문이 완료되었습니다\\. .*http://localhost(:80)?/track/${token}$`),
    );
    expect(texts[0]).toContain(order.branchName);
  });

  it('answers the summary without a session: branch, items, amount and status, and no address, phone or owner', async () => {
    const order = await placeOrder(app, member, 'DELIVERY');
    const token = await textedToken(db(), PHONE, order.id);
    const response = await getTracked(app, token);
    const summary = expectWire(response, trackedOrder, 200);
    expect(summary).toEqual({
      branchName: order.branchName,
      mealType: 'DELIVERY',
      status: 'PAID',
      statusHistory: order.statusHistory,
      orderedAt: order.orderedAt,
      totalPrice: order.totalPrice,
      orderMenuList: order.orderMenuList.map((menu) => ({
        menuName: menu.menuName,
        optionNames: menu.orderSubOptionList.flatMap((g) => g.orderSubOptionItemList.map((i) => i.subOptionItemName)),
        quantity: menu.quantity,
      })),
      linkExpiresAt: null,
    });
    // On the wire itself: exactly the documented keys, and none of the private values anywhere in the text.
    expect(Object.keys(response.json()).sort()).toEqual(Object.keys(trackedOrderSchema.shape).sort());
    const wire = response.body;
    expect(order.deliveryInfo).not.toBeNull();
    for (const secret of [
      order.deliveryInfo?.deliveryFullAddress ?? '',
      order.deliveryInfo?.deliveryDetailAddress ?? '',
      PHONE,
      order.branchTel,
      order.branchTel.replace(/\D/g, ''),
      DEMO_MEMBER_OWNER_ID,
      order.orderId,
      order.paymentMethod,
    ].filter((value) => value.length >= 3)) {
      expect(wire).not.toContain(secret);
    }
    expect(wire).not.toMatch(/01[016789]-?\d{3,4}-?\d{4}/);
  });

  it('each link shows its own order only', async () => {
    const one = await placeOrder(app, member, 'DELIVERY');
    const other = await placeOrder(app, member, 'TAKEOUT');
    const [oneToken, otherToken] = [await textedToken(db(), PHONE, one.id), await textedToken(db(), PHONE, other.id)];
    expect(oneToken).not.toBe(otherToken);
    expect(expectWire(await getTracked(app, oneToken), trackedOrder, 200).mealType).toBe('DELIVERY');
    expect(expectWire(await getTracked(app, otherToken), trackedOrder, 200).mealType).toBe('TAKEOUT');
  });

  it('a tampered, forged or unknown token answers 404 with the Korean message', async () => {
    const order = await placeOrder(app, member);
    const other = await placeOrder(app, member);
    const token = await textedToken(db(), PHONE, order.id);
    const mac = token.split('.')[1] ?? '';
    const flipped = `${mac.slice(0, -1)}${mac.endsWith('A') ? 'B' : 'A'}`;
    const otherKey = new TrackingTokens(new TextEncoder().encode('another-secret-of-another-deployment-0123456789'));
    for (const forged of [
      `${order.id}.${flipped}`,
      `${other.id}.${mac}`,
      `${order.id}.${mac}x`,
      `0${order.id}.${mac}`,
      otherKey.sign(order.id),
      'not-a-token',
      'x'.repeat(100),
      new TrackingTokens(TEST_AUTH_KEY).sign(2_000_000_000),
    ]) {
      const response = await getTracked(app, forged);
      expect(response.statusCode, forged).toBe(404);
      expect(response.json()).toMatchObject({
        code: 'TRACKING_LINK_INVALID',
        message: ORDER_TRACKING_MESSAGES.invalid,
      });
      expect((await getTracked(app, forged, '/events')).statusCode, `${forged}/events`).toBe(404);
    }
  });

  it('works while the order is live however long, and until 24 h after it ended; then 410 with the Korean message', async () => {
    const order = await placeOrder(app, member);
    const token = await textedToken(db(), PHONE, order.id);
    server.clock.ms += 72 * HOUR_MS;
    expect((await getTracked(app, token)).statusCode).toBe(200);

    const endedAt = new Date(server.clock.ms);
    await setOrderStatus(db(), order.id, 'COMPLETED', endedAt);
    server.clock.ms += 24 * HOUR_MS - 1;
    const last = expectWire(await getTracked(app, token), trackedOrder, 200);
    expect(last).toMatchObject({
      status: 'COMPLETED',
      linkExpiresAt: new Date(endedAt.getTime() + 24 * HOUR_MS).toISOString(),
    });

    server.clock.ms += 1;
    for (const path of ['', '/events']) {
      const expired = await getTracked(app, token, path);
      expect(expired.statusCode, path).toBe(410);
      expect(expired.json()).toMatchObject({ code: 'TRACKING_LINK_EXPIRED', message: ORDER_TRACKING_MESSAGES.expired });
    }
    const adapter = new AxiosOrderTracker(anonymousClient(await listenOnce()));
    expect(await adapter.read(token)).toEqual({ kind: 'expired' });
  });

  it('streams the status changes to the storefront adapter without a session, and ends with the order', async () => {
    const order = await placeOrder(app, member, 'TAKEOUT');
    const token = await textedToken(db(), PHONE, order.id);
    const tracker = new AxiosOrderTracker(anonymousClient(await listenOnce()));
    const events: OrderStatusEvent[] = [];
    const done = tracker.follow({ token, afterSequence: null, onChange: (event) => events.push(event) });
    await waitUntil(() => events.length === 1, 2000, 'the current status');
    for (const [index, status] of (['ACCEPTED', 'COOKING', 'READY_FOR_PICKUP', 'COMPLETED'] as const).entries()) {
      await setOrderStatus(db(), order.id, status, server.clock.now());
      await waitUntil(() => events.length === index + 2, 2000, status);
    }
    expect(await done).toEqual({ kind: 'ended' });
    expect(events.map((event) => [event.sequence, event.status])).toEqual([
      [1, 'PAID'],
      [2, 'ACCEPTED'],
      [3, 'COOKING'],
      [4, 'READY_FOR_PICKUP'],
      [5, 'COMPLETED'],
    ]);
    expect(await tracker.follow({ token: `${token}x`, afterSequence: null, onChange: () => undefined })).toEqual({
      kind: 'invalid',
    });
    expect(trackedOrderEvents.produces).toBe('text/event-stream');
  });

  it('a carrier refusing the text fails nothing: the order is placed and its link works', async () => {
    server.sms.failing = true;
    const order = await placeOrder(app, member);
    await server.services.tracking.texts.settled();
    expect(await trackingTextsOf(db(), PHONE, order.id)).toEqual([]);
    const token = server.services.tracking.links.pathFor(order.id).replace('/track/', '');
    expect(expectWire(await getTracked(app, token), trackedOrder, 200).status).toBe('PAID');
  });

  /** The app's base URL, listening from the first call on. */
  let baseURL: string | undefined;
  async function listenOnce(): Promise<string> {
    baseURL ??= await listen(app);
    return baseURL;
  }
});
