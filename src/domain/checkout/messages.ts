import { COUPON_EXPIRED_REASON, COUPON_UNUSABLE_FALLBACK_REASON } from '../coupon/selection';

/** Customer-facing texts of refused checkout calculations. The spec gives none for these cases; they are ours. */
export const CHECKOUT_MESSAGES = {
  invalidAmount: '주문 금액 정보가 올바르지 않습니다. 다시 시도해주세요.',
  couponNotOffered: COUPON_UNUSABLE_FALLBACK_REASON,
  couponUnusable: COUPON_UNUSABLE_FALLBACK_REASON,
  couponExpired: COUPON_EXPIRED_REASON,
  deliveryFeeCouponOnTakeout: '배달비 쿠폰은 배달 주문에만 사용할 수 있습니다.',
  productCouponWithoutMenu: '혜택 메뉴 정보가 없는 쿠폰입니다.',
  duplicateCoupon: '같은 쿠폰을 두 번 사용할 수 없습니다.',
  voucherNotNeeded: '남은 결제 금액보다 상품권이 많습니다. 상품권 선택을 줄여주세요.',
} as const;
