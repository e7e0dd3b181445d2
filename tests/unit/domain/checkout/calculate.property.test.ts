import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { calculateCheckout } from '../../../../src/domain/checkout/calculate';
import type { CheckoutBreakdown, CheckoutInput } from '../../../../src/domain/checkout/types';
import type { BenefitType, MembershipCoupon } from '../../../../src/domain/coupon/types';
import { membershipCoupon, NOW, priceCoupon, voucher } from '../coupon/builders';

const won = (max: number) => fc.integer({ min: 0, max });

const line = fc.oneof(
  fc.record({ menuId: fc.integer({ min: 1, max: 500 }), lineTotal: won(300_000) }),
  fc.record({
    menuId: fc.integer({ min: 1, max: 500 }),
    menuPrice: won(40_000),
    optionAddPrices: fc.array(won(5_000), { maxLength: 4 }),
    quantity: fc.integer({ min: 1, max: 99 }),
  }),
);

const coupon: fc.Arbitrary<MembershipCoupon> = fc
  .record({
    benefitType: fc.constantFrom<BenefitType>('FLAT_DISCOUNT', 'RATE_DISCOUNT', 'PRODUCT', 'DELIVERY_FEE'),
    discountAmount: won(60_000),
    discountRate: fc.integer({ min: 0, max: 100 }),
    maxDiscountAmount: won(20_000),
  })
  .map((c) => membershipCoupon({ ...c, benefitMenuInfo: { menuName: '치즈볼', menuImage: '/b.png' } }));

const vouchers = fc
  .uniqueArray(fc.integer({ min: 1, max: 1_000 }), { maxLength: 4 })
  .chain((ids) =>
    fc.tuple(
      ...ids.map((id) =>
        fc.integer({ min: 1, max: 50_000 }).map((price) => voucher({ id, voucherSn: `V-${id}`, price })),
      ),
    ),
  );

const priceCoupons = fc
  .uniqueArray(fc.integer({ min: 1, max: 1_000 }), { maxLength: 4 })
  .chain((ids) =>
    fc.tuple(...ids.map((id) => won(80_000).map((balance) => priceCoupon({ id, couponNo: `P-${id}`, balance })))),
  );

const checkoutInput: fc.Arbitrary<CheckoutInput> = fc
  .record({
    lines: fc.array(line, { minLength: 1, maxLength: 10 }),
    mealType: fc.constantFrom('DELIVERY' as const, 'TAKEOUT' as const),
    deliveryFee: won(6_000),
    membershipCoupon: fc.option(coupon, { nil: null }),
    vouchers,
    priceCoupons,
    pointsTyped: fc.oneof(fc.string({ maxLength: 10 }), fc.stringMatching(/^[0-9,]{0,9}$/), won(2_000_000)),
    pointBalance: won(500_000),
    happyPoint: fc.option(fc.record({ use: fc.integer({ min: -1_000, max: 200_000 }), balance: won(100_000) }), {
      nil: null,
    }),
  })
  .map((r) => ({ ...r, membershipCoupons: r.membershipCoupon ? [r.membershipCoupon] : [], nowMs: NOW }));

const isInt = (n: number) => Number.isSafeInteger(n) && n >= 0;

function checkInvariants(input: CheckoutInput, b: CheckoutBreakdown): void {
  const amounts = [
    b.subtotal,
    b.deliveryFee,
    b.discountTotal,
    b.payableBeforePoints,
    b.pointsUsed,
    b.happyPointsUsed,
    b.total,
    ...b.lines.map((l) => l.lineTotal),
    ...b.appliedCouponAmounts.discountInfoList.map((d) => d.amount),
    ...b.vouchers.flatMap((v) => [v.amount, v.forfeited]),
    ...b.priceCoupons.flatMap((c) => [c.amount, c.balanceAfter]),
  ];
  // Every amount an integer, none negative (total ≥ 0 included).
  for (const a of amounts) expect(isInt(a)).toBe(true);

  expect(b.subtotal).toBe(b.lines.reduce((t, l) => t + l.lineTotal, 0));
  expect(b.deliveryFee).toBe(input.mealType === 'DELIVERY' ? input.deliveryFee : 0);
  expect(b.discountTotal).toBe(b.appliedCouponAmounts.discountInfoList.reduce((t, d) => t + d.amount, 0));
  expect(b.total).toBe(b.subtotal + b.deliveryFee - b.discountTotal - b.pointsUsed - b.happyPointsUsed);

  // No discount above what it discounts.
  const m = b.membershipCoupon;
  if (m) {
    const chosen = input.membershipCoupon as MembershipCoupon;
    if (m.benefitType === 'FLAT_DISCOUNT') expect(m.amount).toBe(Math.min(chosen.discountAmount, b.subtotal));
    if (m.benefitType === 'RATE_DISCOUNT') {
      expect(m.amount).toBeLessThanOrEqual(Math.floor((b.subtotal * chosen.discountRate) / 100));
      if (chosen.maxDiscountAmount > 0) expect(m.amount).toBeLessThanOrEqual(chosen.maxDiscountAmount);
    }
    if (m.benefitType === 'DELIVERY_FEE') expect(m.amount).toBeLessThanOrEqual(b.deliveryFee);
    if (m.benefitType === 'PRODUCT') expect(m.amount).toBe(0);
    expect(b.benefitLines).toHaveLength(m.benefitType === 'PRODUCT' ? 1 : 0);
  }
  const afterMembership = b.subtotal + b.deliveryFee - (m?.amount ?? 0);
  const voucherSum = b.vouchers.reduce((t, v) => t + v.amount, 0);
  expect(voucherSum).toBeLessThanOrEqual(afterMembership);
  for (const v of b.vouchers) {
    expect(v.amount).toBeGreaterThan(0); // a voucher is never given up for nothing
    expect(v.amount + v.forfeited).toBe(v.price);
  }
  for (const [i, c] of b.priceCoupons.entries()) {
    expect(c.amount + c.balanceAfter).toBe(input.priceCoupons[i]?.balance);
  }
  expect(b.payableBeforePoints).toBe(afterMembership - voucherSum - b.priceCoupons.reduce((t, c) => t + c.amount, 0));
  expect(b.pointsUsed % 100).toBe(0);
  expect(b.pointsUsed).toBeLessThanOrEqual(Math.min(input.pointBalance, b.payableBeforePoints));
  if (input.happyPoint) expect(b.happyPointsUsed).toBeLessThanOrEqual(input.happyPoint.balance);
  else expect(b.happyPointsUsed).toBe(0);
}

