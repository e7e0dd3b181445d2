import { describe, expect, it } from 'vitest';
import { MAX_ORDER_WON } from '../../../../src/domain/checkout/calculate';
import type { CheckoutInput } from '../../../../src/domain/checkout/types';
import { membershipCoupon } from '../coupon/builders';
import { priced, refused, withCoupon } from './checkout-input';

describe('checkout subtotal and fee', () => {
  it('sums line totals, pricing parts as (menu price + add prices) × quantity', () => {
    const b = priced();
    expect(b.lines).toEqual([
      { menuId: 1, lineTotal: 20_000 },
      { menuId: 2, lineTotal: 10_000 },
    ]);
    expect(b.subtotal).toBe(30_000);
    expect(b.total).toBe(33_000);
  });

  it('charges the delivery fee for delivery only', () => {
    expect(priced({ mealType: 'TAKEOUT' })).toMatchObject({ deliveryFee: 0, total: 30_000 });
  });

  it('lists no discount when nothing is chosen', () => {
    expect(priced().appliedCouponAmounts).toEqual({ discountInfoList: [] });
    expect(priced().discountTotal).toBe(0);
  });
});

describe('membership coupon (spec §3)', () => {
  it('FLAT_DISCOUNT takes its amount off the food', () => {
    const b = priced(withCoupon(membershipCoupon()));
    expect(b.membershipCoupon).toEqual({ couponNo: 'M-1', benefitType: 'FLAT_DISCOUNT', amount: 3_000 });
    expect(b.appliedCouponAmounts.discountInfoList).toEqual([
      { paymentType: 'MEMBERSHIP_COUPON_PRIVATE', amount: 3_000 },
    ]);
    expect(b.total).toBe(30_000);
  });

  it('FLAT_DISCOUNT is capped at the food subtotal; the fee is still paid', () => {
    const b = priced(withCoupon(membershipCoupon({ discountAmount: 50_000 })));
    expect(b.membershipCoupon?.amount).toBe(30_000);
    expect(b.total).toBe(3_000);
  });

  it('RATE_DISCOUNT is the rate of the food rounded down to the won', () => {
    const coupon = membershipCoupon({ benefitType: 'RATE_DISCOUNT', discountRate: 10, maxDiscountAmount: 0 });
    const b = priced(withCoupon(coupon, { lines: [{ menuId: 1, lineTotal: 15_990 }] }));
    expect(b.membershipCoupon?.amount).toBe(1_599);
  });

  it('RATE_DISCOUNT is capped by maxDiscountAmount', () => {
    const coupon = membershipCoupon({ benefitType: 'RATE_DISCOUNT', discountRate: 20, maxDiscountAmount: 4_000 });
    expect(priced(withCoupon(coupon)).membershipCoupon?.amount).toBe(4_000);
  });

  it('DELIVERY_FEE takes the whole fee off when it names no amount', () => {
    const coupon = membershipCoupon({ benefitType: 'DELIVERY_FEE', discountAmount: 0 });
    const b = priced(withCoupon(coupon));
    expect(b.membershipCoupon?.amount).toBe(3_000);
    expect(b.total).toBe(30_000);
  });

  it('DELIVERY_FEE with an amount takes at most that amount and at most the fee', () => {
    const partial = membershipCoupon({ benefitType: 'DELIVERY_FEE', discountAmount: 2_000 });
    expect(priced(withCoupon(partial)).membershipCoupon?.amount).toBe(2_000);
    const large = membershipCoupon({ benefitType: 'DELIVERY_FEE', discountAmount: 9_000 });
    expect(priced(withCoupon(large)).membershipCoupon?.amount).toBe(3_000);
  });

  it('DELIVERY_FEE is refused on takeout (there is no fee to take off)', () => {
    const coupon = membershipCoupon({ benefitType: 'DELIVERY_FEE' });
    expect(refused(withCoupon(coupon, { mealType: 'TAKEOUT' })).code).toBe('COUPON_NOT_APPLICABLE');
  });

  it('PRODUCT adds the benefit menu at 0 원 and changes no price', () => {
    const coupon = membershipCoupon({
      benefitType: 'PRODUCT',
      benefitMenuInfo: { menuName: '치즈볼', menuImage: '/img/ball.png' },
    });
    const b = priced(withCoupon(coupon));
    expect(b.benefitLines).toEqual([{ couponNo: 'M-1', menuName: '치즈볼', menuImage: '/img/ball.png', price: 0 }]);
    expect(b.appliedCouponAmounts.discountInfoList).toEqual([{ paymentType: 'MEMBERSHIP_COUPON_PRIVATE', amount: 0 }]);
    expect(b.total).toBe(33_000);
  });

  it('PRODUCT without a benefit menu is refused', () => {
    const coupon = membershipCoupon({ benefitType: 'PRODUCT', benefitMenuInfo: null });
    expect(refused(withCoupon(coupon)).code).toBe('COUPON_NOT_APPLICABLE');
  });

  it('an unusable coupon is refused, carrying its reason', () => {
    const coupon = membershipCoupon({ isUsable: false, unUsableReason: '최소 주문 금액 미달' });
    expect(refused(withCoupon(coupon))).toMatchObject({
      code: 'MEMBERSHIP_COUPON_UNUSABLE',
      message: '최소 주문 금액 미달',
      couponRef: 'M-1',
    });
  });

  it('an expired coupon is refused', () => {
    const coupon = membershipCoupon({ useEndsAt: '2024-05-15T11:59:59+09:00' });
    expect(refused(withCoupon(coupon)).code).toBe('COUPON_EXPIRED');
  });

  it('a coupon not offered for this order is refused', () => {
    expect(refused({ membershipCoupon: membershipCoupon(), membershipCoupons: [] }).code).toBe(
      'MEMBERSHIP_COUPON_NOT_OFFERED',
    );
  });

  it('is priced as offered, not as the chosen copy says', () => {
    const offered = membershipCoupon({ discountAmount: 1_000 });
    const tampered = membershipCoupon({ discountAmount: 30_000 });
    expect(priced({ membershipCoupon: tampered, membershipCoupons: [offered] }).membershipCoupon?.amount).toBe(1_000);
  });

  it('refuses coupon amounts that are not whole won or a rate outside 0..100', () => {
    expect(refused(withCoupon(membershipCoupon({ discountAmount: -1 }))).code).toBe('INVALID_AMOUNT');
    const rate = membershipCoupon({ benefitType: 'RATE_DISCOUNT', discountRate: 150 });
    expect(refused(withCoupon(rate)).code).toBe('INVALID_AMOUNT');
    const fee = membershipCoupon({ benefitType: 'DELIVERY_FEE', discountAmount: 0.5 });
    expect(refused(withCoupon(fee)).code).toBe('INVALID_AMOUNT');
    const unknown = membershipCoupon({ benefitType: 'CASHBACK' as never });
    expect(refused(withCoupon(unknown)).code).toBe('INVALID_AMOUNT');
  });
});

