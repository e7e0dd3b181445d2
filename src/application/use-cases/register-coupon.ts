import { COUPON_REGISTERED_MESSAGE, couponRegistrationOutcome } from '../../domain/coupon/registration';
import { canRegisterCouponNumber, normaliseCouponNumber } from '../../domain/validation/coupon-number';
import type { CouponWallet, WalletCouponKind } from '../ports/coupon-wallet';

export interface RegisterCouponInput {
  readonly kind: WalletCouponKind;
  readonly couponNo: string;
}

export type RegisterCouponResult =
  | { readonly kind: 'blank' }
  | { readonly kind: 'registered'; readonly message: typeof COUPON_REGISTERED_MESSAGE }
  | { readonly kind: 'members-only'; readonly notice: string }
  | { readonly kind: 'failed'; readonly message: string };

/**
 * Spec §5/§6/§8 coupon registration: a blank number is refused without a call; success says 쿠폰이 등록되었습니다.;
 * a refusal mentioning 비회원 becomes the members-only notice, any other shows the server's message.
 */
export class RegisterCoupon {
  constructor(private readonly wallet: CouponWallet) {}

  async execute(input: RegisterCouponInput): Promise<RegisterCouponResult> {
    if (!canRegisterCouponNumber(input.couponNo)) return { kind: 'blank' };
    const result = await this.wallet.register(input.kind, normaliseCouponNumber(input.couponNo));
    if (result.kind === 'registered') return { kind: 'registered', message: COUPON_REGISTERED_MESSAGE };
    return couponRegistrationOutcome(result.message);
  }
}
