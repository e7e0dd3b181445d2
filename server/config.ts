import { join, resolve } from 'node:path';
import { type AuthSettings, DEFAULT_LIFETIMES, DEFAULT_LOGIN_RATE_LIMITS, parseOrigins } from './auth/auth-settings';
import { DEFAULT_DATA_DIR } from './db/database';
import { DEFAULT_CATALOG_CACHE_TTL_MS } from './http/cache';
import { tileServerOrigin } from './http/security-headers';
import { parseTrustProxy, type TrustedProxies } from './http/trusted-proxies';
import { PACKAGE_ROOT } from './package-root';
import { DEFAULT_SMS_DELAY_MS } from './partners/sms/local-sms-sender';
import { type CallerLineSecret, parseArsLines } from './services/ars/caller-lines';
import { parseTracingSettings, type TracingSettings } from './telemetry/tracing-settings';

/** The process environment's shape; only this module reads it (README "Configuration"). */
export type Env = Readonly<Record<string, string | undefined>>;

/** The server's settings, from the environment (README "Running"). */
export interface ServerConfig {
  /** What the services and the partner simulators are built with (server/composition.ts). */
  readonly services: ServiceSettings;
  readonly port: number;
  readonly host: string;
  /** postgres://… for PostgreSQL; undefined runs embedded PGlite under dataDir. */
  readonly databaseUrl: string | undefined;
  readonly dataDir: string;
  readonly logLevel: string;
  /** AUTH_SECRET; undefined when unset (server/auth/auth-secret.ts decides: refuse in production, else a file). */
  readonly authSecret: string | undefined;
  readonly webRoot: string;
  /** TRUST_PROXY: the proxies whose X-Forwarded-* are believed (server/http/trusted-proxies.ts); false: none. */
  readonly trustProxy: TrustedProxies;
  /** REDIS_URL: rate-limit counts shared by every instance; undefined keeps them in this process's memory. */
  readonly redisUrl: string | undefined;
  /** CATALOG_CACHE_TTL_SECONDS (10): the longest a cached public answer is served, in ms (1..300 s). */
  readonly catalogCacheTtlMs: number;
  /** METRICS_TOKEN (16+ characters): GET /metrics answers this bearer token; undefined: no /metrics. */
  readonly metricsToken: string | undefined;
  /** SHUTDOWN_READINESS_DELAY_MS (0): how long a draining server keeps answering after readiness fails, ms. */
  readonly shutdownReadinessDelayMs: number;
  /** OTLP traces (server/telemetry/tracing-settings.ts): off unless OTEL_EXPORTER_OTLP_(TRACES_)ENDPOINT is set. */
  readonly tracing: TracingSettings;
}

/** `npm run build`'s storefront, the same folder whether the server runs from server/ (tsx) or dist/server. */
const DEFAULT_WEB_ROOT = join(PACKAGE_ROOT, 'dist', 'web');

/**
 * Reads PORT (3000), HOST (0.0.0.0), DATABASE_URL, DATA_DIR (.data/pglite), LOG_LEVEL (info), AUTH_SECRET,
 * WEB_ROOT (dist/web), TRUST_PROXY (false; else the proxies' addresses, parseTrustProxy), REDIS_URL and
 * CATALOG_CACHE_TTL_SECONDS (10). Throws on a malformed PORT or TTL, and on a TRUST_PROXY that would trust any client.
 * README "Operations": METRICS_TOKEN (unset), SHUTDOWN_READINESS_DELAY_MS (0) and the OpenTelemetry variables of traces
 * (OTEL_EXPORTER_OTLP_ENDPOINT, OTEL_EXPORTER_OTLP_TRACES_ENDPOINT, OTEL_TRACES_SAMPLER_ARG, OTEL_SERVICE_NAME,
 * OTEL_SDK_DISABLED). Throws on a malformed OTLP endpoint.
 */
