import { createHash } from 'node:crypto';
import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
import { ERROR_CODES } from '../../src/contract/errors';
import type { LoginRateLimits } from '../auth/auth-settings';
import { DomainHttpError } from '../http/domain-http-error';

/** The 429 message of a throttled sign-in (shown to the customer as is). */
export const LOGIN_RATE_LIMITED_MESSAGE = '로그인 시도가 너무 많습니다. 잠시 후 다시 시도해주세요.';

export interface LoginRateLimitOptions {
  readonly limits: LoginRateLimits;
  /** Shared state for every instance (REDIS_URL); absent keeps the counters in this process. */
  readonly redis?: Redis;
  /** Redis key prefix (tests isolate runs with their own). */
  readonly nameSpace?: string;
}

/** Counts one sign-in attempt; throws 429 RATE_LIMITED when the IP or (member sign-in) the username is over. */
export type LoginRateLimit = (request: FastifyRequest, reply: FastifyReply, username: string | null) => Promise<void>;

type Limiter = ReturnType<FastifyInstance['createRateLimit']>;

/**
 * Registers @fastify/rate-limit in `app`'s scope (no global limit: only sign-ins are counted) and answers the check
 * for one attempt: per client IP, and per username regardless of case when one is given. When the shared store
 * fails, attempts pass (skipOnError): an outage of Redis must not lock every customer out.
 */
export async function installLoginRateLimit(
  app: FastifyInstance,
  options: LoginRateLimitOptions,
): Promise<LoginRateLimit> {
  await app.register(fastifyRateLimit, {
    global: false,
    redis: options.redis,
    nameSpace: options.nameSpace ?? 'login-rate-limit:',
    skipOnError: true,
  });
  const { perIp, perUsername, windowMs } = options.limits;
  const byIp = app.createRateLimit({ max: perIp, timeWindow: windowMs, keyGenerator: (request) => `ip:${request.ip}` });
  const byUsername = app.createRateLimit({
    max: perUsername,
    timeWindow: windowMs,
    keyGenerator: (request) => `user:${usernameKey(attemptedUsername.get(request) ?? '')}`,
  });
  return async (request, reply, username) => {
    await enforce(byIp, request, reply);
    if (username === null || username === '') return;
    attemptedUsername.set(request, username);
    await enforce(byUsername, request, reply);
  };
}

/** The username of the attempt being counted (the key generator receives only the request). */
const attemptedUsername = new WeakMap<FastifyRequest, string>();

/** Usernames are case-insensitive; hashed so a long or odd one makes a short, safe key. */
function usernameKey(username: string): string {
  return createHash('sha256').update(username.trim().toLowerCase()).digest('base64url');
}

async function enforce(limiter: Limiter, request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const outcome = await limiter(request);
  if (outcome.isAllowed || !outcome.isExceeded) return;
  reply.header('retry-after', String(outcome.ttlInSeconds));
  throw new DomainHttpError({ status: 429, code: ERROR_CODES.RATE_LIMITED, message: LOGIN_RATE_LIMITED_MESSAGE });
}
