import { describe, expect, it } from 'vitest';
import { memoryWorld } from '../../application/memory-world';

async function member() {
  const world = memoryWorld();
  await world.signInMember();
  return world;
}

describe('InMemoryCouponWallet', () => {
  it('registers each kind by number into its own list', async () => {
    const { wallet } = await member();
    expect(await wallet.register('ecoupon', 'EC100000001')).toEqual({ kind: 'registered' });
    expect(await wallet.register('price-coupon', 'PC200000001')).toEqual({ kind: 'registered' });
    expect(await wallet.register('voucher', 'VC300000001')).toEqual({ kind: 'registered' });
    expect((await wallet.priceCoupons()).map((c) => c.balance)).toEqual([10_000]);
    expect((await wallet.vouchers()).map((v) => [v.voucherSn, v.price])).toEqual([['VC300000001', 20_000]]);
  });

  it('a number of another kind, an unknown or an expired number is refused', async () => {
    const { wallet } = await member();
    expect(await wallet.register('voucher', 'EC100000001')).toMatchObject({ code: 'COUPON_NOT_FOUND' });
    expect(await wallet.register('price-coupon', 'PC200000009')).toEqual({
      kind: 'rejected',
      code: 'COUPON_EXPIRED',
      message: '사용 기간이 지난 쿠폰입니다.',
    });
  });

  it("a guest's registration is refused with a message containing 비회원", async () => {
    const world = memoryWorld();
    await world.signInGuest();
    const result = await world.wallet.register('ecoupon', 'EC100000001');
    expect(result.kind === 'rejected' && result.message).toContain('비회원');
  });

  it('a membership coupon is issued once per template, valid for its days', async () => {
    const { wallet, clock } = await member();
    const issued = await wallet.issueMembershipCoupon(1);
    expect(issued.kind === 'issued' && Date.parse(issued.coupon.useEndsAt)).toBe(clock.now() + 30 * 86_400_000);
    expect(await wallet.issueMembershipCoupon(1)).toMatchObject({ code: 'ALREADY_ISSUED' });
    expect((await wallet.membershipCoupons()).map((c) => c.benefitType)).toContain('DELIVERY_FEE');
  });

  it('removes a coupon of the customer; anything else is not-found', async () => {
    const { wallet } = await member();
    await wallet.register('ecoupon', 'EC100000001');
    const id = (await wallet.ecoupons())[0]?.id ?? -1;
    expect(await wallet.remove('voucher', id)).toEqual({ kind: 'not-found' });
    expect(await wallet.remove('ecoupon', id)).toEqual({ kind: 'removed' });
    expect(await wallet.ecoupons()).toEqual([]);
  });
});
