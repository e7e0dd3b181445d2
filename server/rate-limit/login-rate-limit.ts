import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ERROR_CODES } from '../../src/contract/errors';
import type { LoginRateLimits } from '../auth/auth-settings';
import { DomainHttpError } from '../http/domain-http-error';
import type { RateLimiter } from './rate-limiter';

/** The 429 message of a throttled sign-in (shown to the customer as is). */
export const LOGIN_RATE_LIMITED_MESSAGE = '로그인 시도가 너무 많습니다. 잠시 후 다시 시도해주세요.';

/** Counts one sign-in attempt; throws 429 RATE_LIMITED when the IP or (member sign-in) the username is over. */
export type LoginRateLimit = (request: FastifyRequest, reply: FastifyReply, username: string | null) => Promise<void>;

/**
 * The check for one sign-in attempt: per client IP (`login:ip:<ip>`), then, when a username is given, per username
 * regardless of case (`login:user:<hash>`). The IP is counted first, so a refused IP does not use up the username's
 * budget of someone else's account. Counts live in the process's RateLimiter (shared through Redis when set).
 */
export function createLoginRateLimit(limiter: RateLimiter, limits: LoginRateLimits): LoginRateLimit {
  const { perIp, perUsername, windowMs } = limits;
  return async (request, reply, username) => {
    await enforce(limiter, `login:ip:${request.ip}`, { limit: perIp, windowMs }, reply);
    if (username === null || username === '') return;
    await enforce(limiter, `login:user:${usernameKey(username)}`, { limit: perUsername, windowMs }, reply);
  };
}

/** Usernames are case-insensitive; hashed so a long or odd one makes a short, safe key. */
function usernameKey(username: string): string {
  return createHash('sha256').update(username.trim().toLowerCase()).digest('base64url');
}

async function enforce(
  limiter: RateLimiter,
  key: string,
  rule: { limit: number; windowMs: number },
  reply: FastifyReply,
): Promise<void> {
  const decision = await limiter.hit(key, rule);
  if (decision.allowed) return;
  reply.header('retry-after', String(Math.max(1, Math.ceil(decision.retryAfterMs / 1000))));
  throw new DomainHttpError({ status: 429, code: ERROR_CODES.RATE_LIMITED, message: LOGIN_RATE_LIMITED_MESSAGE });
}
