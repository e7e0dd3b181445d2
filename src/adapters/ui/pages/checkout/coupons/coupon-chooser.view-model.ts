import { makeAutoObservable, observableRef } from 'mobx';
import type { CheckoutData } from '../../../../../application/ports/order-gateway';
import type {
  ChooseCheckoutCouponResult,
  CouponPick,
} from '../../../../../application/use-cases/choose-checkout-coupon';
import { type CheckoutCouponRows, checkoutCouponRows } from '../../../../../domain/checkout/coupon-rows';
import type { CheckoutBreakdown } from '../../../../../domain/checkout/types';
import type { CouponRow } from '../../../../../domain/coupon/checkout-rows';
import {
  type CouponChoice,
  type CouponSelection,
  EMPTY_COUPON_SELECTION,
  membershipCouponChoices,
  priceCouponChoices,
  voucherChoices,
} from '../../../../../domain/coupon/selection';
import type { MembershipCoupon, PriceCoupon, Voucher } from '../../../../../domain/coupon/types';
import { formatSeoulDate } from '../../../../../domain/money/calendar';
import { formatWon } from '../../../../../domain/money/format';
import { CHECKOUT_TEXT } from '../checkout-text';

export type CouponKind = 'membership' | 'voucher' | 'priceCoupon';

export const COUPON_KINDS: readonly CouponKind[] = ['membership', 'voucher', 'priceCoupon'];

/** One coupon as the chooser lists it. */
export interface CouponChoiceView {
  /** The couponNo of a membership coupon, the id of a voucher or price coupon. */
  readonly key: string;
  readonly title: string;
  readonly detail: string;
  readonly until: string;
  readonly selected: boolean;
  readonly selectable: boolean;
  readonly reason: string | null;
}

/** What a membership coupon gives (wording ours; spec §3 benefit types). */
export function membershipBenefitText(coupon: MembershipCoupon): string {
  switch (coupon.benefitType) {
    case 'FLAT_DISCOUNT':
      return `${formatWon(coupon.discountAmount)} 할인`;
    case 'RATE_DISCOUNT':
      return coupon.maxDiscountAmount > 0
        ? `${coupon.discountRate}% 할인 (최대 ${formatWon(coupon.maxDiscountAmount)})`
        : `${coupon.discountRate}% 할인`;
    case 'DELIVERY_FEE':
      return coupon.discountAmount > 0 ? `배달팁 ${formatWon(coupon.discountAmount)} 할인` : '배달팁 무료';
    case 'PRODUCT':
      return `${coupon.benefitMenuInfo?.menuName ?? '메뉴'} 증정`;
  }
}

function viewOf<C>(
  choice: CouponChoice<C>,
  key: string,
  text: { readonly title: string; readonly detail: string; readonly until: string },
): CouponChoiceView {
  return {
    key,
    ...text,
    until: CHECKOUT_TEXT.until(formatSeoulDate(text.until)),
    selected: choice.selected,
    selectable: choice.selectable,
    reason: choice.reason,
  };
}

/** What the chooser reads from its screen: the offered coupons, the priced breakdown and "now" (expiry). */
export interface CouponChooserSource {
  checkout(): CheckoutData | null;
  breakdown(): CheckoutBreakdown | null;
  nowMs(): number;
  /** The answer to a pick (ChooseCheckoutCoupon over the offered coupons). */
  choose(selection: CouponSelection, pick: CouponPick): ChooseCheckoutCouponResult;
  /** Called after the selection changed, with the instant it was checked at (the screen re-clamps points). */
  selectionChanged(nowMs: number): void;
}

/**
 * The 할인쿠폰 section (spec §2, §4, §5): three rows (membership coupons, vouchers, price coupons) showing what is
 * applied, each opening a chooser when coupons of its kind are held. Membership coupons are a single choice,
 * vouchers and price coupons a multi choice; unusable ones are listed dimmed with their reason and refused.
 */
export class CouponChooserViewModel {
  selection: CouponSelection = EMPTY_COUPON_SELECTION;
  /** The chooser open, or null. */
  openKind: CouponKind | null = null;
  /** A refused choice's reason (shown in the chooser). */
  error: string | null = null;