describe('amounts that are not whole won are refused, never priced', () => {
  it.each([
    ['a negative line total', { lines: [{ menuId: 1, lineTotal: -1 }] }, 'lines'],
    ['a fractional menu price', { lines: [{ menuId: 1, menuPrice: 10.5, optionAddPrices: [], quantity: 1 }] }, 'lines'],
    ['a negative option price', { lines: [{ menuId: 1, menuPrice: 10, optionAddPrices: [-5], quantity: 1 }] }, 'lines'],
    ['quantity 0', { lines: [{ menuId: 1, menuPrice: 10, optionAddPrices: [], quantity: 0 }] }, 'lines'],
    ['quantity 100', { lines: [{ menuId: 1, menuPrice: 10, optionAddPrices: [], quantity: 100 }] }, 'lines'],
    [
      'an unsafe line',
      { lines: [{ menuId: 1, menuPrice: 2 ** 52, optionAddPrices: [2 ** 52], quantity: 2 }] },
      'lines',
    ],
    ['an order above the maximum', { lines: [{ menuId: 1, lineTotal: MAX_ORDER_WON + 1 }] }, 'lines'],
    ['a NaN fee', { deliveryFee: Number.NaN }, 'deliveryFee'],
    ['a negative point balance', { pointBalance: -100 }, 'pointBalance'],
    ['a fractional Happy Point balance', { happyPoint: { use: 0, balance: 0.5 } }, 'happyPoint'],
  ] as const)('%s', (_name, over, field) => {
    expect(refused(over as Partial<CheckoutInput>)).toMatchObject({ code: 'INVALID_AMOUNT', field });
  });

  it('prices an empty order as 0 plus the fee', () => {
    expect(priced({ lines: [] })).toMatchObject({ subtotal: 0, total: 3_000 });
  });
});
