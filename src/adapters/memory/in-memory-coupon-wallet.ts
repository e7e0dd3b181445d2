import type {
  CouponRegistrationResult,
  CouponRejection,
  CouponRemovalResult,
  CouponWallet,
  MembershipCouponIssueResult,
  WalletCouponKind,
} from '../../application/ports/coupon-wallet';
import { isWalletCouponHeld, membershipCouponInBook } from '../../domain/coupon/book';
import { isEndDateExpired } from '../../domain/coupon/expiry';
import { COUPON_IN_USE_MESSAGE, canRemoveWalletCoupon } from '../../domain/coupon/removal';
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
 * needs a member session; what the lists show (recently ended membership coupons dimmed, spent or ended registered
 * coupons left out) is the domain's book rule at the backend's clock, as on the server.
 */
export class InMemoryCouponWallet implements CouponWallet {
  constructor(private readonly backend: MemoryBackend) {}

  async membershipCoupons(): Promise<readonly MembershipCoupon[]> {
    const nowMs = this.backend.clock.now();
    return this.backend.requireOwner().membershipCoupons.flatMap((c) => membershipCouponInBook(c, nowMs) ?? []);
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
    return this.held(this.backend.requireOwner().ecoupons);
  }

  async priceCoupons(): Promise<readonly PriceCoupon[]> {
    return this.held(this.backend.requireOwner().priceCoupons);
  }

  async vouchers(): Promise<readonly Voucher[]> {
    return this.held(this.backend.requireOwner().vouchers);
  }

  private held<C extends Ecoupon | PriceCoupon | Voucher>(coupons: readonly C[]): readonly C[] {
    const nowMs = this.backend.clock.now();
    return coupons.filter((coupon) => isWalletCouponHeld(coupon, nowMs));
  }

  /** As the server: a coupon an order holds or a partly spent price coupon stays (domain canRemoveWalletCoupon). */
  async remove(kind: WalletCouponKind, id: number): Promise<CouponRemovalResult> {
    const owner = this.backend.requireOwner();
    const list = kind === 'ecoupon' ? owner.ecoupons : kind === 'price-coupon' ? owner.priceCoupons : owner.vouchers;
    const held = list.find((c) => c.id === id);
    // An order takes a voucher out of the list until it is cancelled; the server keeps it there, marked used.
    const usedByOrder =
      held === undefined && kind === 'voucher' && owner.orders.some((r) => r.usedVouchers.some((v) => v.id === id));
    if (held === undefined && !usedByOrder) return { kind: 'not-found' };
    const stored =
      held !== undefined && 'balance' in held ? { faceValue: this.faceValue(held), balance: held.balance } : null;
    if (!canRemoveWalletCoupon({ usedByOrder, stored })) {
      return { kind: 'in-use', message: COUPON_IN_USE_MESSAGE };
    }
    if (kind === 'ecoupon') owner.ecoupons = owner.ecoupons.filter((c) => c.id !== id);
    else if (kind === 'price-coupon') owner.priceCoupons = owner.priceCoupons.filter((c) => c.id !== id);
    else owner.vouchers = owner.vouchers.filter((c) => c.id !== id);
    // As on the server, a removed coupon's number can be registered again.
    if (held !== undefined)
      this.backend.registeredCouponNos.delete('voucherSn' in held ? held.voucherSn : held.couponNo);
    return { kind: 'removed' };
  }

  /** A price coupon's value when registered: its printed balance. */
  private faceValue(coupon: PriceCoupon): number {
    const printed = this.backend.fixtures.registrableCoupons['price-coupon'].find(
      (p) => p.couponNo === coupon.couponNo,
    );
    return printed?.balance ?? coupon.balance;
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
