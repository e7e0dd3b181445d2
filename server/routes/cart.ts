import { cartEndpoints } from '../../src/contract/cart';
import { ERROR_CODES } from '../../src/contract/errors';
import type { RouteModule } from '../app';
import { principalOf } from '../auth/require-session';
import { DomainHttpError, NOT_FOUND_MESSAGE } from '../http/domain-http-error';
import type { CartLineOutcome, CartRemovalOutcome } from '../services/cart/cart-service';
import { endpointRoute } from './endpoint-route';

type Failure = Exclude<CartLineOutcome | CartRemovalOutcome, { kind: 'ok' }>;

/**
 * The one table from a failed outcome's kind to its status: a line that is not the caller's is 404
 * ELEMENT_NOT_FOUND (never 403: another owner's ids must not be confirmable); a catalog refusal is 400 with its own
 * code and field. Successes answer the 2xx status of their endpoint row.
 */
const FAILURE_STATUS: Readonly<Record<Failure['kind'], number>> = { 'not-found': 404, rejected: 400 };

function failureOf(failure: Failure): DomainHttpError {
  const status = FAILURE_STATUS[failure.kind];
  if (failure.kind === 'rejected') return new DomainHttpError({ status, ...failure.rejection });
  return new DomainHttpError({ status, code: ERROR_CODES.ELEMENT_NOT_FOUND, message: NOT_FOUND_MESSAGE });
}

/** Spec §7 Delivery › Cart, registered from the contract's cartEndpoints table; every call needs a session. */
export const cartRoutes: RouteModule = async (app, deps) => {
  const service = deps.services.cart;

  app.route({
    ...endpointRoute(cartEndpoints.list, deps),
    handler: async (request, reply) => reply.code(200).send(await service.list(principalOf(request).sub)),
  });

  app.route({
    ...endpointRoute(cartEndpoints.count, deps),
    handler: async (request, reply) =>
      reply.code(200).send({ cartCount: await service.count(principalOf(request).sub) }),
  });

  app.route({
    ...endpointRoute(cartEndpoints.add, deps),
    handler: async (request, reply) => {
      const outcome = await service.add(principalOf(request).sub, request.body);
      if (outcome.kind !== 'ok') throw failureOf(outcome);
      return reply.code(201).send(outcome.line);
    },
  });

  app.route({
    ...endpointRoute(cartEndpoints.changeQuantity, deps),
    handler: async (request, reply) => {
      const { sub } = principalOf(request);
      const outcome = await service.changeQuantity(sub, request.params.id, request.body.quantity);
      if (outcome.kind !== 'ok') throw failureOf(outcome);
      return reply.code(200).send(outcome.line);
    },
  });

  app.route({
    ...endpointRoute(cartEndpoints.remove, deps),
    handler: async (request, reply) => {
      const outcome = await service.remove(principalOf(request).sub, request.params.id);
      if (outcome.kind !== 'ok') throw failureOf(outcome);
      return reply.code(204).send(null);
    },
  });

  app.route({
    ...endpointRoute(cartEndpoints.clear, deps),
    handler: async (request, reply) => {
      await service.clear(principalOf(request).sub);
      return reply.code(204).send(null);
    },
  });
};
