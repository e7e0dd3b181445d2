import { performance } from 'node:perf_hooks';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildServer } from '../../../server/app';
import { composeServices, type ServerServices } from '../../../server/composition';
import { defaultServiceSettings, type ServiceSettings } from '../../../server/config';
import type { Database, OpenDatabase } from '../../../server/db/database';
import { orderStatusHistory, orders } from '../../../server/db/schema';
import { seedData } from '../../../server/db/seed/data';
import { seedDatabase } from '../../../server/db/seed/seed';
import { PrometheusShopMetrics } from '../../../server/http/metrics';
import { LocalSmsSender } from '../../../server/partners/sms/local-sms-sender';
import { readSmsOutbox } from '../../../server/partners/sms/sms-outbox';
import { SmsDeliveryError, type SmsMessage, type SmsSender } from '../../../server/partners/sms/sms-sender';
import { FlexibleRateLimiter } from '../../../server/rate-limit/flexible-rate-limiter';
import { addressRoutes } from '../../../server/routes/address';
import { cartRoutes } from '../../../server/routes/cart';
import { couponRoutes } from '../../../server/routes/coupons';
import { orderEventRoutes } from '../../../server/routes/order-events';
import { orderRoutes } from '../../../server/routes/orders';
import { createHttpClient } from '../../../src/adapters/http/http-client';
import type { OrderStatus } from '../../../src/domain/order/status';
import { TEST_AUTH_KEY } from '../support/test-server';
import { ORDER_NOW } from './order-harness';

/** The local SMS simulator (no delay), refusing every message while `failing`. */
export class SwitchableSms implements SmsSender {
  failing = false;
  private readonly carrier: LocalSmsSender;

  constructor(db: Database, now: () => Date) {
    this.carrier = new LocalSmsSender(db, { delayMs: 0, now });
  }

  async send(message: SmsMessage): Promise<void> {
    if (this.failing) throw new SmsDeliveryError('refused by the test');
    await this.carrier.send(message);
  }
}

/** A clock the test moves: starts at ORDER_NOW (every demo branch open). */
export class TestClock {
  ms = ORDER_NOW.getTime();
  readonly now = (): Date => new Date(this.ms);

  reset(): void {
    this.ms = ORDER_NOW.getTime();
  }
}

export interface TrackingServer {
  readonly app: FastifyInstance;
  readonly services: ServerServices;
  readonly clock: TestClock;
  readonly sms: SwitchableSms;
}

/**
 * The order routes (with the order events and tracking routes) over `database` seeded with the demo franchise,
 * with services composed here so a test can wait for the tracking texts (`services.tracking.texts.settled()`).
 */
export async function startTrackingServer(database: OpenDatabase): Promise<TrackingServer> {
  const clock = new TestClock();
  await seedDatabase(database.db, seedData, { now: clock.now });
  const sms = new SwitchableSms(database.db, clock.now);
  const settings: ServiceSettings = {
    ...defaultServiceSettings(),
    branchSimulator: null,
    payment: { delayMs: 5, timeoutMs: 50 },
  };
  const core = {
    database,
    authKey: TEST_AUTH_KEY,
    now: clock.now,
    rateLimiter: new FlexibleRateLimiter(),
    metrics: new PrometheusShopMetrics(),
  };
  const services = composeServices(core, settings, { sms });
  const app = await buildServer({
    database,
    authKey: TEST_AUTH_KEY,
    logger: false,
    now: clock.now,
    settings,
    services,
    routes: [cartRoutes, addressRoutes, couponRoutes, orderRoutes, orderEventRoutes],
  });
  return { app, services, clock, sms };
}

/** The tracking texts sent to `phone` for order `orderId`, oldest first. */
export async function trackingTextsOf(db: Database, phone: string, orderId: number): Promise<string[]> {
  const outbox = await readSmsOutbox(db, { to: phone, limit: 1000 });
  return outbox
    .filter((message) => message.text.includes(`/track/${orderId}.`))
    .map((message) => message.text)
    .reverse();
}

/** The token of the first tracking link texted to `phone` for order `orderId` (waits up to 2 s for the text). */
export async function textedToken(db: Database, phone: string, orderId: number): Promise<string> {
  const until = performance.now() + 2000;
  for (;;) {
    const [text] = await trackingTextsOf(db, phone, orderId);
    const token = /\/track\/([^\s/?#]+)/.exec(text ?? '')?.[1];
    if (token !== undefined) return token;
    if (performance.now() > until) throw new Error(`no tracking text for order ${orderId} within 2 s`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** Moves order `orderId` to `status` at `at`, as the branch would (conditional update and history row). */
export async function setOrderStatus(db: Database, orderId: number, status: OrderStatus, at: Date): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.update(orders).set({ status, statusChangedAt: at }).where(eq(orders.id, orderId));
    await tx.insert(orderStatusHistory).values({ orderId, status, at });
  });
}

/** GET /api/track/{token} without any session. */
export function getTracked(app: FastifyInstance, token: string, path = '') {
  return app.inject({ method: 'GET', url: `/api/track/${encodeURIComponent(token)}${path}` });
}

/** The storefront's axios client of `baseURL` with no session at all. */
export function anonymousClient(baseURL: string) {
  return createHttpClient({
    baseURL,
    getAccessToken: () => null,
    refresh: async () => ({ kind: 'signed-out' }),
    onSignedOut: () => undefined,
  });
}
