import { formatWon } from '../money/format';

/** Why a reordered line is flagged (issue 6: sold out or repriced since it was saved). */
export type ReorderFlagReason = 'SOLD_OUT' | 'REPRICED';

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

/** Longest quick-order title (ours: a title fits one line of the list). */
export const QUICK_ORDER_TITLE_MAX = 30;
