import { contentEndpoints } from '../../src/contract/content';
import type { RouteModule } from '../app';
import { ResponseCache } from '../http/cache';
import { endpointRoute, found } from './endpoint-route';

/**
 * Spec §7 Delivery › Content, the public part, registered from `contentEndpoints` (the owner's Q&A and relay
 * rows are in inquiry.ts and relay.ts). Banners, the FAQ and the story videos change only with the seed or an admin
 * write, so they are cached; notice and event rows carry NEW and the event state, which depend on the time of the
 * request, so they are not.
 */
export const contentRoutes: RouteModule = async (app, deps) => {
  const feed = deps.services.content;
  const cache = new ResponseCache(deps.catalogChanges);

  app.route({
    ...endpointRoute(contentEndpoints.popupBanners, deps, cache),
    handler: async () => feed.popupBanners(),
  });

  app.route({
    ...endpointRoute(contentEndpoints.eventBanners, deps, cache),
    handler: async () => feed.eventBanners(),
  });

  app.route({
    ...endpointRoute(contentEndpoints.faq, deps, cache),
    handler: async () => feed.faq(),
  });

  app.route({
    ...endpointRoute(contentEndpoints.events, deps),
    handler: async (request) => deps.services.events.events(request.query, deps.now()),
  });

  app.route({
    ...endpointRoute(contentEndpoints.event, deps),
    handler: async (request) => found(await deps.services.events.event(request.params.id, deps.now())),
  });

  app.route({
    ...endpointRoute(contentEndpoints.storyVideos, deps, cache),
    handler: async (request) => deps.services.events.storyVideos(request.query.page, request.query.size),
  });

  app.route({
    ...endpointRoute(contentEndpoints.notices, deps),
    handler: async (request) => feed.notices(request.query.page, request.query.size, deps.now()),
  });

  app.route({
    ...endpointRoute(contentEndpoints.notice, deps),
    handler: async (request) => found(await feed.notice(request.params.id, deps.now())),
  });

  app.route({
    ...endpointRoute(contentEndpoints.noticeNeighbours, deps),
    handler: async (request) => found(await feed.noticeNeighbours(request.params.id, deps.now())),
  });
};
