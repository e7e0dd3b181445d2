import { describe, expect, it } from 'vitest';
import { calculateCheckout } from '../../../../src/domain/checkout/calculate';
import { checkoutCouponRows } from '../../../../src/domain/checkout/coupon-rows';
import { membershipCoupon, priceCoupon, voucher } from '../coupon/builders';
import { input } from './checkout-input';

const held = { membershipCoupons: 2, vouchers: 3, priceCoupons: 0 };

describe('checkout coupon rows from a priced checkout (spec §4)', () => {
  it('show the applied amounts as negative sums, (없음) for a kind not held', () => {
    const coupon = membershipCoupon();
    const result = calculateCheckout(
      input({
        membershipCoupon: coupon,
        membershipCoupons: [coupon],
        vouchers: [voucher({ id: 1 }), voucher({ id: 2, voucherSn: 'V-2', price: 5_000 })],
      }),
    );
    if (!result.ok) throw new Error(result.error.code);
    expect(checkoutCouponRows(result.value, held)).toEqual({
      membershipCoupon: { text: '-3,000원', clickable: true },
      voucher: { text: '-15,000원', clickable: true },
      priceCoupon: { text: '(없음)', clickable: false },
    });
  });

  it('show 쿠폰 적용 완료 for a PRODUCT coupon and the held count where nothing is chosen', () => {
    const coupon = membershipCoupon({ benefitType: 'PRODUCT', benefitMenuInfo: { menuName: '콜라', menuImage: '' } });
    const result = calculateCheckout(
      input({ membershipCoupon: coupon, membershipCoupons: [coupon], priceCoupons: [priceCoupon()] }),
    );
    if (!result.ok) throw new Error(result.error.code);
    expect(checkoutCouponRows(result.value, { ...held, priceCoupons: 1 })).toEqual({
      membershipCoupon: { text: '쿠폰 적용 완료', clickable: true },
      voucher: { text: '3장', clickable: true },
      priceCoupon: { text: '-5,000원', clickable: true },
    });
  });

  it('show held counts before the checkout is priced', () => {
    expect(checkoutCouponRows(null, held).membershipCoupon).toEqual({ text: '2장', clickable: true });
  });
});
