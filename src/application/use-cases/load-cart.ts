import type { HeldEcoupon } from '../../domain/cart/ecoupon-lines';
import type { CartLine } from '../../domain/cart/types';
import type { CartGateway } from '../ports/cart-gateway';
import type { CouponWallet } from '../ports/coupon-wallet';
import type { OrderFormRepository } from '../ports/order-form-repository';
import { SessionRequiredError } from '../ports/session-required-error';

export interface LoadCartInput {
  /**
   * Arriving at the cart (not re-reading it after a change): finish a coupon change first (spec §4), i.e. delete the
   * line stored as removableCartId and clear the stored id.
   */
  readonly finishCouponChange: boolean;
}

export type LoadCartResult =
  | {
      readonly kind: 'loaded';
      readonly lines: readonly CartLine[];
      /** The server's total of the lines, integer won. */
      readonly totalPrice: number;
      /** The held e-coupons that pair with E-쿠폰 전용 lines; empty when there are none or they could not be read. */
      readonly heldEcoupons: readonly HeldEcoupon[];
      /** The e-coupons could not be read: the lines still show, as E-쿠폰 전용 without a coupon. */
      readonly ecouponsUnread: boolean;
      /** A coupon change's old line was deleted: the cart count changed. */
      readonly removedChangedLine: boolean;
    }
  /** No session (or it could not be refreshed): there is no server cart to show. */
  | { readonly kind: 'signed-out' };

/**
 * Spec §2 /cart, §3 Cart line, §4: the server cart's lines and total, plus the held e-coupons when a line is
 * E-쿠폰 전용 (they tell which coupon pays for it and enable its coupon-change entry). Outages throw.
 */
export class LoadCart {
  constructor(
    private readonly cart: Pick<CartGateway, 'list' | 'remove'>,
    private readonly wallet: Pick<CouponWallet, 'ecoupons'>,
    private readonly orderForms: Pick<OrderFormRepository, 'removableCartId' | 'saveRemovableCartId'>,
  ) {}

  async execute(input: LoadCartInput): Promise<LoadCartResult> {
    try {
      const removedChangedLine = input.finishCouponChange ? await this.removeChangedLine() : false;
      const summary = await this.cart.list();
      const needsCoupons = summary.responseList.some((line) => line.isOnlyOrderWithEcoupon);
      const held = needsCoupons ? await this.heldEcoupons() : [];
      return {
        kind: 'loaded',
        lines: summary.responseList,
        totalPrice: summary.totalPrice,
        heldEcoupons: held ?? [],
        ecouponsUnread: held === null,
        removedChangedLine,
      };
    } catch (error) {
      if (error instanceof SessionRequiredError) return { kind: 'signed-out' };
      throw error;
    }
  }

  /**
   * A coupon change left a line to delete on arrival (its id is stored on this device): a cart read without finishing
   * it (the server's, issue 13) still shows that line.
   */
  hasCouponChangeToFinish(): boolean {
    return this.orderForms.removableCartId() !== null;
  }

  /** A line already gone (another tab removed it) is the wanted outcome too: the stored id is cleared either way. */
  private async removeChangedLine(): Promise<boolean> {
    const removable = this.orderForms.removableCartId();
    if (removable === null) return false;
    await this.cart.remove(removable);
    this.orderForms.saveRemovableCartId(null);
    return true;
  }

  /** The held e-coupons reduced to what pairs them with lines; null when they cannot be read (spec §8: not fatal). */
  private async heldEcoupons(): Promise<readonly HeldEcoupon[] | null> {
    try {
      const coupons = await this.wallet.ecoupons();
      return coupons.map((coupon) => ({ couponNo: coupon.couponNo, menuId: coupon.menuId }));
    } catch (error) {
      if (error instanceof SessionRequiredError) throw error;
      return null;
    }
  }
}
