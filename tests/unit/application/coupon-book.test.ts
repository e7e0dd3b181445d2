import { describe, expect, it } from 'vitest';
import { DeleteWalletCoupon } from '../../../src/application/use-cases/delete-wallet-coupon';
import { ReadCouponBook } from '../../../src/application/use-cases/read-coupon-book';
import { RegisterCoupon } from '../../../src/application/use-cases/register-coupon';
import { COUPON_EXPIRED_MESSAGE } from '../../../src/domain/coupon/book';
import { COUPON_IN_USE_MESSAGE } from '../../../src/domain/coupon/removal';
import { type MemoryWorld, memoryWorld } from './memory-world';
import { placeOrder } from './order-world';

const DAY_MS = 86_400_000;
/** 2027-01-01 00:00 Asia/Seoul: the fixture member's membership coupons ended at 2026-12-31 23:59:59. */
const NEW_YEAR_SEOUL_MS = Date.parse('2027-01-01T00:00:00+09:00');

async function memberWithRegisteredCoupons(): Promise<MemoryWorld> {
  const world = memoryWorld();
  await world.signInMember();
  const register = new RegisterCoupon(world.wallet);
  for (const [kind, couponNo] of [
    ['ecoupon', 'EC100000001'],
    ['price-coupon', 'PC200000001'],
    ['voucher', 'VC300000001'],
  ] as const) {
    expect(await register.execute({ kind, couponNo })).toMatchObject({ kind: 'registered' });
  }
  return world;
}

describe('ReadCouponBook', () => {
  it('reads the membership, price coupon + voucher and e-coupon tabs together, none expired today', async () => {
    const world = await memberWithRegisteredCoupons();
    const { book } = await new ReadCouponBook(world.wallet, world.clock).execute();
    expect(book.membership.map((e) => [e.coupon.couponNo, e.expired])).toEqual([
      ['M-3000', false],
      ['M-RATE10', false],
    ]);
    expect(book.priceCoupons.map((e) => [e.coupon.couponName, e.coupon.balance, e.expired])).toEqual([
      ['1만원 금액권', 10_000, false],
    ]);
    expect(book.vouchers.map((e) => [e.coupon.price, e.expired])).toEqual([[20_000, false]]);
    expect(book.ecoupons.map((e) => [e.coupon.menuName, e.expired])).toEqual([['황금올리브치킨', false]]);
  });

  it('a membership coupon that ended stays 30 days, dimmed as not usable with the reason, then leaves the book', async () => {
    const world = await memberWithRegisteredCoupons();
    const read = new ReadCouponBook(world.wallet, world.clock);

    world.clock.set(NEW_YEAR_SEOUL_MS);
    const { book } = await read.execute();
    expect(
      book.membership.map((e) => [e.coupon.couponNo, e.expired, e.coupon.isUsable, e.coupon.unUsableReason]),
    ).toEqual([
      ['M-3000', true, false, COUPON_EXPIRED_MESSAGE],
      ['M-RATE10', true, false, COUPON_EXPIRED_MESSAGE],
    ]);

    world.clock.set(NEW_YEAR_SEOUL_MS + 31 * DAY_MS);
    expect((await read.execute()).book.membership).toEqual([]);
  });

  it('a registered coupon past its last day, or a price coupon without balance, is no longer held', async () => {
    const world = await memberWithRegisteredCoupons();
    world.clock.set(Date.parse('2027-06-30T23:59:59+09:00'));
    const lastDay = (await new ReadCouponBook(world.wallet, world.clock).execute()).book;
    expect([lastDay.priceCoupons.length, lastDay.vouchers.length, lastDay.ecoupons.length]).toEqual([1, 1, 1]);

    world.clock.set(Date.parse('2027-07-01T00:00:00+09:00'));
    const after = (await new ReadCouponBook(world.wallet, world.clock).execute()).book;
    expect([after.priceCoupons, after.vouchers, after.ecoupons]).toEqual([[], [], []]);

    const spent = memoryWorld();
    await spent.signInMember();
    await new RegisterCoupon(spent.wallet).execute({ kind: 'price-coupon', couponNo: 'PC200000001' });
    const owner = spent.backend.requireOwner();
    owner.priceCoupons = owner.priceCoupons.map((c) => ({ ...c, balance: 0 }));
    expect((await new ReadCouponBook(spent.wallet, spent.clock).execute()).book.priceCoupons).toEqual([]);
  });

  it('without a session the read is refused (the shell signs out)', async () => {
    const world = memoryWorld();
    await expect(new ReadCouponBook(world.wallet, world.clock).execute()).rejects.toThrow('로그인');
  });
});

