import type { FastifyBaseLogger } from 'fastify';
import type { AccessTokenKey } from './auth/access-token';
import { accessTokenKey } from './auth/access-token';
import { ArsLinks } from './auth/ars-links';
import { resolveAuthSecret } from './auth/auth-secret';
import { TrackingTokens } from './auth/tracking-token';
import type { ServerConfig, ServiceSettings } from './config';
import { type OpenDatabase, openDatabase } from './db/database';
import { seedData } from './db/seed/data/index';
import { seedDatabase } from './db/seed/seed';
import { seedSnapshotLoader } from './db/seed-snapshot';
import type { CacheFreshness } from './http/cache';
import { PrometheusShopMetrics } from './http/metrics';
import { countPaymentFailures, countSmsSent, type ShopMetrics } from './metrics/shop-metrics';
import type { IdentityVerifier } from './partners/identity/identity-verifier';
import { LocalIdentitySimulator } from './partners/identity/local-identity-simulator';
import { LocalSmsSender } from './partners/sms/local-sms-sender';
import type { SmsSender } from './partners/sms/sms-sender';
import { openRateLimiter, type ProcessRateLimiter } from './rate-limit/create-rate-limiter';
import type { RateLimiter } from './rate-limit/rate-limiter';
import { type AccountServices, createAccountServices } from './services/account/account-services';
import { PhoneGuestConfirmation } from './services/account/guest-phone-service';
import { type HappyPointPartner, LocalHappyPointSimulator } from './services/account/happy-point';
import { deriveAccountKey } from './services/account/secrets';
import { AddressService } from './services/address/address-service';
import { ArsLinkDesk } from './services/ars/ars-link-desk';
import { CallerLineAuthenticator } from './services/ars/line-authenticator';
import { OrderAgentCheck } from './services/ars/order-agent';
import { BulkPurchaseDesk } from './services/bulk-purchase/bulk-purchase-desk';
import { CartService } from './services/cart/cart-service';
import { CatalogChanges } from './services/catalog/catalog-changes';
import { MenuCatalogService } from './services/catalog/menu-catalog';
import { ContentFeedService } from './services/content/content-feed';
import { ContentPageShelf } from './services/content/content-page-shelf';
import { EventBoard } from './services/content/event-board';
import { QnaDesk } from './services/content/qna-desk';
import { RelayBoard } from './services/content/relay-board';
import { CouponService } from './services/coupons/coupon-service';
import { AdultTokens } from './services/orders/adult-token';
import { AdultVerificationService } from './services/orders/adult-verification';
import { BranchSimulator } from './services/orders/branch-simulator';
import { CheckoutService } from './services/orders/checkout-service';
import { OrderPlacement } from './services/orders/order-placement';
import { OrderService } from './services/orders/order-service';
import { OrderTracking } from './services/orders/order-tracking';
import { type PaymentGateway, SandboxCardGateway } from './services/orders/payment-gateway';
import { QuickOrderService } from './services/orders/quick-order-service';
import { TrackingLinkTexts } from './services/orders/tracking-link-texts';
import { StoreDirectory } from './services/stores/store-directory';
import { startTracing, type Tracing } from './telemetry/tracing';

/**
 * The server's composition root (ARCHITECTURE "one composition root per side"): the one place that builds the
 * database, the process-wide rate limiter and catalog listener, the partner simulators and every service, once,
 * from the configuration (server/config.ts, the only reader of the environment). Route modules receive the result
 * (server/app.ts RouteDeps) and build nothing themselves. A franchise plugs its own partners in PartnerOverrides.
 */

/** Partners a deployment or a test replaces; every one defaults to the local simulator. */
export interface PartnerOverrides {
  readonly gateway?: PaymentGateway;
  readonly happyPoint?: HappyPointPartner;
  /** The identity service of adult verification; null: none (every ciToken is refused). */
  readonly identity?: IdentityVerifier | null;
  /** The SMS carrier of phone verification. */
  readonly sms?: SmsSender;
}

/** What the services are built on. */
export interface ServiceCore {
  readonly database: OpenDatabase;
  readonly authKey: AccessTokenKey;
  readonly now: () => Date;
  readonly rateLimiter: RateLimiter;
  /** Orders, payment failures and text messages are counted into it (server/metrics/shop-metrics.ts). */
  readonly metrics: ShopMetrics;
  /** The catalog's freshness (CatalogChanges): the cart reads a menu once per catalog version. Absent: every time. */
  readonly catalog?: CacheFreshness;
}

