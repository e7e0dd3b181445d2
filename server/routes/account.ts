import type { FastifyReply, FastifyRequest } from 'fastify';
import { accountEndpoints, memberEndpoints } from '../../src/contract/account';
import type { RouteDeps, RouteModule, ZodApp } from '../app';
import { verifyAccessToken } from '../auth/access-token';
import { parseOrigins } from '../auth/auth-settings';
import { createOriginCheck } from '../auth/origin-check';
import { accessTokenOf, principalOf } from '../auth/require-session';
import { owners } from '../db/schema';
import { createRateLimiter } from '../rate-limit/create-rate-limiter';
import type { RateLimiter } from '../rate-limit/rate-limiter';
import { openRedis } from '../rate-limit/redis-connection';
import { type AccountFailure, failure, failureError } from '../services/account/account-failures';
import type { MemberRow } from '../services/account/account-members';
import {
  type AccountPartnerOptions,
  type AccountServices,
  createAccountServices,
  type Env,
  isProduction,
} from '../services/account/account-services';
import { recordGuestPhone } from '../services/account/guest-phone-service';
import { memberOfSession } from '../services/account/member-account-service';
import { registerArsLinkPage, registerIdentitySimulator, registerSmsOutboxPages } from './dev';
import { endpointRoute } from './endpoint-route';

/** The account routes' partners and switches (AccountPartnerOptions) plus the counters and the dev pages. */
export interface AccountRoutesOptions extends AccountPartnerOptions {
  /** Per-IP and per-member counters. Default: Redis when REDIS_URL is set, else this process's memory. */
  readonly limiter?: RateLimiter;
  /** GET /dev/sms pages. Default: on unless NODE_ENV=production. */
  readonly devPages?: boolean;
}

/**
 * Spec §7 Account calls (phone verification, sign-up, find, member info, grade, points, guest phone) and Delivery
 * member/info and point/hpc/info, from the contract's accountEndpoints and memberEndpoints tables; plus the local
 * partners' pages (/dev/sms, /auth-sim). State-changing calls pass the origin check.
 */
export function createAccountRoutes(options: AccountRoutesOptions = {}): RouteModule {
  return async (app, deps) => {
    const env = options.env ?? process.env;
    const limiter = options.limiter ?? ownLimiter(app, env);
    const services = createAccountServices({ db: deps.db, authKey: deps.authKey, now: deps.now, limiter }, options);
    app.addHook('preHandler', createOriginCheck(parseOrigins(env['ALLOWED_ORIGINS'])));
    registerSmsOutboxPages(app, { db: deps.db, enabled: options.devPages ?? !isProduction(env) });
    registerArsLinkPage(app, { ...deps, enabled: options.devPages ?? !isProduction(env) });
    registerIdentitySimulator(app, { simulator: services.identitySimulator, now: deps.now });
    registerPublicCalls(app, deps, services);
    registerMemberCalls(app, deps, services);
  };
}

/** The account calls as `npm start` runs them: partners and switches from the process environment. */
export const accountRoutes: RouteModule = createAccountRoutes();

