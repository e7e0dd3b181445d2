import { describe, expect, it } from 'vitest';
import { membershipCoupon, priceCoupon, voucher } from '../coupon/builders';
import { priced, refused, withCoupon } from './checkout-input';

describe('paper vouchers: used whole, no change', () => {
  it('pay their face value when it fits', () => {
    const b = priced({ vouchers: [voucher({ id: 1 }), voucher({ id: 2, voucherSn: 'V-2' })] });
    expect(b.vouchers.map((v) => [v.amount, v.forfeited])).toEqual([
      [10_000, 0],
      [10_000, 0],
    ]);
    expect(b.appliedCouponAmounts.discountInfoList).toEqual([{ paymentType: 'VOUCHER', amount: 20_000 }]);
    expect(b.total).toBe(13_000);
  });

  it('a voucher above what remains is accepted and its excess forfeited', () => {
    const b = priced({ vouchers: [voucher({ price: 50_000 })] });
    expect(b.vouchers[0]).toMatchObject({ amount: 33_000, forfeited: 17_000 });
    expect(b.total).toBe(0);
  });

  it('a voucher that would pay nothing extra is refused', () => {
    const error = refused({
      vouchers: [voucher({ id: 1, price: 50_000 }), voucher({ id: 2, voucherSn: 'V-2', price: 1_000 })],
    });
    expect(error).toMatchObject({ code: 'VOUCHER_NOT_NEEDED', field: 'vouchers', couponRef: 'V-2' });
  });

  it('refuses the unneeded voucher whatever order they were chosen in', () => {
    const small = voucher({ id: 2, voucherSn: 'V-2', price: 1_000 });
    expect(refused({ vouchers: [small, voucher({ id: 1, price: 50_000 })] }).code).toBe('VOUCHER_NOT_NEEDED');
  });

  it('accepts vouchers that are each needed even if together they exceed what remains', () => {
    const b = priced({ vouchers: [voucher({ id: 1, price: 20_000 }), voucher({ id: 2, price: 20_000 })] });
    expect(b.vouchers.map((v) => v.forfeited)).toEqual([0, 7_000]);
  });

  it('refuses any voucher on an order the membership coupon already paid in full', () => {
    const coupon = membershipCoupon({ discountAmount: 50_000 });
    expect(refused(withCoupon(coupon, { mealType: 'TAKEOUT', vouchers: [voucher()] })).code).toBe('VOUCHER_NOT_NEEDED');
  });

  it('go after the membership coupon', () => {
    const b = priced(withCoupon(membershipCoupon(), { vouchers: [voucher({ price: 40_000 })] }));
    expect(b.vouchers[0]).toMatchObject({ amount: 30_000, forfeited: 10_000 });
  });

  it('refuses the same voucher twice, an expired one, or a bad face value', () => {
    expect(refused({ vouchers: [voucher(), voucher()] }).code).toBe('DUPLICATE_COUPON');
    expect(refused({ vouchers: [voucher({ endDate: '2024-05-14' })] }).code).toBe('COUPON_EXPIRED');
    expect(refused({ vouchers: [voucher({ price: 99.5 })] }).code).toBe('INVALID_AMOUNT');
    expect(refused({ vouchers: [voucher({ price: 0 })] }).code).toBe('INVALID_AMOUNT');
  });
});