  constructor(private readonly source: CouponChooserSource) {
    makeAutoObservable<CouponChooserViewModel, 'source'>(this, { source: false, selection: observableRef });
  }

  get rows(): CheckoutCouponRows {
    const checkout = this.source.checkout();
    return checkoutCouponRows(this.source.breakdown(), {
      membershipCoupons: checkout?.membershipCouponInfoList.length ?? 0,
      vouchers: checkout?.voucherInfoList.length ?? 0,
      priceCoupons: checkout?.priceCouponInfoList.length ?? 0,
    });
  }

  row(kind: CouponKind): CouponRow {
    const rows = this.rows;
    return kind === 'membership' ? rows.membershipCoupon : kind === 'voucher' ? rows.voucher : rows.priceCoupon;
  }

  get membershipChoices(): readonly CouponChoice<MembershipCoupon>[] {
    const list = this.source.checkout()?.membershipCouponInfoList ?? [];
    return membershipCouponChoices(list, this.selection, this.source.nowMs());
  }

  get voucherChoices(): readonly CouponChoice<Voucher>[] {
    return voucherChoices(this.source.checkout()?.voucherInfoList ?? [], this.selection, this.source.nowMs());
  }

  get priceCouponChoices(): readonly CouponChoice<PriceCoupon>[] {
    return priceCouponChoices(this.source.checkout()?.priceCouponInfoList ?? [], this.selection, this.source.nowMs());
  }

  /** The open chooser's list: unusable coupons dimmed with their reason (spec §5). */
  get choiceViews(): readonly CouponChoiceView[] {
    switch (this.openKind) {
      case 'membership':
        return this.membershipChoices.map((choice) =>
          viewOf(choice, choice.coupon.couponNo, {
            title: choice.coupon.couponName,
            detail: membershipBenefitText(choice.coupon),
            until: choice.coupon.useEndsAt,
          }),
        );
      case 'voucher':
        return this.voucherChoices.map((choice) =>
          viewOf(choice, String(choice.coupon.id), {
            title: `${CHECKOUT_TEXT.voucher} ${formatWon(choice.coupon.price)}`,
            detail: choice.coupon.voucherSn,
            until: choice.coupon.endDate,
          }),
        );
      case 'priceCoupon':
        return this.priceCouponChoices.map((choice) =>
          viewOf(choice, String(choice.coupon.id), {
            title: choice.coupon.couponName,
            detail: CHECKOUT_TEXT.balance(choice.coupon.balance),
            until: choice.coupon.endDate,
          }),
        );
      default:
        return [];
    }
  }

  /** The open chooser's answer to a tap: a membership coupon replaces, a voucher or price coupon toggles. */
  choose(key: string | null): void {
    if (this.openKind === 'membership') this.chooseMembership(key);
    else if (key !== null && this.openKind === 'voucher') this.toggleVoucher(Number(key));
    else if (key !== null && this.openKind === 'priceCoupon') this.togglePriceCoupon(Number(key));
  }

  /** Spec §4: a row opens its chooser only when coupons of its kind are held. */
  open(kind: CouponKind): void {
    if (!this.row(kind).clickable) return;
    this.error = null;
    this.openKind = kind;
  }

  close(): void {
    this.openKind = null;
    this.error = null;
  }

  /** Single choice: a coupon number replaces the chosen one; null ('선택 안함') clears it. */
  chooseMembership(couponNo: string | null): void {
    this.pick({ kind: 'membership', couponNo });
  }

  toggleVoucher(id: number): void {
    this.pick({ kind: 'voucher', id });
  }

  togglePriceCoupon(id: number): void {
    this.pick({ kind: 'priceCoupon', id });
  }

  reset(): void {
    this.selection = EMPTY_COUPON_SELECTION;
    this.close();
  }

  /** A refused pick shows its reason in the chooser; an accepted one becomes the selection. */
  private pick(pick: CouponPick): void {
    const result = this.source.choose(this.selection, pick);
    if (result.kind === 'refused') {
      this.error = result.message;
      return;
    }
    this.error = null;
    if (result.kind === 'unchanged') return;
    this.selection = result.selection;
    this.source.selectionChanged(result.nowMs);
  }
}
