import { createHash } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyReply } from 'fastify';
import { ERROR_CODES } from '../../src/contract/errors';
import type { LoginRateLimits } from '../auth/auth-settings';
import { DomainHttpError } from '../http/domain-http-error';
import type { RateLimiter, RateLimitRule } from './rate-limiter';

/** The 429 message of a throttled sign-in (shown to the customer as is). */
export const LOGIN_RATE_LIMITED_MESSAGE = '로그인 시도가 너무 많습니다. 잠시 후 다시 시도해주세요.';

/** The first wait after a username's delayAfterFailures failures, ms; each further failure doubles it. */
const FIRST_DELAY_MS = 250;

/** What is known of a sign-in attempt before Auth.js reads it. */
export interface LoginAttemptInput {
  /** The client IP (request.ip: the first untrusted hop, server/http/trusted-proxies.ts). */
  readonly ip: string;
  /** The member sign-in's username; null for guest and ARS sign-ins. */
  readonly username: string | null;
  /** The device id of a valid device cookie of this username's member (server/auth/login-device.ts), else null. */
  readonly trustedDeviceId: string | null;
}

/** One counted attempt, settled once Auth.js has answered it. */
export interface LoginAttempt {
  /** `failed`: refused for its credentials (counts as a failure); else what was reserved for it is taken back. */
  settle(failed: boolean): Promise<void>;
}

/** Counts sign-in attempts; see createLoginRateLimit. */
export interface LoginRateLimit {
  /** Throws 429 RATE_LIMITED (with Retry-After) when a limit is reached; else waits the failures' delay, if any. */
  begin(input: LoginAttemptInput, reply: FastifyReply): Promise<LoginAttempt>;
}

const NOTHING_TO_SETTLE: LoginAttempt = { settle: async () => {} };

/**
 * The sign-in limits of README "Sign-in limits" (issue 15 finding 3), in the process's RateLimiter (shared through
 * Redis when set); keys name what they limit:
 * - `login:ip:<ip>`: every sign-in POST (member, guest, ARS) per client IP (perIp per windowMs);
 * - `login:user-ip:<user>:<ip>`: failed member sign-ins per username and IP (perUsernameIp per windowMs), reserved
 *   before the password is checked (so parallel guesses cannot overrun it) and taken back unless the attempt fails;
 * - `login:user:<user>`: failed member sign-ins per username from anywhere (perUsername per usernameWindowMs); past
 *   delayAfterFailures each untrusted attempt waits 250 ms doubling up to maxDelayMs, past perUsername it is refused;
 * - `login:device:<device>`: a trusted device's failures (perUsernameIp per windowMs), in place of the two above:
 *   failures from elsewhere neither stop nor slow the member's own browser.
 * `<user>` is a hash of the lower-cased username. Only failures reported by Auth.js after it accepted the request
 * (valid CSRF token, credentials refused) count, so posting a victim's username costs the victim nothing.
 */
export function createLoginRateLimit(limiter: RateLimiter, limits: LoginRateLimits): LoginRateLimit {
  const perAddress: RateLimitRule = { limit: limits.perUsernameIp, windowMs: limits.windowMs };
  const perUsername: RateLimitRule = { limit: limits.perUsername, windowMs: limits.usernameWindowMs };
  return {
    async begin({ ip, username, trustedDeviceId }, reply) {
      const attempts = await limiter.hit(`login:ip:${ip}`, { limit: limits.perIp, windowMs: limits.windowMs });
      if (!attempts.allowed) refuse(reply, attempts.retryAfterMs);
      if (username === null || username.trim() === '') return NOTHING_TO_SETTLE;
      const user = usernameKey(username);
      const failuresKey = `login:user:${user}`;
      const trusted = trustedDeviceId !== null;
      const failures = trusted ? { hits: 0, retryAfterMs: 0 } : await limiter.count(failuresKey, perUsername);
      if (failures.hits >= limits.perUsername) refuse(reply, failures.retryAfterMs);
      const reservedKey = trusted ? `login:device:${trustedDeviceId}` : `login:user-ip:${user}:${ip}`;
      const reserved = await limiter.hit(reservedKey, perAddress);
      if (!reserved.allowed) {
        await limiter.refund(reservedKey, perAddress);
        refuse(reply, reserved.retryAfterMs);
      }
      const delayMs = trusted ? 0 : failureDelayMs(failures.hits, limits);
      if (delayMs > 0) await sleep(delayMs);
      let settled = false;
      return {
        async settle(failed) {
          if (settled) return;
          settled = true;
          if (failed) await limiter.hit(failuresKey, perUsername);
          else await limiter.refund(reservedKey, perAddress);
        },
      };
    },
  };
}

/** The wait before an untrusted attempt on a username with `failures` recent failures (0 up to delayAfterFailures). */
function failureDelayMs(failures: number, limits: LoginRateLimits): number {
  const beyond = failures - limits.delayAfterFailures;
  if (beyond <= 0) return 0;
  return Math.min(limits.maxDelayMs, FIRST_DELAY_MS * 2 ** Math.min(beyond - 1, 20));
}

/** Usernames are case-insensitive; hashed so a long or odd one makes a short, safe key. */
function usernameKey(username: string): string {
  return createHash('sha256').update(username.trim().toLowerCase()).digest('base64url');
}

function refuse(reply: FastifyReply, retryAfterMs: number): never {
  reply.header('retry-after', String(Math.max(1, Math.ceil(retryAfterMs / 1000))));
  throw new DomainHttpError({ status: 429, code: ERROR_CODES.RATE_LIMITED, message: LOGIN_RATE_LIMITED_MESSAGE });
}
