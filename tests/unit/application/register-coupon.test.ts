import { describe, expect, it } from 'vitest';
import { RegisterCoupon } from '../../../src/application/use-cases/register-coupon';
import { memoryWorld } from './memory-world';

describe('RegisterCoupon', () => {
  it('a blank number is refused without asking the server (a signed-out wallet would throw if asked)', async () => {
    const world = memoryWorld();
    const result = await new RegisterCoupon(world.wallet).execute({ kind: 'ecoupon', couponNo: '   ' });
    expect(result).toEqual({ kind: 'blank' });
  });

  it('a member registering an e-coupon hears 쿠폰이 등록되었습니다. and finds it in the coupon book', async () => {
    const world = memoryWorld();
    await world.signInMember();
    const result = await new RegisterCoupon(world.wallet).execute({ kind: 'ecoupon', couponNo: ' EC100000001 ' });
    expect(result).toEqual({ kind: 'registered', message: '쿠폰이 등록되었습니다.' });
    expect((await world.wallet.ecoupons()).map((c) => [c.couponNo, c.menuName])).toEqual([
      ['EC100000001', '황금올리브치킨'],
    ]);
  });

  it('a guest is told that e-coupon and voucher registration is for members only', async () => {
    const world = memoryWorld();
    await world.signInGuest();
    const result = await new RegisterCoupon(world.wallet).execute({ kind: 'voucher', couponNo: 'VC300000001' });
    expect(result).toEqual({ kind: 'members-only', notice: 'E-쿠폰, 상품권 등록은 비비큐 회원만 가능합니다' });
    expect(await world.wallet.vouchers()).toEqual([]);
  });

  it("any other refusal shows the server's message, e.g. a number already registered", async () => {
    const world = memoryWorld();
    await world.signInMember();
    const register = new RegisterCoupon(world.wallet);
    await register.execute({ kind: 'price-coupon', couponNo: 'PC200000001' });
    expect(await register.execute({ kind: 'price-coupon', couponNo: 'PC200000001' })).toEqual({
      kind: 'failed',
      message: '이미 등록된 쿠폰입니다.',
    });
    expect(await world.wallet.priceCoupons()).toHaveLength(1);
  });
});