function registerPublicCalls(app: ZodApp, deps: RouteDeps, services: AccountServices): void {
  const { phone, registration, find } = services;
  const calls = accountEndpoints;

  app.route({
    ...endpointRoute(calls.phoneVerificationCreate, deps),
    handler: async (request, reply) => {
      const sent = settled(reply, await phone.send({ ...request.body, clientIp: request.ip }));
      return reply.code(200).send({
        expiresAt: sent.expiresAt.toISOString(),
        resendAvailableAt: sent.resendAvailableAt.toISOString(),
      });
    },
  });

  app.route({
    ...endpointRoute(calls.phoneVerificationConfirm, deps),
    handler: async (request, reply) => {
      const guestOwnerId = await guestOwnerOf(request, deps);
      const confirmed = settled(reply, await phone.confirm({ ...request.body, clientIp: request.ip, guestOwnerId }));
      return reply
        .code(200)
        .send({ confirmationToken: confirmed.confirmationToken, expiresAt: confirmed.expiresAt.toISOString() });
    },
  });

  app.route({
    ...endpointRoute(calls.guestPhone, deps),
    handler: async (request, reply) => {
      settled(reply, await recordGuestPhone(deps.db, phone, principalOf(request), request.body, deps.now));
      return reply.code(204).send(null);
    },
  });

  app.route({
    ...endpointRoute(calls.checkUsername, deps),
    handler: async (request, reply) =>
      reply.code(200).send({ available: await registration.isUsernameAvailable(request.body.username) }),
  });

  const grantAnswer = (grant: { token: string; expiresAt: Date; name: string; phoneNumber: string }) => ({
    token: grant.token,
    expiresAt: grant.expiresAt.toISOString(),
    name: grant.name,
    phoneNumber: grant.phoneNumber,
  });

  app.route({
    ...endpointRoute(calls.registerInit, deps),
    handler: async (request, reply) =>
      reply.code(200).send(grantAnswer(settled(reply, await registration.initWithPhone(request.body)))),
  });

  app.route({
    ...endpointRoute(calls.registerInitCi, deps),
    handler: async (request, reply) =>
      reply.code(200).send(grantAnswer(settled(reply, await registration.initWithCi(request.body)))),
  });

  app.route({
    ...endpointRoute(calls.registerProcess, deps),
    handler: async (request, reply) => {
      const { username, name } = settled(reply, await registration.process('phone', request.body));
      return reply.code(201).send({ username, name });
    },
  });

  app.route({
    ...endpointRoute(calls.registerProcessCi, deps),
    handler: async (request, reply) => {
      const { username, name } = settled(reply, await registration.process('ci', request.body));
      return reply.code(201).send({ username, name });
    },
  });

  for (const endpoint of [calls.connectOauth, calls.connectOauthCi]) {
    app.route({
      ...endpointRoute(endpoint, deps),
      handler: async () => {
        throw failureError(failure('oauth-not-supported'));
      },
    });
  }

  app.route({
    ...endpointRoute(calls.marketingInfo, deps),
    handler: async (request, reply) => {
      settled(reply, await registration.updateMarketing(request.body));
      return reply.code(204).send(null);
    },
  });

  const foundAnswer = (found: { username: string; joinedAt: Date }) => ({
    username: found.username,
    joinedAt: found.joinedAt.toISOString(),
  });

  app.route({
    ...endpointRoute(calls.findUsername, deps),
    handler: async (request, reply) =>
      reply.code(200).send(foundAnswer(settled(reply, await find.findUsername(request.body)))),
  });

  app.route({
    ...endpointRoute(calls.findUsernameCi, deps),
    handler: async (request, reply) =>
      reply.code(200).send(foundAnswer(settled(reply, await find.findUsernameByCi(request.body.ciToken)))),
  });

  const resetAnswer = (grant: { token: string; expiresAt: Date }) => ({
    token: grant.token,
    expiresAt: grant.expiresAt.toISOString(),
  });

  app.route({
    ...endpointRoute(calls.passwordInit, deps),
    handler: async (request, reply) =>
      reply.code(200).send(resetAnswer(settled(reply, await find.initReset(request.body)))),
  });

  app.route({
    ...endpointRoute(calls.passwordInitCi, deps),
    handler: async (request, reply) =>
      reply.code(200).send(resetAnswer(settled(reply, await find.initResetByCi(request.body)))),
  });

  app.route({
    ...endpointRoute(calls.passwordProcess, deps),
    handler: async (request, reply) => {
      settled(reply, await find.processReset(request.body));
      return reply.code(204).send(null);
    },
  });
}