export function readServerConfig(env: Env = process.env): ServerConfig {
  const port = Number(env['PORT'] ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65_535)
    throw new Error(`PORT must be 0..65535, got ${env['PORT']}`);
  return {
    services: readServiceSettings(env),
    port,
    host: nonEmpty(env['HOST']) ?? '0.0.0.0',
    databaseUrl: nonEmpty(env['DATABASE_URL']),
    dataDir: nonEmpty(env['DATA_DIR']) ?? DEFAULT_DATA_DIR,
    logLevel: nonEmpty(env['LOG_LEVEL']) ?? 'info',
    authSecret: nonEmpty(env['AUTH_SECRET']),
    webRoot: resolve(nonEmpty(env['WEB_ROOT']) ?? DEFAULT_WEB_ROOT),
    trustProxy: parseTrustProxy(env['TRUST_PROXY']),
    redisUrl: nonEmpty(env['REDIS_URL'])?.trim(),
    catalogCacheTtlMs: catalogCacheTtlMs(env['CATALOG_CACHE_TTL_SECONDS']),
    metricsToken: metricsToken(env['METRICS_TOKEN']),
    shutdownReadinessDelayMs: positiveInt(env, 'SHUTDOWN_READINESS_DELAY_MS', 0, 0),
    tracing: parseTracingSettings({
      OTEL_EXPORTER_OTLP_ENDPOINT: env['OTEL_EXPORTER_OTLP_ENDPOINT'],
      OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: env['OTEL_EXPORTER_OTLP_TRACES_ENDPOINT'],
      OTEL_TRACES_SAMPLER_ARG: env['OTEL_TRACES_SAMPLER_ARG'],
      OTEL_SERVICE_NAME: env['OTEL_SERVICE_NAME'],
      OTEL_SDK_DISABLED: env['OTEL_SDK_DISABLED'],
    }),
  };
}

/** A guessable token would publish the shop's order counts: at least 16 characters (e.g. `openssl rand -hex 24`). */
function metricsToken(raw: string | undefined): string | undefined {
  const token = nonEmpty(raw)?.trim();
  if (token !== undefined && token.length < 16) throw new Error('METRICS_TOKEN must be at least 16 characters');
  return token;
}

/** A cache that outlives 5 minutes would break the promise to show sold-out menus soon; 0 would be no cache. */
const MAX_CATALOG_CACHE_TTL_SECONDS = 300;

function catalogCacheTtlMs(raw: string | undefined): number {
  if (nonEmpty(raw) === undefined) return DEFAULT_CATALOG_CACHE_TTL_MS;
  const seconds = Number(raw);
  if (!Number.isInteger(seconds) || seconds < 1 || seconds > MAX_CATALOG_CACHE_TTL_SECONDS) {
    throw new Error(`CATALOG_CACHE_TTL_SECONDS must be 1..${MAX_CATALOG_CACHE_TTL_SECONDS}, got ${raw}`);
  }
  return seconds * 1000;
}

function nonEmpty(value: string | undefined): string | undefined {
  return value === undefined || value.trim() === '' ? undefined : value;
}

/** The switches and partner settings of the services (server/composition.ts builds them with these). */
export interface ServiceSettings {
  /** NODE_ENV=production: dev pages off, no identity simulator unless IDENTITY_SIMULATOR forces it. */
  readonly production: boolean;
  /** GET /dev/sms and the ARS link page (on unless production). */
  readonly devPages: boolean;
  /** Serve and trust the local identity simulator (on unless production; IDENTITY_SIMULATOR=1 forces it). */
  readonly identitySimulator: boolean;
  readonly auth: AuthSettings;
  /** The local SMS carrier: SMS_SIMULATOR_DELAY_MS (150) and SMS_SIMULATOR_FAILURE_RATE (0..1, default 0). */
  readonly sms: { readonly delayMs: number; readonly failureRate: number };
  /** The sandbox card gateway: PAYMENT_SANDBOX_DELAY_MS (300) and PAYMENT_TIMEOUT_MS (3000). */
  readonly payment: { readonly delayMs: number; readonly timeoutMs: number };
  /** ORDER_SIMULATOR_STEP_SECONDS (45) per status of the branch simulator; 0 or less: no simulator. */
  readonly branchSimulator: { readonly stepMs: number; readonly tickMs: number } | null;
  /**
   * ORDER_CLAIM_LEASE_MS: how long an order submit's idempotency claim stands without its instance renewing it (a
   * retry takes over the claim of a dead instance after this); undefined: the service's own (1500).
   */
  readonly orderClaimLeaseMs: number | undefined;
  /**
   * ARS_LINES (`keyId:secret,…`): the phone-order lines allowed to call POST /api/ars/links. Unset: the demo line
   * outside production, none in production; the demo secret in production refuses to start.
   */
  readonly arsLines: readonly CallerLineSecret[];
  /**
   * The map tile server's origin, from VITE_MAP_TILE_URL (the same variable the storefront build reads): the only
   * image origin besides ours the Content-Security-Policy allows (server/http/security-headers.ts). Unset: none.
   */
  readonly mapTileOrigin: string | undefined;
}

/** The settings of a server started with an empty environment (tests start from these). */
export function defaultServiceSettings(): ServiceSettings {
  return readServiceSettings({});
}

