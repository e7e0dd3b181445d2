import type { preHandlerAsyncHookHandler } from 'fastify';
import type { RateLimiter, RateLimitRule } from '../rate-limit/rate-limiter';
import { failure } from '../services/account/account-failures';
import { failureError } from './account-answers';

/**
 * The public account calls that tell something about someone's account, grouped by what they reveal; each family is
 * counted on its own per client IP (`lookup:<family>:<ip>`):
 * - check-username: whether an id is taken (with find-username's masked id it completes the id: issue 15 finding 7);
 * - registration: register/init(-ci) (a phone or identity already a member) and register/process(-ci) (an id taken);
 * - find-account: find/username(-ci) and find/password/init(-ci) (which account a phone, identity or id has).
 * Catalog, branch and content reads tell nothing about people and are not counted.
 */
export type AccountLookupFamily = 'check-username' | 'registration' | 'find-account';

/** 40 calls of a family per client IP in 10 minutes: a sign-up or a lost id takes a handful, a crawl is stopped. */
const LOOKUP_RULE: RateLimitRule = { limit: 40, windowMs: 10 * 60 * 1000 };

/**
 * A preHandler counting one call of `family` for the client IP in the process's rate limiter; past the limit it
 * answers 429 RATE_LIMITED with Retry-After and the Korean 'client-quota' message (server/routes/account-answers.ts).
 */
export function limitAccountLookups(limiter: RateLimiter, family: AccountLookupFamily): preHandlerAsyncHookHandler {
  return async (request, reply) => {
    const decision = await limiter.hit(`lookup:${family}:${request.ip}`, LOOKUP_RULE);
    if (decision.allowed) return;
    reply.header('retry-after', String(Math.max(1, Math.ceil(decision.retryAfterMs / 1000))));
    throw failureError(failure('client-quota'));
  };
}
