import type { FastifyReply, FastifyRequest } from 'fastify';
import { memberEndpoints } from '../../src/contract/account';
import type { RouteDeps, ZodApp } from '../app';
import { principalOf } from '../auth/require-session';
import type { MemberRow } from '../services/account/account-members';
import type { AccountServices } from '../services/account/account-services';
import { memberOfSession } from '../services/account/member-account-service';
import { settled } from './account-answers';
import { endpointRoute } from './endpoint-route';

/** The signed-in member's calls (spec §7 member info, password, phone, CI, grade, points, Happy Point). */
export function registerMemberCalls(app: ZodApp, deps: RouteDeps, services: AccountServices): void {
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
          kind: entry.kind,
          description: entry.description,
          amount: entry.amount,
          occurredAt: entry.occurredAt.toISOString(),
          expiresAt: entry.expiresAt?.toISOString() ?? null,
          orderId: entry.orderId,
          orderNo: entry.orderNo,
        })),
      });
    },
  });

  app.route({
    ...endpointRoute(calls.pointStatus, deps),
    handler: async (request, reply) => reply.code(200).send(await points.status((await memberOf(request, reply)).id)),
  });

  app.route({
    ...endpointRoute(calls.happyPoint, deps),
    handler: async (request, reply) => reply.code(200).send(await account.happyPoint(await memberOf(request, reply))),
  });
}
