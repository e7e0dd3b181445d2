import { contentEndpoints } from '../../src/contract/content';
import { inquiryEndpoints } from '../../src/contract/inquiry';
import type { RouteModule } from '../app';
import { principalOf } from '../auth/require-session';
import { endpointRoute, found } from './endpoint-route';

/**
 * The customer's relay posts: spec §7 /content/relay (list, detail, delete) and /api/proxy-content-relay (create,
 * edit). All need a session and see only the caller's posts; another owner's id answers 404, never 403.
 */
export const relayRoutes: RouteModule = async (app, deps) => {
  const board = deps.services.relay;

  app.route({
    ...endpointRoute(contentEndpoints.relayList, deps),
    handler: async (request) => board.list(principalOf(request).sub),
  });

  app.route({
    ...endpointRoute(contentEndpoints.relay, deps),
    handler: async (request) => found(await board.get(principalOf(request).sub, request.params.id)),
  });

  app.route({
    ...endpointRoute(contentEndpoints.removeRelay, deps),
    handler: async (request, reply) => {
      found(await board.remove(principalOf(request).sub, request.params.id));
      return reply.code(204).send(null);
    },
  });

  app.route({
    ...endpointRoute(inquiryEndpoints.createRelay, deps),
    handler: async (request, reply) => {
      const post = await board.create(principalOf(request).sub, request.body, deps.now());
      return reply.code(201).send(post);
    },
  });

  app.route({
    ...endpointRoute(inquiryEndpoints.updateRelay, deps),
    handler: async (request) => found(await board.update(principalOf(request).sub, request.body, deps.now())),
  });
};
