import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import zlib from 'node:zlib';
import compress from '@fastify/compress';
import Fastify, {
  type FastifyBaseLogger,
  type FastifyInstance,
  type FastifyServerOptions,
  type preHandlerAsyncHookHandler,
} from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AccessTokenKey } from './auth/access-token';
import { createOriginCheck } from './auth/origin-check';
import { RefreshFamilyRevocations } from './auth/refresh-family-revocations';
import { createRequireSession } from './auth/require-session';
import { composeServices, type PartnerOverrides, type ServerServices } from './composition';
import { defaultServiceSettings, type ServiceSettings } from './config';
import type { Database, OpenDatabase } from './db/database';
import { DEFAULT_CATALOG_CACHE_TTL_MS } from './http/cache';
import { ServerDrain } from './http/drain';
import { installErrorHandler } from './http/error-handler';
import { registerHealthRoutes } from './http/health';
import { PrometheusShopMetrics, registerMetrics } from './http/metrics';
import { registerOpenApi } from './http/openapi';
import { installPageRendering, type PageRendering, splitLeadingPreloads } from './http/page-rendering';
import { installRequestIdHeader, requestIdFor } from './http/request-id';
import { registerSecurityHeaders } from './http/security-headers';
import { installWebRoot } from './http/spa';
import type { TrustedProxies } from './http/trusted-proxies';
import { customerBackendOf } from './in-process/customer-backend';
import { publicBackendOf } from './in-process/public-backend';
import { FlexibleRateLimiter } from './rate-limit/flexible-rate-limiter';
import type { RateLimiter } from './rate-limit/rate-limiter';
import { CatalogChanges } from './services/catalog/catalog-changes';
import type { Tracing } from './telemetry/tracing';

/** The Fastify instance route modules receive: zod schemas type the request and the reply. */
export type ZodApp = FastifyInstance<Server, IncomingMessage, ServerResponse, FastifyBaseLogger, ZodTypeProvider>;

/** What every route module may use: the services and settings of the composition root (server/composition.ts). */
export interface RouteDeps {
  /** Every service, built once for the server; route modules build none themselves. */
  readonly services: ServerServices;
  /** The services' switches (dev pages, auth settings, allowed origins), read once by server/config.ts. */
  readonly settings: ServiceSettings;
  readonly db: Database;
  readonly database: OpenDatabase;
  /** preHandler: 401 without a valid access token, else `request.principal` is set and the owner row exists. */
  readonly requireSession: preHandlerAsyncHookHandler;
  /** Refresh-family revocation: the sign-out revokes through it, so requireSession refuses that family at once here. */
  readonly revocations: RefreshFamilyRevocations;
  readonly authKey: AccessTokenKey;
  /** The current instant; the domain receives time as a value (tests pass a fixed clock). */
  readonly now: () => Date;
  /** The process's one rate limiter (sign-ins, SMS codes, password checks; README "Rate limits and Redis outages"). */
  readonly rateLimiter: RateLimiter;
  /** When this server's cached public answers go stale (ResponseCache): database change notifications and a TTL. */
  readonly catalogChanges: CatalogChanges;
}

/**
 * A feature's routes (catalog, cart, content…). Each runs in its own encapsulated scope, after the error handler,
 * validators and OpenAPI are in place; it declares full URLs (`/api/delivery/...`) and throws DomainHttpError.
 */
export type RouteModule = (app: ZodApp, deps: RouteDeps) => Promise<void>;

export interface BuildServerOptions {
  readonly database: OpenDatabase;
  readonly authKey: AccessTokenKey;
  /** Fastify's pino options (`{ level }`), false for silence; ignored when loggerInstance is given. */
  readonly logger?: FastifyServerOptions['logger'];
  /** An existing pino logger (main.ts shares one with the startup code). */
  readonly loggerInstance?: FastifyBaseLogger;
  /** The built storefront (dist/web); absent or without index.html: API only. */
  readonly webRoot?: string;
  /**
   * The storefront's server entry (dist/ssr, loadPageRendering): the public pages are rendered into the HTML (issue
   * 13). Needs a webRoot built with its manifest; absent: every page is the SPA's empty index.html.
   */
  readonly pageRendering?: PageRendering;
  readonly routes?: readonly RouteModule[];
  readonly now?: () => Date;
  /** The proxies trusted for X-Forwarded-* (client address, protocol, host); default false: none (TRUST_PROXY). */
  readonly trustProxy?: TrustedProxies;
  /** Default: counts in this process's memory (main.ts passes the REDIS_URL one, openRateLimiter). */
  readonly rateLimiter?: RateLimiter;
  /** Default: one on `database` with the default TTL, closed with the server; a given one is closed by its owner. */
  readonly catalogChanges?: CatalogChanges;
  /** The services (server/composition.ts openServerParts); default: composed here from `settings` and `partners`. */
  readonly services?: ServerServices;
  /** Default: the settings of an empty environment (server/config.ts defaultServiceSettings), with these replaced. */
  readonly settings?: Partial<ServiceSettings>;
  /** Partners replacing the local simulators when the services are composed here. */
  readonly partners?: PartnerOverrides;
  /** The shutdown state main.ts drives on SIGTERM (server/http/drain.ts); default: one only app.close() moves. */
  readonly drain?: ServerDrain;
  /** The counters the services count into (openServerParts passes its own); default: a fresh registry. */
  readonly metrics?: PrometheusShopMetrics;
  /** METRICS_TOKEN: GET /metrics answers this bearer token (server/http/metrics.ts); undefined: no /metrics. */
  readonly metricsToken?: string;
  /** OTLP traces (server/telemetry/tracing.ts startTracing): a span per request; absent or null: none. Its owner shuts it. */
  readonly tracing?: Tracing | null;
}

