import { trace } from '@opentelemetry/api';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildServer, type RouteModule } from '../../../server/app';
import { seedData } from '../../../server/db/seed/data';
import { DEMO_MEMBER } from '../../../server/db/seed/demo-member';
import { seedDatabase } from '../../../server/db/seed/seed';
import { addressRoutes } from '../../../server/routes/address';
import { cartRoutes } from '../../../server/routes/cart';
import { couponRoutes } from '../../../server/routes/coupons';
import { orderRoutes } from '../../../server/routes/orders';
import { activeTraceIds, startTracing, type Tracing } from '../../../server/telemetry/tracing';
import { orderEndpoints } from '../../../src/contract/order';
import { SANDBOX_CARDS } from '../../../src/contract/payment';
import { deliveryCheckout, demoMember, ORDER_NOW, processBody, processHeaders } from '../orders/order-harness';
import { call, expectWire } from '../routes/cart-address-harness';
import { describePglite } from '../support/databases';
import { LogCapture, probeRoutes, TEST_AUTH_KEY, unusedDatabase } from '../support/test-server';
import { OtlpReceiver, type ReceivedSpan } from './support/otlp-receiver';

const SERVICE = 'storefront-under-test';
const o = orderEndpoints;

const tracingAt = (endpoint: string | undefined, sampleRatio: number) =>
  startTracing({ endpoint, sampleRatio, serviceName: SERVICE });

/** A route that logs inside its handler, so a log line can be matched to its trace. */
const loggingRoute: RouteModule = async (app) => {
  app.get('/api/test/logged', async (request) => {
    request.log.info('inside the handler');
    return { logged: true };
  });
};

function onlySpan(spans: readonly ReceivedSpan[], name: string): ReceivedSpan {
  const named = spans.filter((span) => span.name === name);
  expect(named.map((span) => span.name)).toEqual([name]);
  return named[0] as ReceivedSpan;
}

let receiver: OtlpReceiver;
let endpoint: string;
let tracing: Tracing | null = null;
beforeEach(async () => {
  receiver = new OtlpReceiver();
  endpoint = await receiver.start();
});
afterEach(async () => {
  // Shutting down unregisters the global provider, so nothing leaks into the next test or file of this worker.
  await tracing?.shutdown();
  tracing = null;
  await receiver.stop();
});

describe('request traces over OTLP', () => {
  async function probeServer(logs?: LogCapture): Promise<FastifyInstance> {
    return buildServer({
      database: unusedDatabase(),
      authKey: TEST_AUTH_KEY,
      logger: logs ? { level: 'info', stream: logs.stream, mixin: activeTraceIds } : false,
      routes: [probeRoutes, loggingRoute],
      tracing,
    });
  }

  it('at ratio 1 every request is a span named by its route, with its status, request id and no query string', async () => {
    tracing = await tracingAt(endpoint, 1);
    const logs = new LogCapture();
    const app = await probeServer(logs);
    const pages = await app.inject({ url: '/api/test/pages?page=2', headers: { 'x-request-id': 'trace-test-0001' } });
    expect(pages.statusCode).toBe(200);
    expect((await app.inject({ url: '/api/test/missing' })).statusCode).toBe(404);
    expect((await app.inject({ url: '/api/health' })).statusCode).toBe(200);
    expect((await app.inject({ url: '/api/test/logged' })).statusCode).toBe(200);
    await app.close();
    await tracing?.shutdown();

    expect(receiver.exports.length).toBeGreaterThan(0);
    for (const received of receiver.exports) {
      expect(received.path).toBe('/v1/traces');
      expect(received.contentType).toMatch(/^application\/json/);
    }
    const spans = receiver.spans();
    const request = onlySpan(spans, 'GET /api/test/pages');
    expect(request.resource['service.name']).toBe(SERVICE);
    expect(request.attributes).toMatchObject({
      'http.request.method': 'GET',
      'http.route': '/api/test/pages',
      'http.response.status_code': 200,
      'url.path': '/api/test/pages',
      'request.id': 'trace-test-0001',
    });
    expect(request.parentSpanId).toBeUndefined();
    const handler = spans.find((span) => span.parentSpanId === request.spanId);
    expect(handler?.traceId).toBe(request.traceId);
    expect(handler?.name).toBe('handler /api/test/pages');
    expect(onlySpan(spans, 'GET /api/test/missing').attributes['http.response.status_code']).toBe(404);
    // Probes are not traced, and no span carries a query string.
    expect(spans.filter((span) => String(span.attributes['url.path'] ?? '').includes('health'))).toEqual([]);
    expect(spans.filter((span) => String(span.attributes['url.path'] ?? '').includes('?'))).toEqual([]);

    const logged = onlySpan(spans, 'GET /api/test/logged');
    const line = logs.lines.map((text) => JSON.parse(text)).find((entry) => entry.msg === 'inside the handler');
    expect(line).toMatchObject({ trace_id: logged.traceId });
  });

  it('at ratio 0 nothing reaches the collector', async () => {
    tracing = await tracingAt(endpoint, 0);
    const app = await probeServer();
    for (let n = 0; n < 20; n += 1) {
      expect((await app.inject({ url: `/api/test/pages?page=${n + 1}` })).statusCode).toBe(200);
    }
    await app.close();
    await tracing?.shutdown();
    expect(receiver.exports).toEqual([]);
  });

  it('without an OTLP endpoint no provider is registered, no plugin is loaded and nothing is sent', async () => {
    tracing = await tracingAt(undefined, 1);
    expect(tracing).toBeNull();
    const app = await probeServer();
    expect((await app.inject({ url: '/api/test/pages?page=1' })).statusCode).toBe(200);
    expect(app.hasPlugin('@fastify/otel')).toBe(false);
    const probe = trace.getTracer('probe').startSpan('probe');
    expect(probe.isRecording()).toBe(false);
    probe.end();
    await app.close();
    expect(receiver.exports).toEqual([]);
  });
});

