import { formatWon } from '../money/format';

/** Why a reordered line is flagged (issue 6: sold out or repriced since it was saved). */
export type ReorderFlagReason = 'SOLD_OUT' | 'REPRICED';

/** A line of a reorder that was left out (sold out) or added at another price than it was saved at. */
export interface ReorderFlag {
  readonly menuName: string;
  readonly reason: ReorderFlagReason;
  /** Integer won, (menu + options) × quantity when the quick order was saved. */
  readonly savedPrice: number;
  /** Integer won today; null when sold out. */
  readonly currentPrice: number | null;
  readonly message: string;
}

/** The flag's Korean sentence (wording ours). */
export function reorderFlagMessage(
  menuName: string,
  reason: ReorderFlagReason,
  savedPrice: number,
  currentPrice: number | null,
): string {
  if (reason === 'SOLD_OUT' || currentPrice === null) {
    return `${menuName}은(는) 지금 주문할 수 없어 장바구니에 담지 않았습니다.`;
  }
  return `${menuName}의 가격이 ${formatWon(savedPrice)}에서 ${formatWon(currentPrice)}(으)로 바뀌었습니다.`;
}

/** A saved quick-order line as a reorder judges it. */
export interface SavedLine {
  readonly menuName: string;
  readonly savedPrice: number;
}

/**
 * What a reorder does with one saved line (issue 6), given today's price of the same menu, options and quantity:
 * null when the line cannot be ordered now (the menu is gone, its options no longer valid, or it is sold out or
 * hidden at the branch: the cart refused it). A line that cannot be ordered is left out and flagged SOLD_OUT; one
 * whose price differs from the saved price is added and flagged REPRICED; any other is added without a flag.
 */
export function judgeReorderLine(
  line: SavedLine,
  currentPrice: number | null,
): { readonly add: boolean; readonly flag: ReorderFlag | null } {
  if (currentPrice === null) return { add: false, flag: reorderFlag(line, 'SOLD_OUT', null) };
  if (currentPrice !== line.savedPrice) return { add: true, flag: reorderFlag(line, 'REPRICED', currentPrice) };
  return { add: true, flag: null };
}

function reorderFlag(line: SavedLine, reason: ReorderFlagReason, currentPrice: number | null): ReorderFlag {
  return {
    menuName: line.menuName,
    reason,
    savedPrice: line.savedPrice,
    currentPrice,
    message: reorderFlagMessage(line.menuName, reason, line.savedPrice, currentPrice),
  };
}

/** Longest quick-order title (ours: a title fits one line of the list). */
export const QUICK_ORDER_TITLE_MAX = 30;
