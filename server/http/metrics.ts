import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyMetricsExports from 'fastify-metrics';
import * as promClient from 'prom-client';
import { ERROR_CODES } from '../../src/contract/errors';
import type { ShopMetrics } from '../metrics/shop-metrics';
import { DomainHttpError } from './domain-http-error';

/** Where Prometheus scrapes (README "Operations"); served only when METRICS_TOKEN is set. */
const METRICS_PATH = '/metrics';

/** The scraper's 401 (no or a wrong bearer token); Korean like every error body. */
const METRICS_UNAUTHORIZED_MESSAGE = '인증 정보가 올바르지 않습니다.';

// fastify-metrics is CommonJS with only `exports.default`. Node's ESM default import is the exports object; the server
// bundle's (esbuild, which honours `__esModule`) is exports.default, the plugin, which fastify-plugin gives a `default`
// of its own. So `.default` is the plugin either way.
const fastifyMetrics = (fastifyMetricsExports as unknown as typeof import('fastify-metrics')).default;

/**
 * One server's Prometheus registry (its own, not prom-client's global one: several servers in one test process must
 * not share counters) with the shop's counters (ShopMetrics, counted by the services) and the rate-limit refusals
 * (every 429, counted here by route). registerMetrics adds the per-route request histogram and GET /metrics.
 */
export class PrometheusShopMetrics implements ShopMetrics {
  readonly registry = new promClient.Registry();
  private readonly placed = this.counter('storefront_orders_placed_total', 'Orders placed (new orders, not replays).');
  private readonly refused = this.counter('storefront_orders_refused_total', 'Order attempts refused, by code.', [
    'code',
  ]);
  private readonly cancelled = this.counter('storefront_orders_cancelled_total', 'Orders cancelled by customers.');
  private readonly payments = this.counter('storefront_payment_failures_total', 'Card charges declined or timed out.', [
    'reason',
  ]);
  private readonly sms = this.counter('storefront_sms_sent_total', 'Text messages the SMS carrier accepted.');
  private readonly limited = this.counter(
    'storefront_rate_limit_refusals_total',
    'Requests refused by a rate limit (429), by route.',
    ['route'],
  );

  constructor() {
    // Both reasons exist from the start, so a dashboard's rate() has a series before the first failure.
    for (const reason of ['declined', 'timeout']) this.payments.inc({ reason }, 0);
  }

  orderPlaced(): void {
    this.placed.inc();
  }

  orderRefused(code: string): void {
    this.refused.inc({ code });
  }

  orderCancelled(): void {
    this.cancelled.inc();
  }

  paymentFailed(reason: 'declined' | 'timeout'): void {
    this.payments.inc({ reason });
  }

  smsSent(): void {
    this.sms.inc();
  }

  /** A 429 answered on `route` (the route pattern, never the raw URL: the label set stays bounded). */
  rateLimitRefused(route: string): void {
    this.limited.inc({ route });
  }

  private counter(name: string, help: string, labelNames: string[] = []): promClient.Counter {
    return new promClient.Counter({ name, help, labelNames, registers: [this.registry] });
  }
}

/**
 * With `token` (METRICS_TOKEN) set: the request-duration histogram per route pattern and method and status
 * (fastify-metrics' `http_request_duration_seconds`), Node's process metrics, the 429 counter, and GET /metrics
 * answering them to `Authorization: Bearer <token>` (401 otherwise; left out of the API document). Without a token
 * nothing is registered and /metrics is 404. Register before the routes (the plugin measures routes added after it).
 */
export async function registerMetrics(
  app: FastifyInstance,
  metrics: PrometheusShopMetrics,
  token: string | undefined,
): Promise<void> {
  if (token === undefined) return;
  const { registry } = metrics;
  await app.register(fastifyMetrics, {
    endpoint: null,
    // The plugin reads `register` as the registry it exposes and its own metrics default to prom-client's global one:
    // point both at this server's registry.
    promClient: { ...promClient, register: registry },
    defaultMetrics: { enabled: true, register: registry },
    routeMetrics: {
      enabled: { histogram: true, summary: false },
      routeBlacklist: [METRICS_PATH],
      overrides: { histogram: { registers: [registry] }, summary: { registers: [registry] } },
    },
  });
  app.addHook('onResponse', (request, reply, done) => {
    if (reply.statusCode === 429) metrics.rateLimitRefused(request.routeOptions.url ?? 'unknown');
    done();
  });
  app.get(
    METRICS_PATH,
    { schema: { hide: true }, logLevel: 'warn', onRequest: bearerCheck(token) },
    async (_request, reply) => reply.type(registry.contentType).send(await registry.metrics()),
  );
}

/** 401 unless the request carries `Authorization: Bearer <token>` (compared in constant time). */
function bearerCheck(token: string): (request: FastifyRequest, reply: FastifyReply) => Promise<void> {
  const expected = digest(token);
  return async (request, reply) => {
    const header = request.headers.authorization ?? '';
    const given = header.startsWith('Bearer ') ? header.slice('Bearer '.length) : '';
    if (!timingSafeEqual(digest(given), expected)) {
      reply.header('www-authenticate', 'Bearer');
      throw new DomainHttpError({ status: 401, code: ERROR_CODES.UNAUTHORIZED, message: METRICS_UNAUTHORIZED_MESSAGE });
    }
  };
}

function digest(text: string): Buffer {
  return createHash('sha256').update(text).digest();
}
