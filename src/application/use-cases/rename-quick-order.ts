import { validateQuickOrderTitle } from '../../domain/validation/quick-order';
import type { QuickOrderBook } from '../ports/quick-order-book';

export interface RenameQuickOrderInput {
  readonly id: number;
  readonly title: string;
}

export type RenameQuickOrderResult =
  | { readonly kind: 'renamed'; readonly title: string }
  /** The title breaks the domain's rule (blank, too long): nothing was sent. */
  | { readonly kind: 'invalid-title'; readonly message: string }
  /** Deleted meanwhile, or not this member's. */
  | { readonly kind: 'not-found' }
  | { readonly kind: 'rejected'; readonly code: string; readonly message: string };

/**
 * Spec §7 PUT /order/quick-order/{id}: renames a quick order with the same title rule as saving one (spec §5).
 * Members only. No session: SessionRequiredError; outages throw.
 */
export class RenameQuickOrder {
  constructor(private readonly book: Pick<QuickOrderBook, 'rename'>) {}

  async execute(input: RenameQuickOrderInput): Promise<RenameQuickOrderResult> {
    const title = validateQuickOrderTitle(input.title);
    if (!title.ok) return { kind: 'invalid-title', message: title.error.message };
    const result = await this.book.rename(input.id, title.value);
    if (result.kind === 'ok') return { kind: 'renamed', title: title.value };
    if (result.kind === 'not-found') return result;
    return { kind: 'rejected', code: result.code, message: result.message };
  }
}
