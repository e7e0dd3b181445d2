import { addressEndpoints } from '../../src/contract/address';
import { ERROR_CODES } from '../../src/contract/errors';
import type { RouteModule } from '../app';
import { principalOf } from '../auth/require-session';
import { DomainHttpError, NOT_FOUND_MESSAGE } from '../http/domain-http-error';
import type { AddressOutcome, AddressRemovalOutcome } from '../services/address/address-service';
import { addressToCoord, coordToAddress } from '../services/address/geocoder';
import { endpointRoute } from './endpoint-route';

/** The failure kinds of the address calls: no such address of the caller's, or no dataset address for a query. */
type FailureKind = Exclude<AddressOutcome | AddressRemovalOutcome, { kind: 'ok' }>['kind'] | 'no-match';

/**
 * The one table from a failed outcome's kind to its answer. Another owner's address is 404 ELEMENT_NOT_FOUND like
 * a missing one (never 403: its id must not be confirmable); so is a geocoding query the dataset cannot answer.
 * Successes answer the 2xx status of their endpoint row.
 */
const FAILURES: Readonly<Record<FailureKind, { readonly status: number; readonly code: string }>> = {
  'not-found': { status: 404, code: ERROR_CODES.ELEMENT_NOT_FOUND },
  'no-match': { status: 404, code: ERROR_CODES.ELEMENT_NOT_FOUND },
};

function failureOf(kind: FailureKind): DomainHttpError {
  return new DomainHttpError({ ...FAILURES[kind], message: NOT_FOUND_MESSAGE });
}

/**
 * Spec §7 Account › address, registered from the contract's addressEndpoints table: the owner's addresses need a
 * session; the two geocoding calls over the offline dataset are public, as the table says.
 */
export const addressRoutes: RouteModule = async (app, deps) => {
  const service = deps.services.address;
  const {
    create,
    list,
    defaultAddress,
    update,
    remove,
    addressToCoord: toCoord,
    coordToAddress: toAddress,
  } = addressEndpoints;

  app.route({
    ...endpointRoute(create, deps),
    handler: async (request, reply) =>
      reply.code(201).send(await service.create(principalOf(request).sub, request.body)),
  });

  app.route({
    ...endpointRoute(list, deps),
    handler: async (request, reply) => reply.code(200).send(await service.list(principalOf(request).sub)),
  });

  app.route({
    ...endpointRoute(defaultAddress, deps),
    handler: async (request, reply) => {
      const outcome = await service.defaultAddress(principalOf(request).sub);
      if (outcome.kind !== 'ok') throw failureOf(outcome.kind);
      return reply.code(200).send(outcome.address);
    },
  });

  app.route({
    ...endpointRoute(update, deps),
    handler: async (request, reply) => {
      const outcome = await service.update(principalOf(request).sub, request.params.id, request.body);
      if (outcome.kind !== 'ok') throw failureOf(outcome.kind);
      return reply.code(200).send(outcome.address);
    },
  });

  app.route({
    ...endpointRoute(remove, deps),
    handler: async (request, reply) => {
      const outcome = await service.remove(principalOf(request).sub, request.params.id);
      if (outcome.kind !== 'ok') throw failureOf(outcome.kind);
      return reply.code(204).send(null);
    },
  });

  app.route({
    ...endpointRoute(toCoord, deps),
    handler: async (request, reply) => {
      const found = await addressToCoord(deps.db, request.query.address);
      if (found === null) throw failureOf('no-match');
      return reply.code(200).send(found);
    },
  });

  app.route({
    ...endpointRoute(toAddress, deps),
    handler: async (request, reply) => {
      const found = await coordToAddress(deps.db, { lat: request.query.lat, lng: request.query.lng });
      if (found === null) throw failureOf('no-match');
      return reply.code(200).send({ roadAddress: found.roadAddress, jibunAddress: found.jibunAddress });
    },
  });
};