describe('DeleteWalletCoupon', () => {
  it('deletes a registered coupon; deleting it again is not found', async () => {
    const world = await memberWithRegisteredCoupons();
    const read = new ReadCouponBook(world.wallet, world.clock);
    const voucher = (await read.execute()).book.vouchers[0]?.coupon;
    if (voucher === undefined) throw new Error('no voucher');
    const remove = new DeleteWalletCoupon(world.wallet);

    expect(await remove.execute({ kind: 'voucher', id: voucher.id })).toEqual({ kind: 'removed' });
    expect((await read.execute()).book.vouchers).toEqual([]);
    expect(await remove.execute({ kind: 'voucher', id: voucher.id })).toEqual({ kind: 'not-found' });
  });

  it("a coupon of another kind with that id, or another customer's coupon, is not found", async () => {
    const world = await memberWithRegisteredCoupons();
    const ecoupon = (await new ReadCouponBook(world.wallet, world.clock).execute()).book.ecoupons[0]?.coupon;
    if (ecoupon === undefined) throw new Error('no e-coupon');
    const remove = new DeleteWalletCoupon(world.wallet);
    expect(await remove.execute({ kind: 'price-coupon', id: ecoupon.id })).toEqual({ kind: 'not-found' });
    await world.signInGuest();
    expect(await remove.execute({ kind: 'ecoupon', id: ecoupon.id })).toEqual({ kind: 'not-found' });
  });

  it('a price coupon an order spent from stays until that order is cancelled, with the Korean refusal', async () => {
    const world = await memberWithRegisteredCoupons();
    const read = new ReadCouponBook(world.wallet, world.clock);
    const coupon = (await read.execute()).book.priceCoupons[0]?.coupon;
    if (coupon === undefined) throw new Error('no price coupon');
    const order = await placeOrder(world, { priceCouponIds: [coupon.id] });
    const remove = new DeleteWalletCoupon(world.wallet);

    expect(await remove.execute({ kind: 'price-coupon', id: coupon.id })).toEqual({
      kind: 'in-use',
      message: COUPON_IN_USE_MESSAGE,
    });
    expect(await world.orders.cancel(order.id)).toMatchObject({ kind: 'cancelled' });
    expect(await remove.execute({ kind: 'price-coupon', id: coupon.id })).toEqual({ kind: 'removed' });
    expect((await read.execute()).book.priceCoupons).toEqual([]);
  });

  it('a voucher an order used is refused, not lost as unknown; once the order is cancelled it can go', async () => {
    const world = await memberWithRegisteredCoupons();
    const voucher = (await new ReadCouponBook(world.wallet, world.clock).execute()).book.vouchers[0]?.coupon;
    if (voucher === undefined) throw new Error('no voucher');
    const order = await placeOrder(world, { voucherIds: [voucher.id] });
    const remove = new DeleteWalletCoupon(world.wallet);

    expect(await remove.execute({ kind: 'voucher', id: voucher.id })).toMatchObject({ kind: 'in-use' });
    await world.orders.cancel(order.id);
    expect(await remove.execute({ kind: 'voucher', id: voucher.id })).toEqual({ kind: 'removed' });
  });

  it('a removed coupon number can be registered again', async () => {
    const world = await memberWithRegisteredCoupons();
    const ecoupon = (await new ReadCouponBook(world.wallet, world.clock).execute()).book.ecoupons[0]?.coupon;
    if (ecoupon === undefined) throw new Error('no e-coupon');
    expect(await new DeleteWalletCoupon(world.wallet).execute({ kind: 'ecoupon', id: ecoupon.id })).toEqual({
      kind: 'removed',
    });
    expect(
      await new RegisterCoupon(world.wallet).execute({ kind: 'ecoupon', couponNo: ecoupon.couponNo }),
    ).toMatchObject({ kind: 'registered' });
  });
});
