import { catalogEndpoints } from '../../src/contract/catalog';
import type { RouteModule } from '../app';
import { ResponseCache } from '../http/cache';
import { endpointRoute, found } from './endpoint-route';

/**
 * Spec §7 Delivery › Menu, registered from `catalogEndpoints`. Every answer here depends only on catalog data, so
 * all of them are served from the in-process cache (issue §6) until the data changes or its TTL passes.
 */
export const catalogRoutes: RouteModule = async (app, deps) => {
  const catalog = deps.services.catalog;
  const cache = new ResponseCache(deps.catalogChanges);

  app.route({
    ...endpointRoute(catalogEndpoints.categories, deps, cache),
    handler: async () => catalog.categories(),
  });

  app.route({
    ...endpointRoute(catalogEndpoints.category, deps, cache),
    handler: async (request) => found(await catalog.category(request.params.menuId)),
  });

  app.route({
    ...endpointRoute(catalogEndpoints.menuDetail, deps, cache),
    handler: async (request) => found(await catalog.menuDetail(request.params.id)),
  });

  app.route({
    ...endpointRoute(catalogEndpoints.menusOfCategory, deps, cache),
    handler: async (request) => found(await catalog.menusOf(request.params.categoryId, request.query.branchId)),
  });

  app.route({
    ...endpointRoute(catalogEndpoints.subOptions, deps, cache),
    handler: async (request) => found(await catalog.subOptions(request.params.menuId, request.query.branchId)),
  });

  app.route({
    ...endpointRoute(catalogEndpoints.recommend, deps, cache),
    handler: async (request) => catalog.recommend(request.query.type, request.query.searchCategoryList),
  });
};