describePglite('order.process spans', (database) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    const now = () => ORDER_NOW;
    await seedDatabase(database.current.db, seedData, { now });
  });
  afterAll(async () => app?.close());

  it("name the order or the refusal code, in the request's trace, with no card number, phone, name or address", async () => {
    tracing = await tracingAt(endpoint, 1);
    app = await buildServer({
      database: database.current,
      authKey: TEST_AUTH_KEY,
      logger: false,
      now: () => ORDER_NOW,
      settings: { branchSimulator: null, payment: { delayMs: 5, timeoutMs: 50 } },
      routes: [cartRoutes, addressRoutes, couponRoutes, orderRoutes],
      tracing,
    });
    const member = await demoMember();
    const init = () => deliveryCheckout(app, member);
    const body = processBody((await init()).checkoutId, { cardNumber: SANDBOX_CARDS.approve });
    const placed = expectWire(
      await call(app, o.process, { headers: processHeaders(member, 'trace-key-0001'), body }),
      o.process,
      201,
    );
    await call(app, o.process, { headers: processHeaders(member, 'trace-key-0001'), body });
    const declined = await call(app, o.process, {
      headers: processHeaders(member, 'trace-key-0002'),
      body: processBody((await init()).checkoutId, { cardNumber: SANDBOX_CARDS.decline }),
    });
    expect(declined.json()).toMatchObject({ code: 'PAYMENT_DECLINED' });
    await app.close();
    await tracing?.shutdown();

    const spans = receiver.spans();
    const orders = spans.filter((span) => span.name === 'order.process').map((span) => span.attributes);
    expect(orders).toEqual([
      { 'order.agent': 'DESKTOPWEB', 'order.replay': false, 'order.id': placed.id },
      { 'order.agent': 'DESKTOPWEB', 'order.replay': true, 'order.id': placed.id },
      { 'order.agent': 'DESKTOPWEB', 'order.replay': false, 'order.refusal_code': 'PAYMENT_DECLINED' },
    ]);
    const requests = spans.filter((span) => span.name === 'POST /api/delivery/order/process');
    expect(requests.map((span) => span.attributes['http.response.status_code'])).toEqual([201, 201, 402]);
    const orderTraces = spans.filter((span) => span.name === 'order.process').map((span) => span.traceId);
    expect(orderTraces).toEqual(requests.map((span) => span.traceId));

    const raw = receiver.exports.map((received) => received.raw).join('\n');
    for (const secret of [
      SANDBOX_CARDS.approve,
      SANDBOX_CARDS.decline,
      DEMO_MEMBER.phoneNumber,
      DEMO_MEMBER.name,
      DEMO_MEMBER.id,
      '법원로',
      '101동',
      member['authorization']?.slice('Bearer '.length) ?? 'no token',
    ]) {
      expect(raw).not.toContain(secret);
    }
  });
});
