import { makeAutoObservable, runInAction } from 'mobx';
import type { WalletCouponKind } from '../../../../../application/ports/coupon-wallet';
import { SessionRequiredError } from '../../../../../application/ports/session-required-error';
import type { RegisterCoupon } from '../../../../../application/use-cases/register-coupon';
import { COUPON_REGISTRATION_TARGET, MEMBERS_ONLY_NOTICE } from '../../../../../domain/coupon/registration';
import { canRegisterCouponNumber } from '../../../../../domain/validation/coupon-number';
import type { SelectOption } from '../../../../../domain/validation/select';
import { COUPON_KIND_LABELS, COUPON_REGISTER_FAILED_MESSAGE } from '../../../shell/sidebar/coupon-register.view-model';

/** The kinds a number registers as, in the order the select offers them (E-쿠폰 / 금액권 / 상품권). */
export const COUPON_KIND_OPTIONS: readonly SelectOption<WalletCouponKind>[] = (
  ['ecoupon', 'price-coupon', 'voucher'] as const
).map((kind) => ({ value: kind, label: COUPON_KIND_LABELS[kind] }));

export interface CouponRegisterFormDeps {
  readonly registerCoupon: Pick<RegisterCoupon, 'execute'>;
  /** Spec §8: after a registration the book (and the shell's counts) are read again. */
  readonly refetch: () => Promise<void>;
  /** Goes to a page of the book (spec §2: /mypage/coupons/3 after a registration). */
  readonly goTo: (path: string) => void;
}

/**
 * The book's 쿠폰 등록 form (spec §5, §6, §8): register is disabled while the number is blank or a request runs;
 * success alerts 쿠폰이 등록되었습니다., refetches, and closing the alert goes to /mypage/coupons/3 (spec §2); a refusal
 * mentioning 비회원 (or a visitor with no session, who is no member either) opens the members-only notice; any other
 * refusal is shown under the field as the server worded it.
 */
export class CouponRegisterFormViewModel {
  kind: WalletCouponKind = 'ecoupon';
  couponNo = '';
  submitting = false;
  error: string | null = null;
  /** The success alert's message while it is open, and the kind it registered. */
  success: { readonly message: string; readonly kind: WalletCouponKind } | null = null;
  membersOnlyNotice: string | null = null;

  constructor(private readonly deps: CouponRegisterFormDeps) {
    makeAutoObservable<CouponRegisterFormViewModel, 'deps'>(this, { deps: false });
  }

  setKind(kind: WalletCouponKind): void {
    this.kind = kind;
    this.error = null;
  }

  setCouponNo(text: string): void {
    this.couponNo = text;
    this.error = null;
  }

  /** Spec §5: disabled when the number is empty or whitespace only (and while a request runs). */
  get canRegister(): boolean {
    return canRegisterCouponNumber(this.couponNo) && !this.submitting;
  }

  async register(): Promise<void> {
    if (!this.canRegister) return;
    const kind = this.kind;
    this.submitting = true;
    this.error = null;
    try {
      const result = await this.deps.registerCoupon.execute({ kind, couponNo: this.couponNo });
      runInAction(() => {
        this.submitting = false;
        if (result.kind === 'registered') {
          this.couponNo = '';
          this.success = { message: result.message, kind };
        } else if (result.kind === 'members-only') {
          this.membersOnlyNotice = result.notice;
        } else if (result.kind === 'failed') {
          this.error = result.message;
        }
      });
      if (result.kind === 'registered') await this.deps.refetch();
    } catch (error) {
      runInAction(() => {
        this.submitting = false;
        if (error instanceof SessionRequiredError) this.membersOnlyNotice = MEMBERS_ONLY_NOTICE;
        else this.error = COUPON_REGISTER_FAILED_MESSAGE;
      });
      if (!(error instanceof SessionRequiredError)) console.error('coupon registration failed', error);
    }
  }

  /** The success alert closed: on to the registration target (spec §2 /mypage/coupons/3). */
  closeSuccess(): void {
    const success = this.success;
    this.success = null;
    if (success !== null) this.deps.goTo(COUPON_REGISTRATION_TARGET);
  }

  closeMembersOnly(): void {
    this.membersOnlyNotice = null;
  }
}
