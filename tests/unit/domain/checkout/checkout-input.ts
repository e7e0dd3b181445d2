import { calculateCheckout } from '../../../../src/domain/checkout/calculate';
import type { CheckoutBreakdown, CheckoutError, CheckoutInput } from '../../../../src/domain/checkout/types';
import type { MembershipCoupon } from '../../../../src/domain/coupon/types';
import { NOW } from '../coupon/builders';

/** Test-data builder: a delivery order of 30,000 원 food and a 3,000 원 fee, nothing chosen. */
export const input = (over: Partial<CheckoutInput> = {}): CheckoutInput => ({
  lines: [
    { menuId: 1, lineTotal: 20_000 },
    { menuId: 2, menuPrice: 4_000, optionAddPrices: [500, 500], quantity: 2 },
  ],
  mealType: 'DELIVERY',
  deliveryFee: 3_000,
  membershipCoupon: null,
  membershipCoupons: [],
  vouchers: [],
  priceCoupons: [],
  pointsTyped: '',
  pointBalance: 0,
  happyPoint: null,
  nowMs: NOW,
  ...over,
});

/** The breakdown of the order, failing the test when it is refused. */
export const priced = (over: Partial<CheckoutInput> = {}): CheckoutBreakdown => {
  const result = calculateCheckout(input(over));
  if (!result.ok) throw new Error(`expected a breakdown, got ${result.error.code}`);
  return result.value;
};

/** The refusal of the order, failing the test when it is priced. */
export const refused = (over: Partial<CheckoutInput> = {}): CheckoutError => {
  const result = calculateCheckout(input(over));
  if (result.ok) throw new Error('expected a refusal');
  return result.error;
};

/** The order with a membership coupon chosen and offered. */
export const withCoupon = (coupon: MembershipCoupon, over: Partial<CheckoutInput> = {}): CheckoutInput =>
  input({ membershipCoupon: coupon, membershipCoupons: [coupon], ...over });
