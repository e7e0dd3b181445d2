import { makeAutoObservable, runInAction } from 'mobx';
import type { WalletCouponKind } from '../../../../application/ports/coupon-wallet';
import { SessionRequiredError } from '../../../../application/ports/session-required-error';
import type { RegisterCoupon } from '../../../../application/use-cases/register-coupon';
import { COUPON_REGISTRATION_TARGET, MEMBERS_ONLY_NOTICE } from '../../../../domain/coupon/registration';
import { canRegisterCouponNumber } from '../../../../domain/validation/coupon-number';

/** The coupon kinds a number can register as (spec §7 ecoupon, price-coupon and voucher), as the popup names them. */
export const COUPON_KIND_LABELS: Readonly<Record<WalletCouponKind, string>> = {
  ecoupon: 'E-쿠폰',
  'price-coupon': '금액권',
  voucher: '상품권',
};

export const COUPON_REGISTER_FAILED_MESSAGE = '쿠폰을 등록하지 못했습니다. 잠시 후 다시 시도해주세요.';

export interface CouponRegisterDeps {
  readonly registerCoupon: Pick<RegisterCoupon, 'execute'>;
  /** Spec §8: after a registration the member's coupon counts are read again. */
  readonly refetch: () => Promise<void>;
  /** A route change (spec §2: /mypage/coupons/3 once the success alert is closed). */
  readonly goTo: (path: string) => void;
}

/**
 * The sidebar coupon-register entry (spec §2 Sidebar, §5, §6, §8): it expands to 쿠폰번호 입력, which opens the coupon-number
 * popup. Register is disabled while the number is blank or a request runs; success alerts 쿠폰이 등록되었습니다., closes the
 * popup and refetches (closing the alert goes to /mypage/coupons/3); a refusal mentioning 비회원 (or a visitor with no
 * session at all, who is no member either) opens the members-only notice; other refusals show the server's message.
 */
export class CouponRegisterViewModel {
  expanded = false;
  popupOpen = false;
  couponNo = '';
  kind: WalletCouponKind = 'ecoupon';
  submitting = false;
  alertMessage: string | null = null;
  membersOnlyNotice: string | null = null;
  /** The popup's code could not be fetched (issue 13: it loads once the entry is expanded). */
  dialogsFailed = false;
  /** Counts the fetches of the popup's code: 쿠폰번호 입력 after a failed one fetches it again. */
  dialogsAttempt = 0;
  /** The open alert is a success's. */
  private registered = false;

  constructor(private readonly deps: CouponRegisterDeps) {
    makeAutoObservable<CouponRegisterViewModel, 'deps' | 'registered'>(this, { deps: false, registered: false });
  }

  toggle(): void {
    this.expanded = !this.expanded;
  }

  openPopup(): void {
    if (this.dialogsFailed) {
      this.dialogsFailed = false;
      this.dialogsAttempt += 1;
    }
    this.popupOpen = true;
  }

  /**
   * Issue 13: whether the popup and its alerts are needed, so their code is fetched. From the moment the entry is
   * expanded (the customer is one tap from 쿠폰번호 입력) until the last of them is closed.
   */
  get dialogsInUse(): boolean {
    return this.expanded || this.popupOpen || this.alertMessage !== null || this.membersOnlyNotice !== null;
  }

  /** The popup's code could not be fetched: the entry says so, and the popup stays closed until asked for again. */
  failDialogs(): void {
    this.dialogsFailed = true;
    this.popupOpen = false;
  }

  closePopup(): void {
    if (this.submitting) return;
    this.popupOpen = false;
    this.couponNo = '';
  }

  setCouponNo(text: string): void {
    this.couponNo = text;
  }

  setKind(kind: WalletCouponKind): void {
    this.kind = kind;
  }

  /** Spec §5: disabled when the number is empty or whitespace only (and while a request runs). */
  get canRegister(): boolean {
    return canRegisterCouponNumber(this.couponNo) && !this.submitting;
  }

  async register(): Promise<void> {
    if (!this.canRegister) return;
    this.submitting = true;
    try {
      const result = await this.deps.registerCoupon.execute({ kind: this.kind, couponNo: this.couponNo });
      runInAction(() => {
        this.submitting = false;
        if (result.kind === 'registered') {
          this.closePopup();
          this.alertMessage = result.message;
          this.registered = true;
        } else if (result.kind === 'members-only') {
          this.closePopup();
          this.membersOnlyNotice = result.notice;
        } else if (result.kind === 'failed') {
          this.alertMessage = result.message;
        }
      });
      if (result.kind === 'registered') await this.deps.refetch();
    } catch (error) {
      runInAction(() => {
        this.submitting = false;
        if (error instanceof SessionRequiredError) {
          this.closePopup();
          this.membersOnlyNotice = MEMBERS_ONLY_NOTICE;
        } else {
          this.alertMessage = COUPON_REGISTER_FAILED_MESSAGE;
        }
      });
      if (!(error instanceof SessionRequiredError)) console.error('coupon registration failed', error);
    }
  }

  /** After a success, closing the alert goes to the registration target (spec §2 /mypage/coupons/3). */
  closeAlert(): void {
    this.alertMessage = null;
    if (!this.registered) return;
    this.registered = false;
    this.deps.goTo(COUPON_REGISTRATION_TARGET);
  }

  closeMembersOnly(): void {
    this.membersOnlyNotice = null;
  }
}
