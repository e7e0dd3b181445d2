import type { BulkPurchaseDesk, BulkPurchaseRequest } from '../ports/bulk-purchase-desk';

export type ListMyBulkPurchaseRequestsResult = {
  readonly kind: 'list';
  /** Newest first. */
  readonly requests: readonly BulkPurchaseRequest[];
};

/**
 * The customer's own 대량 구매 requests, newest first (a member's, or this guest session's). Needs a session: a
 * visitor without one has filed nothing, so the screen does not ask. Outages throw.
 */
export class ListMyBulkPurchaseRequests {
  constructor(private readonly desk: Pick<BulkPurchaseDesk, 'list'>) {}

  async execute(): Promise<ListMyBulkPurchaseRequestsResult> {
    return { kind: 'list', requests: await this.desk.list() };
  }
}
