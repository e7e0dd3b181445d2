import type { ReorderFlag } from '../../domain/order/reorder';
import type { QuickOrderBook } from '../ports/quick-order-book';

/** Ours: the reorder popup's sentence with and without lines that changed since the quick order was saved. */
export const REORDERED_MESSAGE = '장바구니에 담았습니다.';
export const REORDERED_WITH_FLAGS_MESSAGE = '장바구니에 담았습니다. 달라진 메뉴를 확인해주세요.';

export interface ReorderQuickOrderInput {
  readonly id: number;
  /** Spec §2 branchId query: the branch whose sold-out and hidden menus are left out; null checks none. */
  readonly branchId: number | null;
}

export type ReorderQuickOrderResult =
  | {
      readonly kind: 'reordered';
      readonly addedCount: number;
      /** Lines left out (SOLD_OUT) first, then lines added at another price (REPRICED); domain judgeReorderLine. */
      readonly flags: readonly ReorderFlag[];
      readonly message: string;
    }
  | { readonly kind: 'not-found' }
  /** Refused (a guest: members only; nothing left to put in the cart): the backend's Korean message. */
  | { readonly kind: 'rejected'; readonly code: string; readonly message: string };

/**
 * Issue 6 reorder: puts a quick order's lines into the member's cart. Each line is judged by the domain
 * (judgeReorderLine): a menu gone, or sold out or hidden at the branch, is left out and flagged SOLD_OUT; one whose
 * price changed since it was saved is added and flagged REPRICED. No session: SessionRequiredError; outages throw.
 */
export class ReorderQuickOrder {
  constructor(private readonly book: Pick<QuickOrderBook, 'reorder'>) {}

  async execute(input: ReorderQuickOrderInput): Promise<ReorderQuickOrderResult> {
    const result = await this.book.reorder(input.id, input.branchId);
    if (result.kind !== 'reordered') return result;
    const flags = [
      ...result.flags.filter((flag) => flag.reason === 'SOLD_OUT'),
      ...result.flags.filter((flag) => flag.reason !== 'SOLD_OUT'),
    ];
    const message = flags.length === 0 ? REORDERED_MESSAGE : REORDERED_WITH_FLAGS_MESSAGE;
    return { kind: 'reordered', addedCount: result.addedCount, flags, message };
  }
}
