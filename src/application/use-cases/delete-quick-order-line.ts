import type { QuickOrderBook } from '../ports/quick-order-book';

export interface DeleteQuickOrderLineInput {
  /** The line's detail id (spec §7 DELETE /order/quick-order/detail/{id}). */
  readonly lineId: number;
}

export type DeleteQuickOrderLineResult =
  | { readonly kind: 'deleted' }
  /** Deleted meanwhile, or not this member's. */
  | { readonly kind: 'not-found' }
  | { readonly kind: 'rejected'; readonly code: string; readonly message: string };

/**
 * Spec §7 DELETE /order/quick-order/detail/{id}: deletes one saved line; the backend deletes a quick order left
 * without lines with it (spec §3). No session: SessionRequiredError; outages throw.
 */
export class DeleteQuickOrderLine {
  constructor(private readonly book: Pick<QuickOrderBook, 'removeDetail'>) {}

  async execute(input: DeleteQuickOrderLineInput): Promise<DeleteQuickOrderLineResult> {
    const result = await this.book.removeDetail(input.lineId);
    if (result.kind === 'ok') return { kind: 'deleted' };
    if (result.kind === 'not-found') return result;
    return { kind: 'rejected', code: result.code, message: result.message };
  }
}
