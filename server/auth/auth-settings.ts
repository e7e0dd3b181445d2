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

/**
 * Login throttling (issue 4, issue 15 finding 3; README "Sign-in limits"). Only member sign-ins that Auth.js accepted
 * (valid CSRF token) and refused for the password count as failures, so nobody can lock a member out by posting
 * the username: the tight limit is per (username, client IP), the loose one per username slows new devices down,
 * and a device the member signed in from before (a signed device cookie) is held to its own budget only.
 */
export interface LoginRateLimits {
  /** Sign-in attempts (member, guest, ARS; every POST) per client IP per windowMs. */
  readonly perIp: number;
  /** Failed member sign-ins per (username, client IP) per windowMs; a trusted device has its own budget this size. */
  readonly perUsernameIp: number;
  readonly windowMs: number;
  /** Failed member sign-ins per username per usernameWindowMs, from anywhere; past it only trusted devices sign in. */
  readonly perUsername: number;
  readonly usernameWindowMs: number;
  /** A username's failures after which each attempt from an untrusted device waits (250 ms, doubling). */
  readonly delayAfterFailures: number;
  /** The longest such wait, ms (0: no waits). */
  readonly maxDelayMs: number;
}

/** The auth routes' settings (server/config.ts reads them from the environment, README "Configuration"). */
export interface AuthSettings {
  readonly lifetimes: SessionLifetimes;
  readonly loginRateLimits: LoginRateLimits;
  /** ALLOWED_ORIGINS: origins besides the server's own allowed to send state-changing requests. */
  readonly allowedOrigins: readonly string[];
  /**
   * PUBLIC_URL: the storefront's origin, prefixed to ARS links (unset: a root-relative `/ars?token=…`) and to order
   * tracking links (unset: the origin the order was placed through).
   */
  readonly publicUrl: string | undefined;
}

const DAY_SECONDS = 24 * 60 * 60;

export const DEFAULT_LIFETIMES: SessionLifetimes = {
  accessTokenSeconds: ACCESS_TOKEN_TTL_SECONDS,
  memberRefreshSeconds: 14 * DAY_SECONDS,
  guestRefreshSeconds: 30 * DAY_SECONDS,
  arsSessionSeconds: 30 * 60,
};

/**
 * 50 attempts per IP and 5 failures per (username, IP) in 10 minutes, 50 failures per username in an hour, waits from
 * the 4th failure growing to 3 s: a person mistyping is never hit, a guesser gets 5 tries per address and window.
 */
export const DEFAULT_LOGIN_RATE_LIMITS: LoginRateLimits = {
  perIp: 50,
  perUsernameIp: 5,
  windowMs: 10 * 60 * 1000,
  perUsername: 50,
  usernameWindowMs: 60 * 60 * 1000,
  delayAfterFailures: 3,
  maxDelayMs: 3000,
};

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
