import { describe, expect, it } from 'vitest';
import { ChooseCheckoutCoupon } from '../../../../src/application/use-cases/choose-checkout-coupon';
import { StartCheckout } from '../../../../src/application/use-cases/start-checkout';
import { EMPTY_COUPON_SELECTION } from '../../../../src/domain/coupon/selection';
import { memoryWorld } from '../memory-world';

async function offered() {
  const world = memoryWorld();
  await world.signInMember();
  await world.wallet.register('voucher', 'VC300000001');
  const started = await new StartCheckout(world.orders, world.clock).execute({
    query: { mealType: 'delivery', mc: '101-1-10011' },
    agent: 'DESKTOPWEB',
  });
  if (started.kind !== 'ready') throw new Error('not ready');
  const { membershipCouponInfoList, voucherInfoList, priceCouponInfoList } = started.checkout;
  const coupons = {
    membershipCoupons: membershipCouponInfoList,
    vouchers: voucherInfoList,
    priceCoupons: priceCouponInfoList,
  };
  return { world, coupons, choose: new ChooseCheckoutCoupon(world.clock) };
}

describe('ChooseCheckoutCoupon', () => {
  it('a usable membership coupon is chosen, at the clock instant; choosing none clears it', async () => {
    const { world, coupons, choose } = await offered();
    const chosen = choose.execute({
      offered: coupons,
      selection: EMPTY_COUPON_SELECTION,
      pick: { kind: 'membership', couponNo: 'M-3000' },
    });
    expect(chosen).toEqual({
      kind: 'chosen',
      selection: { ...EMPTY_COUPON_SELECTION, membershipCouponNo: 'M-3000' },
      nowMs: world.clock.now(),
    });
    if (chosen.kind !== 'chosen') return;
    const cleared = choose.execute({
      offered: coupons,
      selection: chosen.selection,
      pick: { kind: 'membership', couponNo: null },
    });
    expect(cleared).toMatchObject({ kind: 'chosen', selection: EMPTY_COUPON_SELECTION });
  });

  it('an unusable membership coupon is refused with its reason (spec §5)', async () => {
    const { coupons, choose } = await offered();
    expect(
      choose.execute({
        offered: coupons,
        selection: EMPTY_COUPON_SELECTION,
        pick: { kind: 'membership', couponNo: 'M-RATE10' },
      }),
    ).toEqual({ kind: 'refused', code: 'COUPON_UNUSABLE', message: '2만원 이상 주문 시 사용 가능' });
  });

  it('vouchers toggle; a coupon this checkout does not offer changes nothing', async () => {
    const { coupons, choose } = await offered();
    const voucher = coupons.vouchers[0];
    if (voucher === undefined) throw new Error('no voucher');
    const on = choose.execute({
      offered: coupons,
      selection: EMPTY_COUPON_SELECTION,
      pick: { kind: 'voucher', id: voucher.id },
    });
    expect(on).toMatchObject({ kind: 'chosen', selection: { voucherIds: [voucher.id] } });
    if (on.kind !== 'chosen') return;
    const off = choose.execute({
      offered: coupons,
      selection: on.selection,
      pick: { kind: 'voucher', id: voucher.id },
    });
    expect(off).toMatchObject({ kind: 'chosen', selection: { voucherIds: [] } });
    expect(
      choose.execute({
        offered: coupons,
        selection: EMPTY_COUPON_SELECTION,
        pick: { kind: 'priceCoupon', id: 424_242 },
      }),
    ).toEqual({ kind: 'unchanged' });
  });

  it('an expired coupon is refused once the clock passes its end', async () => {
    const { world, coupons, choose } = await offered();
    const voucher = coupons.vouchers[0];
    if (voucher === undefined) throw new Error('no voucher');
    world.clock.set(Date.parse('2027-07-01T00:00:00+09:00'));
    expect(
      choose.execute({
        offered: coupons,
        selection: EMPTY_COUPON_SELECTION,
        pick: { kind: 'voucher', id: voucher.id },
      }),
    ).toMatchObject({ kind: 'refused', code: 'COUPON_EXPIRED' });
  });
});