function readServiceSettings(env: Env): ServiceSettings {
  const production = env['NODE_ENV'] === 'production';
  const step = Number(env['ORDER_SIMULATOR_STEP_SECONDS'] ?? 45);
  const leaseMs = Number(env['ORDER_CLAIM_LEASE_MS']);
  return {
    production,
    devPages: !production,
    identitySimulator: !production || /^(1|true)$/i.test(env['IDENTITY_SIMULATOR'] ?? ''),
    auth: readAuthSettings(env),
    sms: {
      delayMs: finiteNumber(env, 'SMS_SIMULATOR_DELAY_MS', DEFAULT_SMS_DELAY_MS),
      failureRate: finiteNumber(env, 'SMS_SIMULATOR_FAILURE_RATE', 0),
    },
    payment: {
      delayMs: nonNegativeOr(env['PAYMENT_SANDBOX_DELAY_MS'], 300),
      timeoutMs: nonNegativeOr(env['PAYMENT_TIMEOUT_MS'], 3000),
    },
    branchSimulator:
      Number.isFinite(step) && step > 0 ? { stepMs: step * 1000, tickMs: Math.min(5000, step * 500) } : null,
    orderClaimLeaseMs: Number.isFinite(leaseMs) && leaseMs > 0 ? leaseMs : undefined,
    arsLines: parseArsLines(env['ARS_LINES'], production),
    mapTileOrigin: tileServerOrigin(env['VITE_MAP_TILE_URL']),
  };
}

const DAY_SECONDS = 24 * 60 * 60;

/**
 * Reads ALLOWED_ORIGINS (comma-separated origins), PUBLIC_URL, AUTH_MEMBER_REFRESH_DAYS (14) and
 * AUTH_GUEST_REFRESH_DAYS (30), and the sign-in limits (README "Sign-in limits"): AUTH_LOGIN_LIMIT_PER_IP (50
 * attempts per IP per 10 minutes), AUTH_LOGIN_LIMIT_PER_USERNAME_IP (5 failures per username and IP per 10 minutes),
 * AUTH_LOGIN_LIMIT_PER_USERNAME (50 failures per username per hour) and AUTH_LOGIN_MAX_DELAY_MS (3000, the longest
 * wait after repeated failures; 0: none). The e2e suite raises the limits: every browser context of it signs in from
 * 127.0.0.1. Throws on a malformed origin or a non-positive number (a negative delay).
 */
function readAuthSettings(env: Env): AuthSettings {
  return {
    lifetimes: {
      ...DEFAULT_LIFETIMES,
      memberRefreshSeconds: positiveDays(env, 'AUTH_MEMBER_REFRESH_DAYS', 14) * DAY_SECONDS,
      guestRefreshSeconds: positiveDays(env, 'AUTH_GUEST_REFRESH_DAYS', 30) * DAY_SECONDS,
    },
    loginRateLimits: {
      ...DEFAULT_LOGIN_RATE_LIMITS,
      perIp: positiveInt(env, 'AUTH_LOGIN_LIMIT_PER_IP', DEFAULT_LOGIN_RATE_LIMITS.perIp),
      perUsernameIp: positiveInt(env, 'AUTH_LOGIN_LIMIT_PER_USERNAME_IP', DEFAULT_LOGIN_RATE_LIMITS.perUsernameIp),
      perUsername: positiveInt(env, 'AUTH_LOGIN_LIMIT_PER_USERNAME', DEFAULT_LOGIN_RATE_LIMITS.perUsername),
      maxDelayMs: positiveInt(env, 'AUTH_LOGIN_MAX_DELAY_MS', DEFAULT_LOGIN_RATE_LIMITS.maxDelayMs, 0),
    },
    allowedOrigins: parseOrigins(env['ALLOWED_ORIGINS']),
    publicUrl: nonEmpty(env['PUBLIC_URL'])?.trim().replace(/\/+$/, ''),
  };
}

function positiveDays(env: Env, name: string, fallback: number): number {
  const raw = nonEmpty(env[name])?.trim();
  if (raw === undefined) return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number of days, got ${raw}`);
  return value;
}

/** A whole number of at least `min` (1 unless given), or `fallback` when unset; throws on anything else. */
function positiveInt(env: Env, name: string, fallback: number, min = 1): number {
  const raw = nonEmpty(env[name])?.trim();
  if (raw === undefined) return fallback;
  const value = Number(raw);
  if (!Number.isSafeInteger(value) || value < min) throw new Error(`${name} must be a whole number >= ${min}`);
  return value;
}

/** A number, or `fallback` when unset; throws on a malformed value. */
function finiteNumber(env: Env, name: string, fallback: number): number {
  const raw = env[name]?.trim();
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value)) throw new Error(`${name} must be a number, got ${raw}`);
  return value;
}

/** A number >= 0, or `fallback` when unset or malformed (the sandbox's lenient reading). */
function nonNegativeOr(raw: string | undefined, fallback: number): number {
  const value = Number(raw);
  return Number.isFinite(value) && value >= 0 ? value : fallback;
}
