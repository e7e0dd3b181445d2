import { QUICK_ORDER_ADDED_MESSAGE, validateQuickOrderTitle } from '../../domain/validation/quick-order';
import type { QuickOrder, QuickOrderBook } from '../ports/quick-order-book';

export interface SaveQuickOrderInput {
  /** The history order (PlacedOrder.id) whose menus are saved. */
  readonly orderHistoryId: number;
  readonly title: string;
}

export type SaveQuickOrderResult =
  | { readonly kind: 'saved'; readonly quickOrder: QuickOrder; readonly message: typeof QUICK_ORDER_ADDED_MESSAGE }
  /** The title breaks the domain's rule (blank, too long): nothing was sent. */
  | { readonly kind: 'invalid-title'; readonly message: string }
  /** Refused by the backend (a guest: members only; an order not found): its Korean message. */
  | { readonly kind: 'rejected'; readonly code: string; readonly message: string };

/**
 * Spec §2/§5 quick-order saving popup: saves the menus of one history order under a title (trimmed, non-blank, at
 * most QUICK_ORDER_TITLE_MAX characters: domain validateQuickOrderTitle), each line at today's list price (spec §5
 * warning); success says 추가했습니다. (spec §8). Members only (spec §6). No session: SessionRequiredError.
 */
export class SaveQuickOrder {
  constructor(private readonly book: Pick<QuickOrderBook, 'create'>) {}

  async execute(input: SaveQuickOrderInput): Promise<SaveQuickOrderResult> {
    const title = validateQuickOrderTitle(input.title);
    if (!title.ok) return { kind: 'invalid-title', message: title.error.message };
    const result = await this.book.create(input.orderHistoryId, title.value);
    if (result.kind === 'rejected') return { kind: 'rejected', code: result.code, message: result.message };
    return { kind: 'saved', quickOrder: result.quickOrder, message: QUICK_ORDER_ADDED_MESSAGE };
  }
}
