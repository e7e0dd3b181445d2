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

/** The auth routes' settings (server/config.ts reads them from the environment, README "Configuration"). */
export interface AuthSettings {
  readonly lifetimes: SessionLifetimes;
  readonly loginRateLimits: LoginRateLimits;
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

/** The origins of a comma-separated list, normalised (`https://shop.test`); throws on a non-URL entry. */
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
