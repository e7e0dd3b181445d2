import { AGENT_MISMATCH_MESSAGE } from '../../src/contract/ars';
import { type CheckoutBreakdownWire, orderEndpoints } from '../../src/contract/order';
import { quickOrderEndpoints } from '../../src/contract/quick-order';
import type { Agent } from '../../src/domain/shared/constants';
import type { RouteModule } from '../app';
import { callerOf, principalOf } from '../auth/require-session';
import { DomainHttpError } from '../http/domain-http-error';
import { isRefusal, type OrderRefusal } from '../services/orders/order-errors';
import { endpointRoute, found } from './endpoint-route';
import { orderRefusalError } from './order-refusals';
import { textTrackingLink } from './order-tracking';

/** The value, or its refusal thrown as the HTTP answer (order-refusals.ts). */
function unwrap<T>(value: T | OrderRefusal): T {
  if (isRefusal(value)) throw orderRefusalError(value);
  return value;
}

/**
 * Spec §7 Delivery › Order, adult verification and Quick order, on the services of the composition root
 * (server/composition.ts: the payment gateway, Happy Point and identity are the local simulators unless a
 * franchise plugs its own there). The branch simulator runs while these routes are served.
 */
export const orderRoutes: RouteModule = async (app, deps) => {
  const { checkouts, placement, orders, quickOrders: quick, adult, branchSimulator } = deps.services;
  if (branchSimulator !== null) {
    app.addHook('onReady', async () => branchSimulator.start());
    app.addHook('onClose', async () => branchSimulator.stop());
  }
  // The tracking-link texts still on their way are sent (or fail) before the database closes.
  app.addHook('onClose', async () => deps.services.tracking.texts.settled());
  const calls = orderEndpoints;

  app.route({
    ...endpointRoute(calls.init, deps),
    handler: async (request, reply) => {
      const checkout = unwrap(await checkouts.init(callerOf(request), request.body));
      return reply.code(201).send(checkout);
    },
  });

  app.route({
    ...endpointRoute(calls.calc, deps),
    handler: async (request, reply) => {
      // The domain's breakdown is the wire's checkoutBreakdownSchema with readonly arrays.
      const breakdown = unwrap(await checkouts.calc(callerOf(request), request.body)) as CheckoutBreakdownWire;
      return reply.code(200).send(breakdown);
    },
  });

  app.route({
    ...endpointRoute(calls.process, deps),
    handler: async (request, reply) => {
      // The agent is recorded on the order: it must be the session's own (VISUALARS/AGENTCALL only in ARS mode).
      const agent = await deps.services.ars.agents.recordedAgent(
        principalOf(request),
        request.headers['x-agent'] as Agent,
      );
      if (agent === null) {
        throw new DomainHttpError({ status: 422, code: 'AGENT_MISMATCH', message: AGENT_MISMATCH_MESSAGE });
      }
      const key = request.headers['idempotency-key'] as string;
      const outcome = unwrap(await placement.process(callerOf(request), key, agent, request.body));
      // Issue 14: the receiver's tracking link, texted once per order after its commit (a replayed answer sends none).
      if (outcome.texted !== undefined) textTrackingLink(deps, request, outcome.texted);
      return reply.code(201).send(outcome.order);
    },
  });

  app.route({
    ...endpointRoute(calls.cancel, deps),
    handler: async (request, reply) =>
      reply.code(200).send(unwrap(found(await orders.cancel(callerOf(request), request.params.id)))),
  });

  app.route({
    ...endpointRoute(calls.complete, deps),
    handler: async (request, reply) =>
      reply.code(200).send(found(await orders.complete(callerOf(request), request.query.orderId))),
  });

  app.route({
    ...endpointRoute(calls.historyDetail, deps),
    handler: async (request, reply) =>
      reply.code(200).send(found(await orders.detail(callerOf(request), request.params.id))),
  });

  app.route({
    ...endpointRoute(calls.history, deps),
    handler: async (request, reply) =>
      reply.code(200).send(await orders.history(callerOf(request), request.query.page, request.query.size)),
  });

  app.route({
    ...endpointRoute(calls.adultStatus, deps),
    handler: async (request, reply) =>
      reply.code(200).send({ adultVerified: await adult.isVerified(callerOf(request).ownerId) }),
  });

  app.route({
    ...endpointRoute(calls.adultToken, deps),
    handler: async (request, reply) =>
      reply.code(200).send({ token: adult.issueToken(callerOf(request).ownerId), verifyType: 'ADULT_VERIFY' as const }),
  });

  app.route({
    ...endpointRoute(calls.adultVerify, deps),
    handler: async (request, reply) => {
      const { token, ciToken } = request.body;
      unwrap(await adult.verify(callerOf(request).ownerId, token, ciToken));
      return reply.code(200).send({ adultVerified: true });
    },
  });

  const quickCalls = quickOrderEndpoints;
  app.route({
    ...endpointRoute(quickCalls.create, deps),
    handler: async (request, reply) => {
      const { orderHistoryId, quickOrderTitle } = request.body;
      return reply.code(201).send(unwrap(await quick.create(callerOf(request), orderHistoryId, quickOrderTitle)));
    },
  });
  app.route({
    ...endpointRoute(quickCalls.list, deps),
    handler: async (request, reply) => reply.code(200).send(unwrap(await quick.list(callerOf(request)))),
  });
  app.route({
    ...endpointRoute(quickCalls.items, deps),
    handler: async (request, reply) =>
      reply.code(200).send(unwrap(found(await quick.items(callerOf(request), request.params.id)))),
  });
  app.route({
    ...endpointRoute(quickCalls.rename, deps),
    handler: async (request, reply) => {
      unwrap(found(await quick.rename(callerOf(request), request.params.id, request.body.quickOrderTitle)));
      return reply.code(204).send(null);
    },
  });
  app.route({
    ...endpointRoute(quickCalls.remove, deps),
    handler: async (request, reply) => {
      unwrap(found(await quick.remove(callerOf(request), request.params.id)));
      return reply.code(204).send(null);
    },
  });
  app.route({
    ...endpointRoute(quickCalls.removeDetail, deps),
    handler: async (request, reply) => {
      unwrap(found(await quick.removeDetail(callerOf(request), request.params.id)));
      return reply.code(204).send(null);
    },
  });
  app.route({
    ...endpointRoute(quickCalls.reorder, deps),
    handler: async (request, reply) =>
      reply
        .code(200)
        .send(unwrap(found(await quick.reorder(callerOf(request), request.params.id, request.body.branchId)))),
  });
};
