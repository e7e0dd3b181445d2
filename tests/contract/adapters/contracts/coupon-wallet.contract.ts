import { beforeEach, describe, expect, it } from 'vitest';
import type { CouponWallet, WalletCouponKind } from '../../../../src/application/ports/coupon-wallet';
import { expectKoreanMessage, UNKNOWN_ID } from './discovery';

export interface CouponWalletSubject {
  /** The coupon book of a new member. */
  readonly wallet: CouponWallet;
}

const KINDS: readonly WalletCouponKind[] = ['ecoupon', 'price-coupon', 'voucher'];

/** A well-formed coupon number (letters, digits, hyphens) no backend prints. */
const UNKNOWN_COUPON_NO = 'ZZ-0000-0000-0000';

/**
 * The CouponWallet port's contract (spec §3 coupons, §7 Coupons), for any adapter of it. The printed numbers of the
 * memory fixtures and of the server seed differ, so only what holds for any franchise's data is asserted here.
 */
export function describeCouponWalletContract(name: string, makeSubject: () => Promise<CouponWalletSubject>): void {
  describe(`CouponWallet contract: ${name}`, () => {
    let wallet: CouponWallet;

    beforeEach(async () => {
      ({ wallet } = await makeSubject());
    });

    it('a new member holds no e-coupons, price coupons or vouchers', async () => {
      expect(await wallet.ecoupons()).toEqual([]);
      expect(await wallet.priceCoupons()).toEqual([]);
      expect(await wallet.vouchers()).toEqual([]);
    });

    it("a new member's membership coupons are a list of numbered coupons", async () => {
      const coupons = await wallet.membershipCoupons();
      expect(Array.isArray(coupons)).toBe(true);
      for (const coupon of coupons) expect(coupon.couponNo).not.toBe('');
    });

    it('registering a number no backend printed is rejected with a Korean message and adds nothing', async () => {
      for (const kind of KINDS) {
        const result = await wallet.register(kind, UNKNOWN_COUPON_NO);
        expect(result).toMatchObject({ kind: 'rejected', code: 'COUPON_NOT_FOUND' });
        if (result.kind === 'rejected') expectKoreanMessage(result.message);
      }
      expect(await wallet.ecoupons()).toEqual([]);
      expect(await wallet.priceCoupons()).toEqual([]);
      expect(await wallet.vouchers()).toEqual([]);
    });

    it('removing a coupon the member does not hold is not-found', async () => {
      for (const kind of KINDS) expect(await wallet.remove(kind, UNKNOWN_ID)).toEqual({ kind: 'not-found' });
    });
  });
}
