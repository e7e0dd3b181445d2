import type { FastifyRequest } from 'fastify';
import { accountEndpoints } from '../../src/contract/account';
import type { RouteDeps, RouteModule, ZodApp } from '../app';
import { verifyAccessToken } from '../auth/access-token';
import { createOriginCheck } from '../auth/origin-check';
import { accessTokenOf, principalOf } from '../auth/require-session';
import { owners } from '../db/schema';
import { failure } from '../services/account/account-failures';
import type { AccountServices } from '../services/account/account-services';
import { recordGuestPhone } from '../services/account/guest-phone-service';
import { failureError, settled } from './account-answers';
import { limitAccountLookups } from './account-lookup-limit';
import { registerMemberCalls } from './account-member';
import { registerArsLinkPage, registerIdentitySimulator, registerSmsOutboxPages } from './dev';
import { endpointRoute } from './endpoint-route';

/**
 * Spec §7 Account calls (phone verification, sign-up, find, member info, grade, points, guest phone) and Delivery
 * member/info and point/hpc/info, from the contract's accountEndpoints and memberEndpoints tables; plus the local
 * partners' pages (/dev/sms, /auth-sim). State-changing calls pass the origin check. The services and the switches
 * come from the composition root (server/composition.ts, server/config.ts).
 */
export const accountRoutes: RouteModule = async (app, deps) => {
  const services = deps.services.account;
  const { devPages } = deps.settings;
  app.addHook('preHandler', createOriginCheck(deps.settings.auth.allowedOrigins));
  registerSmsOutboxPages(app, { db: deps.db, enabled: devPages });
  registerArsLinkPage(app, { ...deps, enabled: devPages });
  registerIdentitySimulator(app, { simulator: services.identitySimulator, now: deps.now });
  registerPublicCalls(app, deps, services);
  registerMemberCalls(app, deps, services);
};

function registerPublicCalls(app: ZodApp, deps: RouteDeps, services: AccountServices): void {
  const { phone, registration, find } = services;
  const calls = accountEndpoints;
  // Issue 15 finding 7: every public call that tells something about an account is counted per client IP.
  const lookups = {
    checkUsername: limitAccountLookups(deps.rateLimiter, 'check-username'),
    registration: limitAccountLookups(deps.rateLimiter, 'registration'),
    findAccount: limitAccountLookups(deps.rateLimiter, 'find-account'),
  };

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
    preHandler: lookups.checkUsername,
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
    preHandler: lookups.registration,
    handler: async (request, reply) =>
      reply.code(200).send(grantAnswer(settled(reply, await registration.initWithPhone(request.body)))),
  });

  app.route({
    ...endpointRoute(calls.registerInitCi, deps),
    preHandler: lookups.registration,
    handler: async (request, reply) =>
      reply.code(200).send(grantAnswer(settled(reply, await registration.initWithCi(request.body)))),
  });

  app.route({
    ...endpointRoute(calls.registerProcess, deps),
    preHandler: lookups.registration,
    handler: async (request, reply) => {
      const { username, name } = settled(reply, await registration.process('phone', request.body));
      return reply.code(201).send({ username, name });
    },
  });

  app.route({
    ...endpointRoute(calls.registerProcessCi, deps),
    preHandler: lookups.registration,
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
    preHandler: lookups.findAccount,
    handler: async (request, reply) =>
      reply.code(200).send(foundAnswer(settled(reply, await find.findUsername(request.body)))),
  });

  app.route({
    ...endpointRoute(calls.findUsernameCi, deps),
    preHandler: lookups.findAccount,
    handler: async (request, reply) =>
      reply.code(200).send(foundAnswer(settled(reply, await find.findUsernameByCi(request.body.ciToken)))),
  });

  const resetAnswer = (grant: { token: string; expiresAt: Date }) => ({
    token: grant.token,
    expiresAt: grant.expiresAt.toISOString(),
  });

  app.route({
    ...endpointRoute(calls.passwordInit, deps),
    preHandler: lookups.findAccount,
    handler: async (request, reply) =>
      reply.code(200).send(resetAnswer(settled(reply, await find.initReset(request.body)))),
  });

  app.route({
    ...endpointRoute(calls.passwordInitCi, deps),
    preHandler: lookups.findAccount,
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

/**
 * The guest owner behind a confirm call, when it carries a valid guest access token (the call itself is public):
 * a later guest sign-in with the confirmation token continues as that guest (server/auth/guest-confirmation.ts).
 */
async function guestOwnerOf(request: FastifyRequest, deps: RouteDeps): Promise<string | null> {
  const token = accessTokenOf(request);
  const claims = token === undefined ? null : await verifyAccessToken(token, deps.authKey, deps.now());
  if (claims === null || claims.type !== 'guest') return null;
  await deps.db.insert(owners).values({ id: claims.sub, kind: 'guest' }).onConflictDoNothing({ target: owners.id });
  return claims.sub;
}
