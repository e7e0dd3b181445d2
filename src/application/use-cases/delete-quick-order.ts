import type { QuickOrderBook } from '../ports/quick-order-book';

export type DeleteQuickOrderResult =
  | { readonly kind: 'deleted' }
  /** Deleted meanwhile, or not this member's. */
  | { readonly kind: 'not-found' }
  | { readonly kind: 'rejected'; readonly code: string; readonly message: string };

/** Spec §7 DELETE /order/quick-order/{id}: a member deletes one of its quick orders. No session: SessionRequiredError. */
export class DeleteQuickOrder {
  constructor(private readonly book: Pick<QuickOrderBook, 'remove'>) {}

  async execute(input: { readonly id: number }): Promise<DeleteQuickOrderResult> {
    const result = await this.book.remove(input.id);
    if (result.kind === 'ok') return { kind: 'deleted' };
    if (result.kind === 'not-found') return result;
    return { kind: 'rejected', code: result.code, message: result.message };
  }
}
