import { bulkPurchaseEndpoints } from '../../src/contract/bulk-purchase';
import { contentPageEndpoints } from '../../src/contract/content-page';
import type { RouteModule } from '../app';
import { principalOf } from '../auth/require-session';
import { badRequest } from '../http/domain-http-error';
import { endpointRoute, found } from './endpoint-route';

/** The 400 of a chosen branch that does not exist (closed and removed, or a forged id). */
const UNKNOWN_BRANCH_MESSAGE = '선택한 매장을 찾을 수 없습니다. 매장을 다시 선택해주세요.';

/**
 * 이용 안내 / 대량 구매 안내 (ours, spec §2 /mypage/guide and /mypage/bulk-purchase): the content pages by slug (public,
 * read fresh each time so an edit shows at once) and the caller's 단체 주문 requests (a session: member or guest;
 * another owner's request answers 404, never 403).
 */
export const myPageContentRoutes: RouteModule = async (app, deps) => {
  const shelf = deps.services.contentPages;
  const desk = deps.services.bulkPurchase;

  app.route({
    ...endpointRoute(contentPageEndpoints.page, deps),
    handler: async (request) => found(await shelf.page(request.params.slug)),
  });

  app.route({
    ...endpointRoute(bulkPurchaseEndpoints.submit, deps),
    handler: async (request, reply) => {
      const result = await desk.submit(principalOf(request).sub, request.body, deps.now());
      if (result.kind === 'unknown-branch') throw badRequest('branchId', UNKNOWN_BRANCH_MESSAGE);
      if (result.kind === 'invalid') throw badRequest(result.field, result.message);
      return reply.code(201).send(result.request);
    },
  });

  app.route({
    ...endpointRoute(bulkPurchaseEndpoints.list, deps),
    handler: async (request) => desk.list(principalOf(request).sub),
  });

  app.route({
    ...endpointRoute(bulkPurchaseEndpoints.get, deps),
    handler: async (request) => found(await desk.get(principalOf(request).sub, request.params.id)),
  });
};