describe('price coupons: stored value, balance kept', () => {
  it('spend their balances in the order chosen and report what is left', () => {
    const b = priced({
      priceCoupons: [
        priceCoupon({ id: 2, couponNo: 'P-2', balance: 20_000 }),
        priceCoupon({ id: 1, couponNo: 'P-1', balance: 50_000 }),
      ],
    });
    expect(b.priceCoupons).toEqual([
      { id: 2, couponNo: 'P-2', amount: 20_000, balanceAfter: 0 },
      { id: 1, couponNo: 'P-1', amount: 13_000, balanceAfter: 37_000 },
    ]);
    expect(b.appliedCouponAmounts.discountInfoList).toEqual([{ paymentType: 'PRICE_COUPON', amount: 33_000 }]);
    expect(b.total).toBe(0);
  });

  it('go after vouchers, so the voucher is used whole and the coupon keeps its balance', () => {
    const b = priced({ vouchers: [voucher()], priceCoupons: [priceCoupon({ balance: 50_000 })] });
    expect(b.vouchers[0]?.forfeited).toBe(0);
    expect(b.priceCoupons[0]).toMatchObject({ amount: 23_000, balanceAfter: 27_000 });
    expect(b.appliedCouponAmounts.discountInfoList.map((d) => d.paymentType)).toEqual(['VOUCHER', 'PRICE_COUPON']);
  });

  it('a coupon reached when nothing remains spends nothing and keeps its balance', () => {
    const b = priced({
      priceCoupons: [priceCoupon({ id: 1, balance: 40_000 }), priceCoupon({ id: 2, couponNo: 'P-2', balance: 5_000 })],
    });
    expect(b.priceCoupons[1]).toMatchObject({ amount: 0, balanceAfter: 5_000 });
  });

  it('refuses the same coupon twice, an expired one, or a bad balance', () => {
    expect(refused({ priceCoupons: [priceCoupon(), priceCoupon()] }).code).toBe('DUPLICATE_COUPON');
    expect(refused({ priceCoupons: [priceCoupon({ endDate: '2024-05-14' })] })).toMatchObject({
      code: 'COUPON_EXPIRED',
      couponRef: 'P-1',
    });
    expect(refused({ priceCoupons: [priceCoupon({ balance: -1 })] }).code).toBe('INVALID_AMOUNT');
  });
});

describe('points and Happy Point', () => {
  it('points are cleaned against the payable after coupons', () => {
    const b = priced({ vouchers: [voucher({ price: 30_000 })], pointsTyped: '9,999', pointBalance: 50_000 });
    expect(b.payableBeforePoints).toBe(3_000);
    expect(b.pointsUsed).toBe(3_000);
    expect(b.total).toBe(0);
  });

  it('points are rounded down to 100 and 1..99 cleared', () => {
    expect(priced({ pointsTyped: 1_250, pointBalance: 5_000 }).pointsUsed).toBe(1_200);
    expect(priced({ pointsTyped: '99', pointBalance: 5_000 }).pointsUsed).toBe(0);
  });

  it('no points are used below a 100 P balance', () => {
    expect(priced({ pointsTyped: '90', pointBalance: 90 }).pointsUsed).toBe(0);
  });

  it('Happy Point pays what points leave, within its balance', () => {
    const b = priced({ pointsTyped: '30000', pointBalance: 30_000, happyPoint: { use: 5_000, balance: 4_000 } });
    expect(b.pointsUsed).toBe(30_000);
    expect(b.happyPointsUsed).toBe(3_000);
    expect(b.total).toBe(0);
    expect(priced({ happyPoint: { use: 5_000, balance: 4_000 } }).happyPointsUsed).toBe(4_000);
  });

  it('Happy Point asked as a fraction or a negative value is floored or ignored', () => {
    expect(priced({ happyPoint: { use: 1_234.7, balance: 9_000 } }).happyPointsUsed).toBe(1_234);
    expect(priced({ happyPoint: { use: -10, balance: 9_000 } }).happyPointsUsed).toBe(0);
    expect(priced({ happyPoint: { use: Number.NaN, balance: 9_000 } }).happyPointsUsed).toBe(0);
  });

  it('total = subtotal + fee − discounts − points − Happy Point', () => {
    const b = priced(
      withCoupon(membershipCoupon(), {
        vouchers: [voucher()],
        priceCoupons: [priceCoupon({ balance: 5_000 })],
        pointsTyped: '2,345',
        pointBalance: 10_000,
        happyPoint: { use: 700, balance: 1_000 },
      }),
    );
    expect(b).toMatchObject({ subtotal: 30_000, deliveryFee: 3_000, discountTotal: 18_000, pointsUsed: 2_300 });
    expect(b.happyPointsUsed).toBe(700);
    expect(b.total).toBe(30_000 + 3_000 - 18_000 - 2_300 - 700);
  });
});
