import type { CheckoutData } from '../../../../application/ports/order-gateway';
import type { CheckoutBreakdown } from '../../../../domain/checkout/types';
import { formatWon } from '../../../../domain/money/format';
import { CHECKOUT_TEXT } from './checkout-text';

/** One ordered line as the 주문 상품 list shows it. */
export interface CheckoutLineView {
  readonly key: string;
  readonly name: string;
  readonly imageUrl: string;
  readonly options: readonly { readonly group: string; readonly items: string }[];
  readonly quantity: string;
  readonly total: string;
}

/** One row of the payment summary. */
export interface SummaryRow {
  readonly key: string;
  readonly label: string;
  readonly value: string;
}

/** The checkout lines (spec §3 Cart line), then a PRODUCT coupon's free menu at 0원 (from the breakdown). */
export function checkoutLineViews(checkout: CheckoutData, breakdown: CheckoutBreakdown | null): CheckoutLineView[] {
  const lines: CheckoutLineView[] = checkout.cartResponseInfo.responseList.map((line) => ({
    key: `line-${line.cartId}`,
    name: line.mainMenuName,
    imageUrl: line.menuImageUrl,
    options: line.subOptionHeadList.map((head) => ({
      group: head.subOptionName,
      items: head.subOptionDetailList.map((detail) => detail.subOptionDetailName).join(', '),
    })),
    quantity: CHECKOUT_TEXT.quantity(line.quantity),
    total: formatWon(line.totalMenuWithSubOptionAndQuantityPrice),
  }));
  for (const benefit of breakdown?.benefitLines ?? []) {
    lines.push({
      key: `benefit-${benefit.couponNo}`,
      name: benefit.menuName,
      imageUrl: benefit.menuImage,
      options: [{ group: CHECKOUT_TEXT.benefitLine, items: CHECKOUT_TEXT.membershipCoupon }],
      quantity: CHECKOUT_TEXT.quantity(1),
      total: formatWon(benefit.price),
    });
  }
  return lines;
}

/** A deduction shown negative; nothing deducted shows 0원 (never "-0원"). */
export function formatDeduction(won: number): string {
  return formatWon(won === 0 ? 0 : -won);
}

/**
 * Spec §2 checkout summary: 주문금액, 배달팁 (delivery only), 할인, 포인트 (members), 해피포인트 (when the row is
 * shown), then 최종 결제금액.
 */
export function summaryRows(
  breakdown: CheckoutBreakdown,
  shows: { readonly delivery: boolean; readonly points: boolean; readonly happyPoint: boolean },
): SummaryRow[] {
  const rows: SummaryRow[] = [{ key: 'subtotal', label: CHECKOUT_TEXT.subtotal, value: formatWon(breakdown.subtotal) }];
  if (shows.delivery) {
    rows.push({ key: 'deliveryFee', label: CHECKOUT_TEXT.deliveryFee, value: formatWon(breakdown.deliveryFee) });
  }
  rows.push({ key: 'discount', label: CHECKOUT_TEXT.discount, value: formatDeduction(breakdown.discountTotal) });
  if (shows.points)
    rows.push({ key: 'points', label: CHECKOUT_TEXT.pointsUsed, value: formatDeduction(breakdown.pointsUsed) });
  if (shows.happyPoint) {
    rows.push({
      key: 'happyPoints',
      label: CHECKOUT_TEXT.happyPointsUsed,
      value: formatDeduction(breakdown.happyPointsUsed),
    });
  }
  return rows;
}

/** Face value of the chosen vouchers that pays nothing (a voucher gives no change), in won. */
export function forfeitedVoucherWon(breakdown: CheckoutBreakdown | null): number {
  return (breakdown?.vouchers ?? []).reduce((total, use) => total + use.forfeited, 0);
}