/** Every service of the server, with the partners they use. */
export interface ServerServices {
  readonly account: AccountServices;
  readonly guestConfirmation: PhoneGuestConfirmation;
  readonly address: AddressService;
  readonly cart: CartService;
  readonly coupons: CouponService;
  /** The menu and its branch states (GET /api/delivery/menu/…; the page renderer's MenuCatalog). */
  readonly catalog: MenuCatalogService;
  readonly stores: StoreDirectory;
  readonly content: ContentFeedService;
  /** Events (issue 12 tabs) and the 비비큐 스토리 videos. */
  readonly events: EventBoard;
  readonly qna: QnaDesk;
  readonly relay: RelayBoard;
  /** 이용 안내, 대량 구매 안내 and the legal pages, by slug. */
  readonly contentPages: ContentPageShelf;
  /** 대량 구매 (단체 주문) requests. */
  readonly bulkPurchase: BulkPurchaseDesk;
  readonly checkouts: CheckoutService;
  readonly placement: OrderPlacement;
  readonly orders: OrderService;
  readonly quickOrders: QuickOrderService;
  readonly adult: AdultVerificationService;
  /** Issue 14 tracking links: what `/track/{token}` may see, and the SMS that hands the link to the receiver. */
  readonly tracking: { readonly links: OrderTracking; readonly texts: TrackingLinkTexts };
  /** The phone-order line API (POST /api/ars/links): its signed-request check and the link desk. */
  readonly ars: {
    readonly authenticator: CallerLineAuthenticator;
    readonly desk: ArsLinkDesk;
    /** The agent an order is recorded with (VISUALARS / AGENTCALL for ARS sessions). */
    readonly agents: OrderAgentCheck;
  };
  /** Moves orders along like a branch would (started and stopped by the order routes); null when switched off. */
  readonly branchSimulator: BranchSimulator | null;
}

/** Builds every service and partner once, from `settings` (server/config.ts) and any partner overrides. */
export function composeServices(
  core: ServiceCore,
  settings: ServiceSettings,
  partners: PartnerOverrides = {},
): ServerServices {
  const { authKey, now } = core;
  const db = core.database.db;
  const happyPoint = partners.happyPoint ?? new LocalHappyPointSimulator(deriveAccountKey(authKey, 'happy-point'));
  const identitySimulator = settings.identitySimulator ? new LocalIdentitySimulator(authKey, now) : null;
  const sms = countSmsSent(partners.sms ?? new LocalSmsSender(db, { ...settings.sms, now }), core.metrics);
  const account = createAccountServices(
    { db, authKey, now, limiter: core.rateLimiter },
    { sms, identitySimulator, happyPoint },
  );
  const adult = new AdultVerificationService({
    db,
    tokens: new AdultTokens(deriveAccountKey(authKey, 'adult-token'), now),
    identity: partners.identity !== undefined ? partners.identity : identitySimulator,
    now,
  });
  const checkouts = new CheckoutService({ db, now, happyPoint, adult });
  const gateway = countPaymentFailures(
    partners.gateway ?? new SandboxCardGateway(db, settings.payment, now),
    core.metrics,
  );
  const trackingLinks = new OrderTracking({ db, tokens: new TrackingTokens(authKey), now });
  return {
    account,
    guestConfirmation: new PhoneGuestConfirmation(db, now),
    address: new AddressService(db, now),
    cart: new CartService(db, core.catalog),
    coupons: new CouponService(db, now),
    catalog: new MenuCatalogService(db),
    stores: new StoreDirectory(db),
    content: new ContentFeedService(db),
    events: new EventBoard(db),
    qna: new QnaDesk(db),
    relay: new RelayBoard(db),
    contentPages: new ContentPageShelf(db),
    bulkPurchase: new BulkPurchaseDesk(db),
    checkouts,
    placement: new OrderPlacement({
      db,
      now,
      checkouts,
      gateway,
      metrics: core.metrics,
      claimLeaseMs: settings.orderClaimLeaseMs,
    }),
    orders: new OrderService({ db, now, checkouts, gateway, metrics: core.metrics }),
    quickOrders: new QuickOrderService(db, now),
    adult,
    tracking: {
      links: trackingLinks,
      texts: new TrackingLinkTexts({ sms, tracking: trackingLinks, publicUrl: settings.auth.publicUrl }),
    },
    ars: {
      authenticator: new CallerLineAuthenticator({ db, lines: settings.arsLines, now }),
      desk: new ArsLinkDesk({
        db,
        links: new ArsLinks(db, authKey, { publicUrl: settings.auth.publicUrl, now }),
        sms,
        limiter: core.rateLimiter,
        now,
      }),
      agents: new OrderAgentCheck(db),
    },
    branchSimulator: settings.branchSimulator === null ? null : new BranchSimulator(db, settings.branchSimulator, now),
  };
}

