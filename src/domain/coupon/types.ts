/** Spec §3 membership coupon benefit types. */
export type BenefitType = 'FLAT_DISCOUNT' | 'RATE_DISCOUNT' | 'PRODUCT' | 'DELIVERY_FEE';

/** Spec §3 Membership coupon. Amounts integer won; discountRate is a whole percentage (10 = 10 %). */
export interface MembershipCoupon {
  readonly couponNo: string;
  readonly couponName: string;
  readonly benefitType: BenefitType;
  readonly discountAmount: number;
  readonly discountRate: number;
  readonly maxDiscountAmount: number;
  /** ISO-8601 instant. */
  readonly useEndsAt: string;
  readonly isUsable: boolean;
  readonly unUsableReason: string | null;
  /** PRODUCT benefit only: the menu given at 0 원. */
  readonly benefitMenuInfo?: { readonly menuName: string; readonly menuImage: string } | null;
}

/** Spec §3 price coupon (금액권, "price voucher"): stored value spent partly, the rest kept as balance. */
export interface PriceCoupon {
  readonly id: number;
  readonly couponNo: string;
  readonly couponName: string;
  readonly balance: number;
  /** YYYY-MM-DD, last day usable (Asia/Seoul). */
  readonly endDate: string;
}

/** Spec §3 paper voucher / gift certificate (지류 상품권): face value, used whole, no change given. */
export interface Voucher {
  readonly id: number;
  readonly voucherSn: string;
  readonly price: number;
  /** YYYY-MM-DD, last day usable (Asia/Seoul). */
  readonly endDate: string;
}

/** An e-coupon exchanges for one menu (cart lines marked isOnlyOrderWithEcoupon). */
export interface Ecoupon {
  readonly id: number;
  readonly couponNo: string;
  readonly couponName: string;
  readonly menuId: number;
  readonly menuName: string;
  readonly endDate: string;
}

/** Spec §3 AppliedCouponAmounts. */
export type DiscountPaymentType = 'MEMBERSHIP_COUPON_PRIVATE' | 'VOUCHER' | 'PRICE_COUPON';

export interface DiscountInfo {
  readonly paymentType: DiscountPaymentType;
  readonly amount: number;
}

export interface AppliedCouponAmounts {
  readonly discountInfoList: readonly DiscountInfo[];
}
