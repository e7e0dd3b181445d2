import type { CouponWallet, WalletCouponKind } from '../ports/coupon-wallet';

export interface DeleteWalletCouponInput {
  readonly kind: WalletCouponKind;
  readonly id: number;
}

export type DeleteWalletCouponResult =
  | { readonly kind: 'removed' }
  /** Already deleted, or not this customer's coupon. */
  | { readonly kind: 'not-found' }
  /** An order used it, or a price coupon is partly spent (domain canRemoveWalletCoupon); the Korean refusal. */
  | { readonly kind: 'in-use'; readonly message: string };

/**
 * Spec §7 DELETE ecoupon / price-coupon / voucher: takes a registered coupon out of the customer's book (membership
 * coupons are issued, not registered, and cannot be deleted). No session: SessionRequiredError; outages throw.
 */
export class DeleteWalletCoupon {
  constructor(private readonly wallet: Pick<CouponWallet, 'remove'>) {}

  async execute(input: DeleteWalletCouponInput): Promise<DeleteWalletCouponResult> {
    return this.wallet.remove(input.kind, input.id);
  }
}
