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
import { originCheckFromEnv } from './auth/origin-check';
import { createRequireSession } from './auth/require-session';
import type { Database, OpenDatabase } from './db/database';
import { installErrorHandler } from './http/error-handler';
import { registerHealthRoute } from './http/health';
import { registerOpenApi } from './http/openapi';
import { installWebRoot } from './http/spa';

/** The Fastify instance route modules receive: zod schemas type the request and the reply. */
export type ZodApp = FastifyInstance<Server, IncomingMessage, ServerResponse, FastifyBaseLogger, ZodTypeProvider>;

/** What every route module may use; handlers get the rest (services, partners) from their own module. */
export interface RouteDeps {
  readonly db: Database;
  readonly database: OpenDatabase;
  /** preHandler: 401 without a valid access token, else `request.principal` is set and the owner row exists. */
  readonly requireSession: preHandlerAsyncHookHandler;
  readonly authKey: AccessTokenKey;
  /** The current instant; the domain receives time as a value (tests pass a fixed clock). */
  readonly now: () => Date;
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
  readonly routes?: readonly RouteModule[];
  readonly now?: () => Date;
  /** Behind a TLS-terminating proxy: trust X-Forwarded-* for the client address and protocol. */
  readonly trustProxy?: boolean;
}

/** Builds the API server (not yet listening): error handling, OpenAPI at /api/docs, health, routes, the SPA. */
export async function buildServer(options: BuildServerOptions): Promise<ZodApp> {
  const fastifyOptions: FastifyServerOptions = { trustProxy: options.trustProxy ?? false };
  const app = (options.loggerInstance
    ? Fastify({ ...fastifyOptions, loggerInstance: options.loggerInstance })
    : Fastify({ ...fastifyOptions, logger: options.logger ?? false })
  ).withTypeProvider<ZodTypeProvider>() as unknown as ZodApp;

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorateRequest('principal', null);
  installErrorHandler(app);
  // gzip/brotli for clients that ask: the storefront's entry JS is ~780 KB raw, ~220 KB gzipped (bench/web).
  // Brotli at quality 4 keeps the per-request CPU low; a CDN in front serves hashed assets from its own cache.
  await app.register(compress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
  });
  await registerOpenApi(app);
  // Issue 4: a cross-site write (an Origin that is neither ours nor in ALLOWED_ORIGINS) is refused with 403 on every
  // state-changing route. /api/auth runs its own check with the auth module's settings (and Auth.js's CSRF token).
  const originCheck = originCheckFromEnv();
  app.addHook('preHandler', async (request, reply) => {
    if (!request.url.startsWith('/api/auth/')) await originCheck.call(app, request, reply);
  });

  const deps: RouteDeps = {
    db: options.database.db,
    database: options.database,
    requireSession: createRequireSession(options.database.db, options.authKey),
    authKey: options.authKey,
    now: options.now ?? (() => new Date()),
  };
  await installWebRoot(app, options.webRoot);
  await registerHealthRoute(app, options.database);
  for (const routeModule of options.routes ?? []) {
    await app.register(async (scope) => routeModule(scope as ZodApp, deps));
  }
  return app;
}
