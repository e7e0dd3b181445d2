import {
  GUEST_LOGIN_WARNING,
  MEMBER_LOGIN_PATH,
  needsGuestLoginCouponWarning,
} from '../../domain/session/guest-login-warning';
import type { MemberAccount } from '../ports/member-account';
import type { SessionGateway } from '../ports/session-gateway';

export type GuestLoginCouponWarningResult =
  | { readonly kind: 'warn'; readonly warning: typeof GUEST_LOGIN_WARNING }
  | { readonly kind: 'proceed'; readonly to: typeof MEMBER_LOGIN_PATH };

/**
 * Spec §5/§6: before a guest holding registered coupons goes to member login, warn that they will be reset
 * (title 쿠폰 알림); anyone else goes straight to /member/login.
 */
export class CheckGuestLoginCouponWarning {
  constructor(
    private readonly sessions: SessionGateway,
    private readonly members: MemberAccount,
  ) {}

  async execute(): Promise<GuestLoginCouponWarningResult> {
    const session = await this.sessions.session();
    const member = session?.type === 'guest' ? await this.members.info() : null;
    const counts =
      member === null
        ? null
        : { membershipCouponCount: member.membershipCouponCount, ecouponCount: member.ecouponCount };
    if (needsGuestLoginCouponWarning(counts, session?.type ?? null))
      return { kind: 'warn', warning: GUEST_LOGIN_WARNING };
    return { kind: 'proceed', to: MEMBER_LOGIN_PATH };
  }
}
