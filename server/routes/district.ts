import { districtEndpoints } from '../../src/contract/district';
import type { RouteModule } from '../app';
import { endpointRoute } from './endpoint-route';

/** Spec §7 Delivery › district, registered from `districtEndpoints`: branches found from a text or a position. */
export const districtRoutes: RouteModule = async (app, deps) => {
  const stores = deps.services.stores;

  app.route({
    ...endpointRoute(districtEndpoints.searchFamily, deps),
    handler: async (request) => stores.searchFamily(request.body),
  });

  app.route({
    ...endpointRoute(districtEndpoints.delivery, deps),
    handler: async (request) => stores.delivery({ lat: request.body.latitude, lng: request.body.longitude }),
  });

  app.route({
    ...endpointRoute(districtEndpoints.takeout, deps),
    handler: async (request) => stores.takeout({ lat: request.body.latitude, lng: request.body.longitude }),
  });
};
