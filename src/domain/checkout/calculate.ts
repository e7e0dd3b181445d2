import { walletCouponBlock } from '../coupon/selection';
import type { DiscountInfo, PriceCoupon, Voucher } from '../coupon/types';
import { lineTotalOf } from '../menu/order-form';
import { isWon } from '../money/money';
import { isOrderLineQuantity } from '../order/quantity';
import { cleanPoints } from '../points/points-input';
import { err, ok, type Result } from '../shared/result';
import { type MembershipBenefit, membershipBenefit } from './membership-benefit';
import { CHECKOUT_MESSAGES } from './messages';
import type {
  BreakdownLine,
  CheckoutBreakdown,
  CheckoutError,
  CheckoutInput,
  CheckoutLineInput,
  PriceCouponUse,
  VoucherUse,
} from './types';

/**
 * An order above a trillion won is not a real order; the bound keeps every product (rate × amount) an exact
 * integer in floating point, so no amount is ever rounded by accident.
 */
export const MAX_ORDER_WON = 1_000_000_000_000;

const invalid = (field: string): CheckoutError => ({
  code: 'INVALID_AMOUNT',
  message: CHECKOUT_MESSAGES.invalidAmount,
  field,
});

/** A line's total in won, or null when a price is not a non-negative integer or the quantity is not 1..99. */
function priceLine(line: CheckoutLineInput): number | null {
  if ('lineTotal' in line) return isWon(line.lineTotal) ? line.lineTotal : null;
  const { menuPrice, optionAddPrices, quantity } = line;
  if (!isWon(menuPrice) || !isOrderLineQuantity(quantity)) return null;
  for (const add of optionAddPrices) if (!isWon(add)) return null;
  const total = lineTotalOf(menuPrice, optionAddPrices, quantity);
  return Number.isSafeInteger(total) ? total : null;
}

/** The first coupon repeated in a list (same id), or null. */
function firstRepeat<C extends { readonly id: number }>(coupons: readonly C[]): C | null {
  for (let i = 1; i < coupons.length; i++) {
    const coupon = coupons[i] as C;
    for (let j = 0; j < i; j++) if ((coupons[j] as C).id === coupon.id) return coupon;
  }
  return null;
}

function refOf(coupon: Voucher | PriceCoupon): string {
  return 'voucherSn' in coupon ? coupon.voucherSn : coupon.couponNo;
}

/** Duplicates, expiry and amounts of the chosen vouchers or price coupons; null when all are acceptable. */
function walletProblem(
  coupons: readonly (Voucher | PriceCoupon)[],
  field: 'vouchers' | 'priceCoupons',
  nowMs: number,
): CheckoutError | null {
  const repeat = firstRepeat(coupons);
  if (repeat !== null) {
    return { code: 'DUPLICATE_COUPON', message: CHECKOUT_MESSAGES.duplicateCoupon, field, couponRef: refOf(repeat) };
  }
  for (const coupon of coupons) {
    // A voucher's face value is at least 1 원 (a 0 원 voucher would be spent for nothing); a price coupon may
    // hold a 0 balance, which simply spends nothing.
    const value = 'voucherSn' in coupon ? coupon.price : coupon.balance;
    const least = 'voucherSn' in coupon ? 1 : 0;
    if (!isWon(value) || value < least || value > MAX_ORDER_WON) return { ...invalid(field), couponRef: refOf(coupon) };
    const block = walletCouponBlock(coupon, nowMs);
    if (block !== null) return { code: 'COUPON_EXPIRED', message: block.message, field, couponRef: refOf(coupon) };
  }
  return null;
}

/**
 * Spec §3 vouchers: each pays min(face value, remaining) in the order chosen; the rest of its face value is
 * forfeited (no change). Refused when one of them would pay nothing extra: the others already cover `remaining`.
 */
function applyVouchers(vouchers: readonly Voucher[], remaining: number): Result<readonly VoucherUse[], CheckoutError> {
  let faceTotal = 0;
  for (const v of vouchers) faceTotal += v.price;
  for (const v of vouchers) {
    if (faceTotal - v.price >= remaining) {
      return err({
        code: 'VOUCHER_NOT_NEEDED',
        message: CHECKOUT_MESSAGES.voucherNotNeeded,
        field: 'vouchers',
        couponRef: v.voucherSn,
      });
    }
  }
  const uses: VoucherUse[] = [];
  let left = remaining;
  for (const v of vouchers) {
    const amount = Math.min(v.price, left);
    left -= amount;
    uses.push({ id: v.id, voucherSn: v.voucherSn, price: v.price, amount, forfeited: v.price - amount });
  }
  return ok(uses);
}

/** Spec §3 price coupons: each spends min(balance, remaining) in the order chosen and keeps the rest. */
function applyPriceCoupons(coupons: readonly PriceCoupon[], remaining: number): readonly PriceCouponUse[] {
  const uses: PriceCouponUse[] = [];
  let left = remaining;
  for (const c of coupons) {
    const amount = Math.min(c.balance, left);
    left -= amount;
    uses.push({ id: c.id, couponNo: c.couponNo, amount, balanceAfter: c.balance - amount });
  }
  return uses;
}

/** Happy Point asked for, as whole P within the partner balance and what remains (no 100 P unit is set for it). */
function happyPointsToUse(asked: number, balance: number, remaining: number): number {
  if (!Number.isFinite(asked) || asked <= 0) return 0;
  return Math.min(Math.floor(asked), balance, remaining);
}

function sumOf(uses: readonly { readonly amount: number }[]): number {
  let total = 0;
  for (const use of uses) total += use.amount;
  return total;
}