describe('checkout calculation properties (1000 runs each)', () => {
  it('every priced checkout keeps the money invariants', () => {
    fc.assert(
      fc.property(checkoutInput, (input) => {
        const result = calculateCheckout(input);
        if (result.ok) checkInvariants(input, result.value);
      }),
      { numRuns: 1000 },
    );
  });

  it('refuses only for the documented reasons, and exactly when they hold', () => {
    fc.assert(
      fc.property(checkoutInput, (input) => {
        const result = calculateCheckout(input);
        const feeOnTakeout = input.membershipCoupon?.benefitType === 'DELIVERY_FEE' && input.mealType === 'TAKEOUT';
        if (feeOnTakeout) {
          expect(result.ok ? null : result.error.code).toBe('COUPON_NOT_APPLICABLE');
          return;
        }
        // Vouchers are refused exactly when one of them is not needed to cover what the coupon leaves.
        const base = calculateCheckout({ ...input, vouchers: [], priceCoupons: [], pointsTyped: '', happyPoint: null });
        if (!base.ok) throw new Error(base.error.code);
        const left = base.value.total;
        const face = input.vouchers.reduce((t, v) => t + v.price, 0);
        const unneeded = input.vouchers.some((v) => face - v.price >= left);
        expect(result.ok ? 'ok' : result.error.code).toBe(unneeded ? 'VOUCHER_NOT_NEEDED' : 'ok');
      }),
      { numRuns: 1000 },
    );
  });

  it('the amount vouchers pay does not depend on the order they were chosen in', () => {
    fc.assert(
      fc.property(checkoutInput, (input) => {
        const forward = calculateCheckout(input);
        const backward = calculateCheckout({ ...input, vouchers: [...input.vouchers].reverse() });
        expect(backward.ok).toBe(forward.ok);
        if (forward.ok && backward.ok) expect(backward.value.total).toBe(forward.value.total);
      }),
      { numRuns: 1000 },
    );
  });

  it('never throws on hostile numbers: either priced with the invariants or refused as INVALID_AMOUNT', () => {
    const hostile = fc.oneof(
      fc.integer({ min: -10_000, max: 100_000 }),
      fc.double({ min: -1e6, max: 1e6 }),
      fc.constantFrom(Number.NaN, Number.POSITIVE_INFINITY, -0, 2 ** 53, 1e15),
    );
    const hostileInput = fc
      .record({ lineTotal: hostile, fee: hostile, balance: hostile, voucherPrice: hostile, hp: hostile })
      .map(
        (h): CheckoutInput => ({
          lines: [{ menuId: 1, lineTotal: h.lineTotal }],
          mealType: 'DELIVERY',
          deliveryFee: h.fee,
          membershipCoupon: null,
          membershipCoupons: [],
          vouchers: [voucher({ price: h.voucherPrice })],
          priceCoupons: [],
          pointsTyped: h.balance,
          pointBalance: h.balance,
          happyPoint: { use: h.hp, balance: h.hp },
          nowMs: NOW,
        }),
      );
    fc.assert(
      fc.property(hostileInput, (input) => {
        const result = calculateCheckout(input);
        if (result.ok) checkInvariants(input, result.value);
        else expect(['INVALID_AMOUNT', 'VOUCHER_NOT_NEEDED']).toContain(result.error.code);
      }),
      { numRuns: 1000 },
    );
  });
});
