/**
 * Spec §9: amounts in won (원) with thousands separators, 건 for counts, 장 for coupons held; the header shows
 * points (spec §2 "points in p"). We write points with a capital P ("1,200P"), the form spec §5/§9 use for the
 * point unit ("100P"), so one suffix serves the header, the checkout and the points page.
 *
 * Every value is an integer (won, P, pieces): a fraction or NaN reaching a formatter is a bug upstream, so it
 * throws a TypeError instead of printing a wrong price.
 */
export const WON_SUFFIX = '원';
export const COUPON_SUFFIX = '장';
export const POINT_SUFFIX = 'P';

function assertSafeInteger(value: number): void {
  if (!Number.isSafeInteger(value)) {
    throw new TypeError(`expected an integer amount, got ${String(value)}`);
  }
}

/** An integer with comma thousands separators ("12,900", "-3,000"); minus zero prints as "0". */
export function formatThousands(value: number): string {
  assertSafeInteger(value);
  const digits = String(Math.abs(value)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return value < 0 ? `-${digits}` : digits;
}

/** Integer won with separators and 원 ("12,900원", "-3,000원"). */
export function formatWon(amount: number): string {
  return `${formatThousands(amount)}${WON_SUFFIX}`;
}

/** A number of coupons held with 장 ("2장"). */
export function formatCouponCount(count: number): string {
  return `${formatThousands(count)}${COUPON_SUFFIX}`;
}

/** Spec §2 header: the member's points "in p", lower case ("12,300p"), wherever the header shows points. */
export function formatHeaderPoints(points: number): string {
  return `${formatThousands(points)}${POINT_SUFFIX.toLowerCase()}`;
}

/** Integer points with separators and P ("1,200P", "-500P" for points spent). */
export function formatPoints(points: number): string {
  return `${formatThousands(points)}${POINT_SUFFIX}`;
}