/**
 * Prices a checkout: food subtotal, delivery fee, discounts, points and the total to pay, all integer won / P.
 *
 * ORDER of application. The spec does not give one; this is the order a customer finds fair, because each step
 * only takes what is still left and nothing the customer holds pays for what something else already paid:
 * 1. The membership coupon, on the order itself (see membership-benefit.ts): it lowers the price of the food or
 *    the delivery fee rather than paying for it, so every payment instrument below pays the reduced amount.
 * 2. Paper vouchers (상품권), in the order chosen. They are used whole and give no change, so they go before
 *    the instruments that can be spent in part; those then absorb the rest and the customer forfeits as little
 *    face value as possible. A voucher worth more than what remains is ACCEPTED and its excess FORFEITED
 *    (reported per voucher as `forfeited` so the screen can warn); but a voucher that would pay nothing extra,
 *    because the other chosen vouchers already cover what remains, is REFUSED (VOUCHER_NOT_NEEDED): nobody gives
 *    up a voucher for nothing. That test does not depend on the order the vouchers were chosen in.
 * 3. Price coupons (금액권), in the order chosen: each spends min(balance, remaining) and keeps the rest of its
 *    balance (reported per coupon as `amount` and `balanceAfter` so the server deducts exactly that).
 * 4. Points: the typed value is cleaned by the spec §5 rules (digits, clamp to min(balance, payable excluding
 *    points), 1..99 → 0, else down to a multiple of 100) against what remains after 1–3.
 * 5. Happy Point last: the partner's points fill what the franchise's own points leave, clamped to
 *    min(partner balance, remaining) and floored to the whole point.
 *
 * Refused (an error value, never a throw): an amount that is not a non-negative safe integer (line prices,
 * quantity outside 1..99, fee, balances, coupon values), an order above MAX_ORDER_WON, a membership coupon not
 * offered, unusable (carrying its unUsableReason) or expired, a DELIVERY_FEE coupon on TAKEOUT, a PRODUCT coupon
 * without a benefit menu, an expired or repeated voucher or price coupon, an unneeded voucher (above).
 *
 * Invariants: every amount an integer; no discount above what it discounts; total ≥ 0;
 * total = subtotal + deliveryFee − discountTotal − pointsUsed − happyPointsUsed.
 */
export function calculateCheckout(input: CheckoutInput): Result<CheckoutBreakdown, CheckoutError> {
  const lines: BreakdownLine[] = [];
  let subtotal = 0;
  for (const line of input.lines) {
    const lineTotal = priceLine(line);
    if (lineTotal === null) return err(invalid('lines'));
    lines.push({ menuId: line.menuId, lineTotal });
    subtotal += lineTotal;
  }
  if (!isWon(input.deliveryFee)) return err(invalid('deliveryFee'));
  if (!isWon(input.pointBalance)) return err(invalid('pointBalance'));
  if (input.happyPoint !== null && !isWon(input.happyPoint.balance)) return err(invalid('happyPoint'));
  const deliveryFee = input.mealType === 'DELIVERY' ? input.deliveryFee : 0;
  if (subtotal + deliveryFee > MAX_ORDER_WON) return err(invalid('lines'));

  let benefit: MembershipBenefit | null = null;
  if (input.membershipCoupon !== null) {
    const found = membershipBenefit(input.membershipCoupon, input.membershipCoupons, {
      mealType: input.mealType,
      subtotal,
      deliveryFee,
      nowMs: input.nowMs,
    });
    if (!found.ok) return found;
    benefit = found.value;
  }
  const walletError =
    walletProblem(input.vouchers, 'vouchers', input.nowMs) ??
    walletProblem(input.priceCoupons, 'priceCoupons', input.nowMs);
  if (walletError !== null) return err(walletError);

  const discountInfoList: DiscountInfo[] = [];
  let remaining = subtotal + deliveryFee;
  if (benefit !== null) {
    remaining -= benefit.use.amount;
    discountInfoList.push({ paymentType: 'MEMBERSHIP_COUPON_PRIVATE', amount: benefit.use.amount });
  }
  const vouchers = applyVouchers(input.vouchers, remaining);
  if (!vouchers.ok) return vouchers;
  if (vouchers.value.length > 0) {
    const amount = sumOf(vouchers.value);
    remaining -= amount;
    discountInfoList.push({ paymentType: 'VOUCHER', amount });
  }
  const priceCoupons = applyPriceCoupons(input.priceCoupons, remaining);
  if (priceCoupons.length > 0) {
    const amount = sumOf(priceCoupons);
    remaining -= amount;
    discountInfoList.push({ paymentType: 'PRICE_COUPON', amount });
  }

  const payableBeforePoints = remaining;
  const pointsUsed = cleanPoints(input.pointsTyped, { balance: input.pointBalance, payable: remaining });
  remaining -= pointsUsed;
  const happyPointsUsed =
    input.happyPoint === null ? 0 : happyPointsToUse(input.happyPoint.use, input.happyPoint.balance, remaining);
  remaining -= happyPointsUsed;

  return ok({
    lines,
    benefitLines: benefit?.benefitLine ? [benefit.benefitLine] : [],
    subtotal,
    deliveryFee,
    membershipCoupon: benefit?.use ?? null,
    vouchers: vouchers.value,
    priceCoupons,
    appliedCouponAmounts: { discountInfoList },
    discountTotal: sumOf(discountInfoList),
    payableBeforePoints,
    pointsUsed,
    happyPointsUsed,
    total: remaining,
  });
}
