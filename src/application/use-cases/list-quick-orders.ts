import type { QuickOrder, QuickOrderBook } from '../ports/quick-order-book';

export type ListQuickOrdersResult = { readonly kind: 'listed'; readonly quickOrders: readonly QuickOrder[] };

/**
 * Spec §2 /quickorder: the member's quick orders with their saved lines, newest first (a guest holds none).
 * No session: SessionRequiredError; outages throw.
 */
export class ListQuickOrders {
  constructor(private readonly book: Pick<QuickOrderBook, 'list'>) {}

  async execute(): Promise<ListQuickOrdersResult> {
    return { kind: 'listed', quickOrders: await this.book.list() };
  }
}
