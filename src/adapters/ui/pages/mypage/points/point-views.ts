import type { PointHistoryEntry } from '../../../../../application/ports/point-ledger';
import { formatSeoulDate } from '../../../../../domain/money/calendar';
import { formatPoints } from '../../../../../domain/money/format';
import { lastUsableDay } from '../../../../../domain/points/expiry';
import { POINT_REASON_TEXT, POINTS_TEXT } from './points-text';

/**
 * Where a history row's order is found: the order history (/mypage/orders has no deep link to one order's detail
 * yet; the row names the order number so the customer can find it there).
 */
const ORDER_HISTORY_PATH = '/mypage/orders';

/** A history row as the page shows it. */
export interface PointRowView {
  readonly id: number;
  /** YYYY.MM.DD on the Asia/Seoul calendar (spec §9). */
  readonly date: string;
  readonly reason: string;
  readonly tone: 'plus' | 'minus';
  readonly description: string;
  /** Signed: "+1,200P", "-500P". */
  readonly amount: string;
  /** "2028.10.31까지 사용 가능" for an earning that lapses; null otherwise. */
  readonly usableUntil: string | null;
  readonly order: { readonly path: string; readonly text: string; readonly label: string } | null;
}

export function pointRowView(entry: PointHistoryEntry): PointRowView {
  const plus = entry.amount > 0;
  const lapses = plus && entry.expiresAt !== null;
  return {
    id: entry.id,
    date: formatSeoulDate(entry.occurredAt),
    reason: POINT_REASON_TEXT[entry.kind],
    tone: plus ? 'plus' : 'minus',
    description: entry.description,
    amount: `${plus ? '+' : ''}${formatPoints(entry.amount)}`,
    usableUntil:
      lapses && entry.expiresAt !== null
        ? POINTS_TEXT.usableUntil(formatSeoulDate(lastUsableDay(entry.expiresAt).getTime()))
        : null,
    order:
      entry.orderId === null
        ? null
        : {
            path: ORDER_HISTORY_PATH,
            text: POINTS_TEXT.orderLink(entry.orderNo ?? String(entry.orderId)),
            label: POINTS_TEXT.orderLinkLabel(entry.orderNo ?? String(entry.orderId)),
          },
  };
}
