import type { Bind } from 'inversify';
import { ListMyBulkPurchaseRequests } from '../application/use-cases/list-my-bulk-purchase-requests';
import { ReadContentPage } from '../application/use-cases/read-content-page';
import { SubmitBulkPurchaseRequest } from '../application/use-cases/submit-bulk-purchase-request';
import { TOKENS } from '../tokens';
import { provide } from './provide';

/** Content pages (이용 안내, 대량 구매 안내, 약관) and 대량 구매 requests (issue 11). Stateless, per request. */
export function bindMyPageContentUseCases(bind: Bind): void {
  provide(bind, TOKENS.ReadContentPage, (get) => new ReadContentPage(get(TOKENS.ContentFeed)));
  provide(
    bind,
    TOKENS.SubmitBulkPurchaseRequest,
    (get) => new SubmitBulkPurchaseRequest(get(TOKENS.BulkPurchaseDesk), get(TOKENS.Clock)),
  );
  provide(
    bind,
    TOKENS.ListMyBulkPurchaseRequests,
    (get) => new ListMyBulkPurchaseRequests(get(TOKENS.BulkPurchaseDesk)),
  );
}