/** The running server's parts, for server/app.ts buildServer; close them after the app. */
export interface ServerParts extends ServiceCore {
  readonly config: ServerConfig;
  readonly rateLimiter: ProcessRateLimiter;
  readonly catalogChanges: CatalogChanges;
  readonly services: ServerServices;
  /** The Prometheus registry the services count into; buildServer exposes it at /metrics (METRICS_TOKEN). */
  readonly metrics: PrometheusShopMetrics;
  /** OTLP traces when configured (server/telemetry/tracing.ts); buildServer registers its request spans. */
  readonly tracing: Tracing | null;
  /** Stops the catalog listener, the rate limiter's Redis connection and the database, then sends the last spans. */
  close(): Promise<void>;
}

/**
 * `npm start`'s server: settles the auth secret (throws in production without a strong AUTH_SECRET, before anything
 * opens), opens the database (PostgreSQL or PGlite), writes the seed data once, opens the process's one rate limiter
 * (one Redis connection) and catalog change listener, and builds every service.
 */
export async function openServerParts(config: ServerConfig, log: FastifyBaseLogger): Promise<ServerParts> {
  const authKey = accessTokenKey(authSecretOf(config, log));
  const tracing = await startTracing(config.tracing, log);
  if (tracing !== null) log.info({ sampleRatio: config.tracing.sampleRatio }, 'tracing: OTLP export on');
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    onConnectionError: (error) => log.warn({ err: error }, 'database connection lost'),
    initialDataDir: seedSnapshotLoader(seedData, log),
  });
  log.info({ kind: database.kind, dataDir: database.kind === 'pglite' ? config.dataDir : undefined }, 'database ready');
  const seeded = await seedDatabase(database.db, seedData);
  log.info({ applied: seeded.applied }, seeded.applied ? 'seed data written' : 'seed data already present');
  const rateLimiter = await openRateLimiter({ redisUrl: config.redisUrl, log });
  const catalogChanges = new CatalogChanges(database, { ttlMs: config.catalogCacheTtlMs, log });
  const core = {
    database,
    authKey,
    now: () => new Date(),
    rateLimiter,
    metrics: new PrometheusShopMetrics(),
    catalog: catalogChanges,
  };
  return {
    ...core,
    config,
    rateLimiter,
    catalogChanges,
    services: composeServices(core, config.services),
    tracing,
    close: async () => {
      await catalogChanges.close();
      await rateLimiter.close();
      await database.close();
      await tracing?.shutdown();
    },
  };
}

/** AUTH_SECRET, or in development the data folder's generated one (server/auth/auth-secret.ts), with a log line. */
function authSecretOf(config: ServerConfig, log: FastifyBaseLogger): string {
  const resolved = resolveAuthSecret({
    configured: config.authSecret,
    production: config.services.production,
    dataDir: config.dataDir,
  });
  if (resolved.weakness !== undefined) {
    log.warn(`AUTH_SECRET ${resolved.weakness}: a production server (NODE_ENV=production) refuses to start with it.`);
  }
  if (resolved.source === 'generated-file') {
    log.info({ file: resolved.file }, 'AUTH_SECRET unset: generated a development secret');
  } else if (resolved.source === 'reused-file') {
    log.info({ file: resolved.file }, 'AUTH_SECRET unset: using the development secret');
  } else if (resolved.source === 'ephemeral') {
    log.info('AUTH_SECRET unset: a random secret for this process only');
  }
  return resolved.secret;
}
