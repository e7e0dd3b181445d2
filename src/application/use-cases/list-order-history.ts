import type { OrderGateway, PlacedOrder } from '../ports/order-gateway';

/** Orders per history page (ours: the spec gives no page size for the history). */
export const ORDER_HISTORY_PAGE_SIZE = 10;

export interface ListOrderHistoryInput {
  /** 1-based; anything below 1 reads the first page. */
  readonly page: number;
}

export type ListOrderHistoryResult = {
  readonly kind: 'page';
  /** Newest first. */
  readonly orders: readonly PlacedOrder[];
  /** The page shown: the one asked for, or the last one when the page asked for is past the end. */
  readonly page: number;
  readonly totalCount: number;
  readonly totalPages: number;
};

/**
 * Issue 6/10 order history: one page of the customer's orders (a member's, or a phone-confirmed guest's), newest
 * first, ORDER_HISTORY_PAGE_SIZE per page. A page past the end (its last order was cancelled elsewhere, or the link
 * is old) reads the last page instead. No session: SessionRequiredError; outages throw.
 */
export class ListOrderHistory {
  constructor(private readonly orders: Pick<OrderGateway, 'history'>) {}

  async execute(input: ListOrderHistoryInput): Promise<ListOrderHistoryResult> {
    const asked = Number.isSafeInteger(input.page) ? Math.max(1, input.page) : 1;
    const first = await this.orders.history(asked, ORDER_HISTORY_PAGE_SIZE);
    const totalPages = Math.ceil(first.totalCount / ORDER_HISTORY_PAGE_SIZE);
    if (first.items.length > 0 || asked <= totalPages || totalPages === 0) {
      return { kind: 'page', orders: first.items, page: asked, totalCount: first.totalCount, totalPages };
    }
    const last = await this.orders.history(totalPages, ORDER_HISTORY_PAGE_SIZE);
    return {
      kind: 'page',
      orders: last.items,
      page: totalPages,
      totalCount: last.totalCount,
      totalPages: Math.ceil(last.totalCount / ORDER_HISTORY_PAGE_SIZE),
    };
  }
}