function registerMemberCalls(app: ZodApp, deps: RouteDeps, services: AccountServices): void {
  const { account, points } = services;
  const calls = memberEndpoints;
  const memberOf = async (request: FastifyRequest, reply: FastifyReply): Promise<MemberRow> =>
    settled(reply, await memberOfSession(deps.db, principalOf(request)));
  const familyOf = (request: FastifyRequest) => principalOf(request).familyId;

  for (const endpoint of [calls.info, calls.deliveryInfo]) {
    app.route({
      ...endpointRoute(endpoint, deps),
      handler: async (request, reply) => reply.code(200).send(await account.info(await memberOf(request, reply))),
    });
  }

  app.route({
    ...endpointRoute(calls.updateInfo, deps),
    handler: async (request, reply) =>
      reply.code(200).send(await account.updateInfo(await memberOf(request, reply), request.body)),
  });

  app.route({
    ...endpointRoute(calls.resign, deps),
    handler: async (request, reply) => {
      await account.resign(await memberOf(request, reply));
      return reply.code(204).send(null);
    },
  });

  app.route({
    ...endpointRoute(calls.changePassword, deps),
    handler: async (request, reply) => {
      const member = await memberOf(request, reply);
      settled(reply, await account.changePassword(member, familyOf(request), request.body));
      return reply.code(204).send(null);
    },
  });

  app.route({
    ...endpointRoute(calls.changePhone, deps),
    handler: async (request, reply) => {
      const member = await memberOf(request, reply);
      settled(reply, await account.changePhone(member, familyOf(request), request.body));
      return reply.code(204).send(null);
    },
  });

  app.route({
    ...endpointRoute(calls.updateCi, deps),
    handler: async (request, reply) => {
      settled(reply, await account.updateCi(await memberOf(request, reply), request.body.ciToken));
      return reply.code(204).send(null);
    },
  });

  app.route({
    ...endpointRoute(calls.myGrade, deps),
    handler: async (request, reply) =>
      reply.code(200).send(settled(reply, await account.myGrade(await memberOf(request, reply)))),
  });

  app.route({
    ...endpointRoute(calls.grades, deps),
    handler: async (_request, reply) => reply.code(200).send(await account.grades()),
  });

  app.route({
    ...endpointRoute(calls.points, deps),
    handler: async (request, reply) => {
      const member = await memberOf(request, reply);
      const page = await points.page(member.id, request.query.page, request.query.size);
      return reply.code(200).send({
        ...page,
        list: page.list.map((entry) => ({
          id: entry.id,
          description: entry.description,
          amount: entry.amount,
          occurredAt: entry.occurredAt.toISOString(),
        })),
      });
    },
  });

  app.route({
    ...endpointRoute(calls.pointStatus, deps),
    handler: async (request, reply) =>
      reply.code(200).send(await points.status((await memberOf(request, reply)).id, deps.now())),
  });

  app.route({
    ...endpointRoute(calls.happyPoint, deps),
    handler: async (request, reply) => reply.code(200).send(await account.happyPoint(await memberOf(request, reply))),
  });
}

/** The success of an outcome, or the refusal thrown as its HTTP answer (with Retry-After for rate limits). */
function settled<T>(reply: FastifyReply, outcome: T | AccountFailure): Exclude<T, AccountFailure> {
  if (isFailure(outcome)) {
    if (outcome.retryAfterSeconds !== undefined) reply.header('retry-after', String(outcome.retryAfterSeconds));
    throw failureError(outcome);
  }
  return outcome as Exclude<T, AccountFailure>;
}

function isFailure(value: unknown): value is AccountFailure {
  return typeof value === 'object' && value !== null && (value as { kind?: unknown }).kind === 'failure';
}

/**
 * The guest owner behind a confirm call, when it carries a valid guest access token (the call itself is public):
 * a later guest sign-in with the confirmation token continues as that guest (server/auth/guest-confirmation.ts).
 */
async function guestOwnerOf(request: FastifyRequest, deps: RouteDeps): Promise<string | null> {
  const token = accessTokenOf(request);
  const claims = token === undefined ? null : await verifyAccessToken(token, deps.authKey);
  if (claims === null || claims.type !== 'guest') return null;
  await deps.db.insert(owners).values({ id: claims.sub, kind: 'guest' }).onConflictDoNothing({ target: owners.id });
  return claims.sub;
}

/** The deployment's counters, with this module's Redis connection closed when the server stops. */
function ownLimiter(app: ZodApp, env: Env): RateLimiter {
  const url = env['REDIS_URL']?.trim();
  if (url === undefined || url === '') return createRateLimiter(undefined);
  const redis = openRedis(url);
  app.addHook('onClose', async () => {
    await redis.quit().catch(() => redis.disconnect());
  });
  return createRateLimiter(redis, 'account:');
}
