import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from '../../../server/app';
import { DEFAULT_LOGIN_RATE_LIMITS } from '../../../server/auth/auth-settings';
import { seedData } from '../../../server/db/seed/data';
import { seedDatabase } from '../../../server/db/seed/seed';
import { accountRoutes } from '../../../server/routes/account';
import { addressRoutes } from '../../../server/routes/address';
import { createAuthRoutes } from '../../../server/routes/auth';
import { cartRoutes } from '../../../server/routes/cart';
import { couponRoutes } from '../../../server/routes/coupons';
import { orderRoutes } from '../../../server/routes/orders';
import { orderEndpoints } from '../../../src/contract/order';
import { SANDBOX_CARDS } from '../../../src/contract/payment';
import { testSettings } from '../auth/support/auth-harness';
import { deliveryCheckout, demoMember, ORDER_NOW, processBody, processHeaders } from '../orders/order-harness';
import { call, expectWire } from '../routes/cart-address-harness';
import { describePglite } from '../support/databases';
import { TEST_AUTH_KEY, unusedDatabase } from '../support/test-server';

const TOKEN = 'metrics-scrape-token-0123456789';
const o = orderEndpoints;

/** The value of one sample of the Prometheus text, e.g. `storefront_orders_refused_total{code="PAYMENT_DECLINED"}`. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('GET /metrics is not public', () => {
  it('is 404 on a server without METRICS_TOKEN', async () => {
    const app = await buildServer({ database: unusedDatabase(), authKey: TEST_AUTH_KEY, logger: false });
    try {
      const response = await app.inject({ method: 'GET', url: '/metrics' });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 'ELEMENT_NOT_FOUND' });
    } finally {
      await app.close();
    }
  });

  it('answers 401 without the bearer token or with another one, and is left out of the API document', async () => {
    const app = await buildServer({
      database: unusedDatabase(),
      authKey: TEST_AUTH_KEY,
      logger: false,
      metricsToken: TOKEN,
    });
    try {
      for (const authorization of [undefined, `Bearer ${TOKEN}x`, `Bearer ${TOKEN.slice(1)}`, TOKEN]) {
        const headers = authorization === undefined ? {} : { authorization };
        const response = await app.inject({ method: 'GET', url: '/metrics', headers });
        expect(response.statusCode, String(authorization)).toBe(401);
        expect(response.headers['www-authenticate']).toBe('Bearer');
        expect(response.json()).toMatchObject({ code: 'UNAUTHORIZED', requestId: response.headers['x-request-id'] });
      }
      const document = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json() as { paths: object };
      expect(Object.keys(document.paths)).not.toContain('/metrics');
    } finally {
      await app.close();
    }
  });
});

describePglite('Prometheus metrics through the real server', (database) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    const now = () => ORDER_NOW;
    await seedDatabase(database.current.db, seedData, { now });
    app = await buildServer({
      database: database.current,
      authKey: TEST_AUTH_KEY,
      logger: false,
      now,
      metricsToken: TOKEN,
      settings: {
        branchSimulator: null,
        payment: { delayMs: 5, timeoutMs: 50 },
        sms: { delayMs: 0, failureRate: 0 },
      },
      routes: [
        createAuthRoutes({ settings: testSettings({ loginRateLimits: { ...DEFAULT_LOGIN_RATE_LIMITS, perIp: 1 } }) }),
        accountRoutes,
        cartRoutes,
        addressRoutes,
        couponRoutes,
        orderRoutes,
      ],
    });
  });
  afterAll(async () => app.close());

  async function scrape(): Promise<string> {
    const response = await app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    return response.body;
  }

  it('counts orders placed, refused and cancelled, payment declines, SMS sent and refused sign-ins', async () => {
    const before = await scrape();
    expect(sample(before, 'storefront_orders_placed_total')).toBe(0);
    expect(sample(before, 'storefront_payment_failures_total{reason="declined"}')).toBe(0);
    expect(sample(before, 'storefront_payment_failures_total{reason="timeout"}')).toBe(0);

    const member = await demoMember();
    const init = () => deliveryCheckout(app, member);
    const placedCheckout = await init();
    const body = processBody(placedCheckout.checkoutId);
    const placed = await call(app, o.process, { headers: processHeaders(member, 'metrics-key-0001'), body });
    const order = expectWire(placed, o.process, 201);
    // The same key again is a replay of the first answer, not a second order.
    expect((await call(app, o.process, { headers: processHeaders(member, 'metrics-key-0001'), body })).statusCode).toBe(
      201,
    );
    const declinedCheckout = await init();
    const declined = await call(app, o.process, {
      headers: processHeaders(member, 'metrics-key-0002'),
      body: processBody(declinedCheckout.checkoutId, { cardNumber: SANDBOX_CARDS.decline }),
    });
    expect(declined.json()).toMatchObject({ code: 'PAYMENT_DECLINED' });
    expectWire(await call(app, o.cancel, { headers: member, id: order.id }), o.cancel, 200);

    const sms = await app.inject({
      method: 'POST',
      url: '/api/account/phone-verification/create',
      payload: { name: '홍길동', phoneNumber: '01055501234' },
    });
    expect(sms.statusCode).toBe(200);

    const guestSignIn = () =>
      app.inject({
        method: 'POST',
        url: '/api/auth/callback/guest',
        remoteAddress: '10.9.0.1',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'json=true',
      });
    expect((await guestSignIn()).statusCode).toBe(200);
    expect((await guestSignIn()).statusCode).toBe(429);

    const after = await scrape();
    expect(sample(after, 'storefront_orders_placed_total')).toBe(1);
    expect(sample(after, 'storefront_orders_refused_total{code="PAYMENT_DECLINED"}')).toBe(1);
    expect(sample(after, 'storefront_orders_cancelled_total')).toBe(1);
    expect(sample(after, 'storefront_payment_failures_total{reason="declined"}')).toBe(1);
    expect(sample(after, 'storefront_payment_failures_total{reason="timeout"}')).toBe(0);
    // The verification code, and the tracking link texted after the placed order (sent in the background: waited for).
    await expect.poll(async () => sample(await scrape(), 'storefront_sms_sent_total')).toBe(2);
    expect(sample(after, 'storefront_rate_limit_refusals_total{route="/api/auth/*"}')).toBe(1);
  });

  it('times every request in a histogram labelled by route pattern, method and status, never by raw URL', async () => {
    const text = await scrape();
    expect(
      sample(
        text,
        'http_request_duration_seconds_count{method="POST",route="/api/delivery/order/process",status_code="201"}',
      ),
    ).toBe(2);
    const cancelRoute = o.cancel.path;
    expect(cancelRoute).toContain(':');
    expect(
      sample(
        text,
        `http_request_duration_seconds_count{method="${o.cancel.method}",route="${cancelRoute}",status_code="200"}`,
      ),
    ).toBe(1);
    const routes = [...text.matchAll(/route="([^"]*)"/g)].map((match) => match[1] ?? '');
    expect(routes.length).toBeGreaterThan(0);
    expect(routes.filter((route) => /\/\d+(\/|$)/.test(route))).toEqual([]);
    expect(routes).not.toContain('/metrics');
    // Node's process metrics come with it.
    expect(text).toContain('process_cpu_seconds_total');
  });
});
