import { familyEndpoints } from '../../src/contract/family';
import type { RouteModule } from '../app';
import { ResponseCache } from '../http/cache';
import { endpointRoute, found } from './endpoint-route';

/**
 * Spec §7 Delivery › Family, registered from `familyEndpoints`. A branch card and the name search depend only on
 * branch data and are cached (issue §6); delivery-info says whether the branch is open now, so it never is.
 */
export const familyRoutes: RouteModule = async (app, deps) => {
  const stores = deps.services.stores;
  const cache = new ResponseCache(deps.catalogChanges);

  app.route({
    ...endpointRoute(familyEndpoints.family, deps, cache),
    handler: async (request) => found(await stores.family(request.params.branchId)),
  });

  app.route({
    ...endpointRoute(familyEndpoints.searchByName, deps, cache),
    handler: async (request) => stores.searchByName(request.params.name, request.query.page, request.query.size),
  });

  app.route({
    ...endpointRoute(familyEndpoints.deliveryInfo, deps),
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return found(await stores.deliveryInfo(request.params.branchId, deps.now()));
    },
  });
};