/**
 * README "Operations": request ids from a sane X-Request-Id (else a UUID) on every log line; on close, idle kept-alive
 * connections are closed at once and a late request gets our 503 body from ServerDrain, not Fastify's.
 */
const OPERATIONS_OPTIONS = {
  genReqId: requestIdFor,
  forceCloseConnections: 'idle',
  return503OnClosing: false,
} as const satisfies FastifyServerOptions;

type CompilersFactory = NonNullable<NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']>;

/**
 * Every schema is a zod schema: zod validates and serializes. Given as the compilers' factory, not set afterwards, so
 * Fastify never loads its default compilers (Ajv and fast-json-stringify: ~100 ms of every start, issue 14).
 */
const ZOD_SCHEMAS: FastifyServerOptions = {
  schemaController: {
    // Fastify types the factories by Ajv's and fast-json-stringify's signatures; the zod compilers take the same
    // call ({ schema, method, url, httpPart }), which is all Fastify passes them.
    compilersFactory: {
      buildValidator: (() => validatorCompiler) as unknown as CompilersFactory['buildValidator'],
      buildSerializer: (() => serializerCompiler) as unknown as CompilersFactory['buildSerializer'],
    },
  },
};

/** Builds the API server (not yet listening): error handling, OpenAPI at /api/docs, health, routes, the SPA. */
export async function buildServer(options: BuildServerOptions): Promise<ZodApp> {
  const fastifyOptions: FastifyServerOptions = {
    trustProxy: options.trustProxy ? [...options.trustProxy] : false,
    ...OPERATIONS_OPTIONS,
    ...ZOD_SCHEMAS,
  };
  const app = (options.loggerInstance
    ? Fastify({ ...fastifyOptions, loggerInstance: options.loggerInstance })
    : Fastify({ ...fastifyOptions, logger: options.logger ?? false })
  ).withTypeProvider<ZodTypeProvider>() as unknown as ZodApp;
  // @fastify/otel sees only the routes declared after it: first of all.
  if (options.tracing) await app.register(options.tracing.requestSpans);

  app.decorateRequest('principal', null);
  installErrorHandler(app);
  installRequestIdHeader(app);
  const drain = options.drain ?? new ServerDrain();
  drain.install(app);
  // gzip/brotli for clients that ask: the storefront's entry JS is ~780 KB raw, ~220 KB gzipped (bench/web).
  // Brotli at quality 4 keeps the per-request CPU low; a CDN in front serves hashed assets from its own cache.
  await app.register(compress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
  });
  const settings: ServiceSettings = { ...defaultServiceSettings(), ...options.settings };
  // Issue 15: CSP, framing, HSTS over TLS, nosniff, Referrer-Policy, and no-store on API answers; before any route.
  await registerSecurityHeaders(app, settings);
  await registerOpenApi(app);
  const metrics = options.metrics ?? new PrometheusShopMetrics();
  await registerMetrics(app, metrics, options.metricsToken);
  // Issue 4: a cross-site write (an Origin that is neither ours nor in ALLOWED_ORIGINS) is refused with 403 on every
  // state-changing route. /api/auth runs its own check with the auth module's settings (and Auth.js's CSRF token).
  const originCheck = createOriginCheck(settings.auth.allowedOrigins);
  app.addHook('preHandler', async (request, reply) => {
    if (!request.url.startsWith('/api/auth/')) await originCheck.call(app, request, reply);
  });

  const now = options.now ?? (() => new Date());
  const rateLimiter = options.rateLimiter ?? new FlexibleRateLimiter();
  const revocations = new RefreshFamilyRevocations(options.database.db);
  const catalogChanges = options.catalogChanges ?? ownCatalogChanges(app, options.database);
  const deps: RouteDeps = {
    services:
      options.services ??
      composeServices(
        { database: options.database, authKey: options.authKey, now, rateLimiter, metrics, catalog: catalogChanges },
        settings,
        options.partners,
      ),
    settings,
    db: options.database.db,
    database: options.database,
    requireSession: createRequireSession(options.database.db, options.authKey, revocations, options.now),
    revocations,
    authKey: options.authKey,
    now,
    rateLimiter,
    catalogChanges,
  };
  // Issue 13: with the page renderer, the SPA's index.html carries the router fallback's frame (server/http/spa.ts).
  const shellFrame =
    options.pageRendering !== undefined && options.webRoot !== undefined
      ? splitLeadingPreloads(await options.pageRendering.renderShellFrame())
      : undefined;
  const sendSpa = await installWebRoot(app, options.webRoot, shellFrame);
  if (options.pageRendering !== undefined && options.webRoot !== undefined) {
    await installPageRendering(app, {
      webRoot: options.webRoot,
      sendSpa,
      rendering: options.pageRendering,
      backend: publicBackendOf(deps.services, now, catalogChanges),
      freshness: catalogChanges,
      customerOf: customerBackendOf(deps.services, { authKey: deps.authKey, revocations: deps.revocations, now }),
    });
  }
  await registerHealthRoutes(app, options.database, drain);
  for (const routeModule of options.routes ?? []) {
    await app.register(async (scope) => routeModule(scope as ZodApp, deps));
  }
  return app;
}

/** A CatalogChanges owned by `app`: it stops listening when the server closes. */
function ownCatalogChanges(app: ZodApp, database: OpenDatabase): CatalogChanges {
  const changes = new CatalogChanges(database, { ttlMs: DEFAULT_CATALOG_CACHE_TTL_MS, log: app.log });
  app.addHook('onClose', async () => changes.close());
  return changes;
}
