import { isMembershipCouponExpired } from '../../domain/coupon/expiry';
import {
  GUEST_LOGIN_WARNING,
  type GuestCouponCounts,
  MEMBER_LOGIN_PATH,
  needsGuestLoginCouponWarning,
} from '../../domain/session/guest-login-warning';
import type { Clock } from '../ports/clock';
import type { CouponWallet } from '../ports/coupon-wallet';
import type { SessionGateway } from '../ports/session-gateway';

export type GuestLoginCouponWarningResult =
  | { readonly kind: 'warn'; readonly warning: typeof GUEST_LOGIN_WARNING }
  | { readonly kind: 'proceed'; readonly to: typeof MEMBER_LOGIN_PATH };

type GuestWallet = Pick<CouponWallet, 'membershipCoupons' | 'ecoupons' | 'priceCoupons' | 'vouchers'>;

/**
 * Spec §5/§6: before a guest holding coupons goes to member login, warn that they will be reset (title 쿠폰 알림);
 * anyone else goes straight to /member/login. The guest's coupons are counted from the coupon book's own lists,
 * which every session may read: member info (where a member's header counts come from) is members only, so over
 * HTTP a guest's counts there would always read 0. As in the header counts, a membership coupon the book still
 * shows dimmed after it ended is not counted. Outages throw.
 */
export class CheckGuestLoginCouponWarning {
  constructor(
    private readonly sessions: Pick<SessionGateway, 'session'>,
    private readonly wallet: GuestWallet,
    private readonly clock: Clock,
  ) {}

  async execute(): Promise<GuestLoginCouponWarningResult> {
    const session = await this.sessions.session();
    const counts = session?.type === 'guest' ? await this.guestCounts() : null;
    if (needsGuestLoginCouponWarning(counts, session?.type ?? null)) {
      return { kind: 'warn', warning: GUEST_LOGIN_WARNING };
    }
    return { kind: 'proceed', to: MEMBER_LOGIN_PATH };
  }

  private async guestCounts(): Promise<GuestCouponCounts> {
    const nowMs = this.clock.now();
    const [membership, ecoupons, priceCoupons, vouchers] = await Promise.all([
      this.wallet.membershipCoupons(),
      this.wallet.ecoupons(),
      this.wallet.priceCoupons(),
      this.wallet.vouchers(),
    ]);
    return {
      membershipCouponCount: membership.filter((coupon) => !isMembershipCouponExpired(coupon, nowMs)).length,
      ecouponCount: ecoupons.length,
      giftCertificateCount: priceCoupons.length + vouchers.length,
    };
  }
}
