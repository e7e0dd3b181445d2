import { ACCESS_TOKEN_TTL_SECONDS } from './access-token';

/** Lifetimes of the session credentials, in seconds. */
export interface SessionLifetimes {
  /** The access token of member and guest sessions (spec §7: short-lived; default 15 min). */
  readonly accessTokenSeconds: number;
  /** A member's refresh token, renewed on every rotation (default 14 days). */
  readonly memberRefreshSeconds: number;
  /** A guest's refresh token (default 30 days: a guest keeps the cart between visits). */
  readonly guestRefreshSeconds: number;
  /** An ARS session: no refresh token, its access token lives this long (default 30 min, one phone order). */
  readonly arsSessionSeconds: number;
}

/** Login throttling (issue 4 "login attempts rate-limited"): attempts per window, per client IP and per username. */
export interface LoginRateLimits {
  readonly perIp: number;
  readonly perUsername: number;
  readonly windowMs: number;
}

/** Everything the auth routes read from the environment (README "Configuration"). */
export interface AuthSettings {
  readonly lifetimes: SessionLifetimes;
  readonly loginRateLimits: LoginRateLimits;
  /** REDIS_URL: rate-limit state shared by every instance; undefined keeps it in this process's memory. */
  readonly redisUrl: string | undefined;
  /** ALLOWED_ORIGINS: origins besides the server's own allowed to send state-changing requests. */
  readonly allowedOrigins: readonly string[];
  /** PUBLIC_URL: the storefront's origin, prefixed to ARS links; unset gives a root-relative `/ars?token=…`. */
  readonly publicUrl: string | undefined;
}

const DAY_SECONDS = 24 * 60 * 60;

export const DEFAULT_LIFETIMES: SessionLifetimes = {
  accessTokenSeconds: ACCESS_TOKEN_TTL_SECONDS,
  memberRefreshSeconds: 14 * DAY_SECONDS,
  guestRefreshSeconds: 30 * DAY_SECONDS,
  arsSessionSeconds: 30 * 60,
};

/** 10 tries per username and 50 per IP in 10 minutes: a person mistyping is never hit, a guesser is slowed. */
export const DEFAULT_LOGIN_RATE_LIMITS: LoginRateLimits = { perIp: 50, perUsername: 10, windowMs: 10 * 60 * 1000 };

/**
 * Reads REDIS_URL, ALLOWED_ORIGINS (comma-separated origins), PUBLIC_URL, AUTH_MEMBER_REFRESH_DAYS (14) and
 * AUTH_GUEST_REFRESH_DAYS (30), AUTH_LOGIN_LIMIT_PER_IP (50) and AUTH_LOGIN_LIMIT_PER_USERNAME (10) sign-ins per
 * 10 minutes (the e2e suite raises them: every browser context of it signs in from 127.0.0.1). Throws on a malformed
 * origin or a non-positive number.
 */
export function readAuthSettings(env: Readonly<Record<string, string | undefined>>): AuthSettings {
  return {
    lifetimes: {
      ...DEFAULT_LIFETIMES,
      memberRefreshSeconds: days(env, 'AUTH_MEMBER_REFRESH_DAYS', 14) * DAY_SECONDS,
      guestRefreshSeconds: days(env, 'AUTH_GUEST_REFRESH_DAYS', 30) * DAY_SECONDS,
    },
    loginRateLimits: {
      ...DEFAULT_LOGIN_RATE_LIMITS,
      perIp: positiveInt(env, 'AUTH_LOGIN_LIMIT_PER_IP', DEFAULT_LOGIN_RATE_LIMITS.perIp),
      perUsername: positiveInt(env, 'AUTH_LOGIN_LIMIT_PER_USERNAME', DEFAULT_LOGIN_RATE_LIMITS.perUsername),
    },
    redisUrl: nonEmpty(env['REDIS_URL']),
    allowedOrigins: parseOrigins(env['ALLOWED_ORIGINS']),
    publicUrl: nonEmpty(env['PUBLIC_URL'])?.replace(/\/+$/, ''),
  };
}

/** The origins of a comma-separated list, normalised (`https://shop.example.com`); throws on a non-URL entry. */
export function parseOrigins(list: string | undefined): readonly string[] {
  if (list === undefined) return [];
  return list
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '')
    .map((entry) => {
      const origin = URL.canParse(entry) ? new URL(entry).origin : 'null';
      if (origin === 'null') throw new Error(`ALLOWED_ORIGINS: "${entry}" is not an http(s) origin`);
      return origin;
    });
}

function days(env: Readonly<Record<string, string | undefined>>, name: string, fallback: number): number {
  const raw = nonEmpty(env[name]);
  if (raw === undefined) return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number of days, got ${raw}`);
  return value;
}

function nonEmpty(value: string | undefined): string | undefined {
  return value === undefined || value.trim() === '' ? undefined : value.trim();
}

function positiveInt(env: Readonly<Record<string, string | undefined>>, name: string, fallback: number): number {
  const raw = nonEmpty(env[name]);
  if (raw === undefined) return fallback;
  const value = Number(raw);
  if (!Number.isSafeInteger(value) || value <= 0) throw new Error(`${name} must be a positive whole number`);
  return value;
}
