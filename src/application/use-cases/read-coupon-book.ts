import { type CouponBook, couponBookOf } from '../../domain/coupon/book';
import type { Clock } from '../ports/clock';
import type { CouponWallet } from '../ports/coupon-wallet';

export type ReadCouponBookResult = { readonly kind: 'read'; readonly book: CouponBook };

/**
 * Spec §2 /mypage/coupons 쿠폰북: every list read together (membership coupons; price coupons and vouchers; e-coupons),
 * so each tab shows its count (spec §9 장), each coupon marked expired or not at the Clock's now. What a list holds
 * (recently ended membership coupons, spent or ended registered ones left out) is the backend's, by the domain's book
 * rules. No session: SessionRequiredError; outages throw.
 */
export class ReadCouponBook {
  constructor(
    private readonly wallet: Pick<CouponWallet, 'membershipCoupons' | 'priceCoupons' | 'vouchers' | 'ecoupons'>,
    private readonly clock: Clock,
  ) {}

  async execute(): Promise<ReadCouponBookResult> {
    const [membership, priceCoupons, vouchers, ecoupons] = await Promise.all([
      this.wallet.membershipCoupons(),
      this.wallet.priceCoupons(),
      this.wallet.vouchers(),
      this.wallet.ecoupons(),
    ]);
    return { kind: 'read', book: couponBookOf({ membership, priceCoupons, vouchers, ecoupons }, this.clock.now()) };
  }
}
