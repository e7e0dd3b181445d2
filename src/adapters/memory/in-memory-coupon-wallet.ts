import type {
  CouponRegistrationResult,
  CouponRejection,
  CouponRemovalResult,
  CouponWallet,
  MembershipCouponIssueResult,
  WalletCouponKind,
} from '../../application/ports/coupon-wallet';
import { isEndDateExpired } from '../../domain/coupon/expiry';
import type { Ecoupon, MembershipCoupon, PriceCoupon, Voucher } from '../../domain/coupon/types';
import type { MemoryBackend, OwnerState } from './memory-backend';

/** The server's refusals; the members-only one contains 비회원, the word spec §6 keys the notice on. */
export const COUPON_REFUSALS = {
  membersOnly: '비회원은 쿠폰을 등록할 수 없습니다.',
  notFound: '존재하지 않는 쿠폰번호입니다.',
  alreadyRegistered: '이미 등록된 쿠폰입니다.',
  expired: '사용 기간이 지난 쿠폰입니다.',
  alreadyIssued: '이미 발급받은 쿠폰입니다.',
} as const;

const DAY_MS = 86_400_000;

/**
 * Coupon books per customer. A coupon number registers once across all customers; registering or issuing
 * needs a member session; expiry is judged by the backend's clock (Asia/Seoul day ends).
 */
export class InMemoryCouponWallet implements CouponWallet {
  constructor(private readonly backend: MemoryBackend) {}

  async membershipCoupons(): Promise<readonly MembershipCoupon[]> {
    return this.backend.requireOwner().membershipCoupons;
  }

  async issueMembershipCoupon(templateId: number): Promise<MembershipCouponIssueResult> {
    const owner = this.backend.requireOwner();
    if (owner.type !== 'member') return refuse('MEMBERS_ONLY', COUPON_REFUSALS.membersOnly);
    const template = this.backend.fixtures.membershipCouponTemplates.find((t) => t.id === templateId);
    if (template === undefined) return refuse('COUPON_NOT_FOUND', COUPON_REFUSALS.notFound);
    if (owner.issuedTemplateIds.has(templateId)) return refuse('ALREADY_ISSUED', COUPON_REFUSALS.alreadyIssued);
    const { id: _id, validDays, ...benefit } = template;
    const coupon: MembershipCoupon = {
      ...benefit,
      couponNo: `M-${templateId}-${this.backend.nextId()}`,
      useEndsAt: new Date(this.backend.clock.now() + validDays * DAY_MS).toISOString(),
      isUsable: true,
      unUsableReason: null,
    };
    owner.issuedTemplateIds.add(templateId);
    owner.membershipCoupons = [...owner.membershipCoupons, coupon];
    return { kind: 'issued', coupon };
  }

  async register(kind: WalletCouponKind, couponNo: string): Promise<CouponRegistrationResult> {
    const owner = this.backend.requireOwner();
    if (owner.type !== 'member') return refuse('MEMBERS_ONLY', COUPON_REFUSALS.membersOnly);
    const number = couponNo.trim();
    const found = this.backend.fixtures.registrableCoupons[kind].find((c) => c.couponNo === number);
    if (found === undefined) return refuse('COUPON_NOT_FOUND', COUPON_REFUSALS.notFound);
    if (this.backend.registeredCouponNos.has(number)) {
      return refuse('ALREADY_REGISTERED', COUPON_REFUSALS.alreadyRegistered);
    }
    if (isEndDateExpired(found.endDate, this.backend.clock.now()))
      return refuse('COUPON_EXPIRED', COUPON_REFUSALS.expired);
    this.backend.registeredCouponNos.add(number);
    this.add(owner, kind, number);
    return { kind: 'registered' };
  }

  async ecoupons(): Promise<readonly Ecoupon[]> {
    return this.backend.requireOwner().ecoupons;
  }

  async priceCoupons(): Promise<readonly PriceCoupon[]> {
    return this.backend.requireOwner().priceCoupons;
  }

  async vouchers(): Promise<readonly Voucher[]> {
    return this.backend.requireOwner().vouchers;
  }

  async remove(kind: WalletCouponKind, id: number): Promise<CouponRemovalResult> {
    const owner = this.backend.requireOwner();
    const list = kind === 'ecoupon' ? owner.ecoupons : kind === 'price-coupon' ? owner.priceCoupons : owner.vouchers;
    if (!list.some((c) => c.id === id)) return { kind: 'not-found' };
    if (kind === 'ecoupon') owner.ecoupons = owner.ecoupons.filter((c) => c.id !== id);
    else if (kind === 'price-coupon') owner.priceCoupons = owner.priceCoupons.filter((c) => c.id !== id);
    else owner.vouchers = owner.vouchers.filter((c) => c.id !== id);
    return { kind: 'removed' };
  }

  private add(owner: OwnerState, kind: WalletCouponKind, couponNo: string): void {
    const id = this.backend.nextId();
    const coupons = this.backend.fixtures.registrableCoupons;
    if (kind === 'ecoupon') {
      const c = coupons.ecoupon.find((e) => e.couponNo === couponNo)!;
      const menuName = this.backend.menu(c.menuId)?.menuName ?? '';
      owner.ecoupons = [
        ...owner.ecoupons,
        { id, couponNo, couponName: c.couponName, menuId: c.menuId, menuName, endDate: c.endDate },
      ];
    } else if (kind === 'price-coupon') {
      const c = coupons['price-coupon'].find((p) => p.couponNo === couponNo)!;
      owner.priceCoupons = [
        ...owner.priceCoupons,
        { id, couponNo, couponName: c.couponName, balance: c.balance, endDate: c.endDate },
      ];
    } else {
      const c = coupons.voucher.find((v) => v.couponNo === couponNo)!;
      owner.vouchers = [...owner.vouchers, { id, voucherSn: couponNo, price: c.price, endDate: c.endDate }];
    }
  }
}

function refuse(code: string, message: string): CouponRejection {
  return { kind: 'rejected', code, message };
}
