import type { CartItem, CartSummary } from '../../domain/cart/types';
import type { CheckoutBreakdown } from '../../domain/checkout/types';
import type { CouponSelection } from '../../domain/coupon/selection';
import type { MembershipCoupon, PriceCoupon, Voucher } from '../../domain/coupon/types';
import type { Agent } from '../../domain/shared/constants';
import type { MealType } from '../../domain/shared/meal-type';
import type { Page } from './page';

/** Spec §3 checkoutData.familyInfo: the branch that cooks the order. */
export interface FamilyInfo {
  readonly branchName: string;
  readonly branchAddress: string;
  readonly branchTel: string;
  readonly certifiedList: readonly string[];
}

/** Spec §3 checkoutData.deliveryInfo: where a delivery goes. */
export interface DeliveryDestination {
  readonly deliveryFullAddress: string;
  readonly deliveryDetailAddress: string;
}

export interface PaymentMethodOption {
  readonly paymentMethod: string;
  readonly paymentMethodName: string;
}

/** Spec §3 checkoutData, plus the id of the snapshot and the branch's delivery fee (integer won) it prices with. */
export interface CheckoutData {
  readonly checkoutId: string;
  readonly mealType: MealType;
  readonly familyInfo: FamilyInfo;
  /** Null for TAKEOUT. */
  readonly deliveryInfo: DeliveryDestination | null;
  readonly deliveryFee: number;
  readonly receiverPhoneNumber: string;
  readonly membershipCouponInfoList: readonly MembershipCoupon[];
  readonly voucherInfoList: readonly Voucher[];
  readonly priceCouponInfoList: readonly PriceCoupon[];
  readonly availablePaymentMethodList: readonly PaymentMethodOption[];
  readonly cartResponseInfo: CartSummary;
}

/** Spec §3 requestState, with the delivery message already resolved from its select (free text for 'etc'). */
export interface OrderRequest {
  readonly orderMessage: string;
  readonly orderMessageExcludeRadish: boolean;
  readonly orderMessageExcludeBeverage: boolean;
  readonly orderMessageExcludeDisposableProducts: boolean;
  readonly deliveryMessage: string;
}

export interface CheckoutInit {
  readonly mealType: MealType;
  readonly branchId: number;
  /** The items of the checkout link's `mc`. */
  readonly items: readonly CartItem[];
  readonly agent: Agent;
}

/** The customer's choices the price depends on; points in P (typed text is cleaned by the server, spec §5). */
export interface CheckoutChoices {
  readonly checkoutId: string;
  readonly coupons: CouponSelection;
  readonly points: number;
}

export interface OrderSubmission extends CheckoutChoices {
  /** One key per submit intent: a retried or double-clicked submit returns the first order. */
  readonly idempotencyKey: string;
  readonly paymentMethod: string;
  readonly request: OrderRequest;
  readonly agent: Agent;
}

export type OrderStatus = 'PLACED' | 'CANCELLED';

/** Spec §3 order history line (the quick-order source); prices integer won. */
export interface OrderedMenu {
  readonly menuImageUrl: string;
  readonly menuName: string;
  readonly quantity: number;
  readonly orderSubOptionList: readonly {
    readonly orderSubOptionItemList: readonly {
      readonly subOptionItemName: string;
      readonly menuAndSubOptionAndQuantityPrice: number;
    }[];
  }[];
}

/** A placed order: `id` names it in history and cancel calls, `orderId` is the order number shown and completed. */
export interface PlacedOrder {
  readonly id: number;
  readonly orderId: string;
  readonly status: OrderStatus;
  readonly mealType: MealType;
  readonly branchName: string;
  /** ISO-8601 instant. */
  readonly orderedAt: string;
  readonly totalPrice: number;
  readonly orderMenuList: readonly OrderedMenu[];
}

export interface OrderRejection {
  readonly kind: 'rejected';
  readonly code: string;
  readonly message: string;
}

export type CheckoutInitResult = { readonly kind: 'ready'; readonly checkout: CheckoutData } | OrderRejection;
export type CheckoutPriceResult = { readonly kind: 'priced'; readonly breakdown: CheckoutBreakdown } | OrderRejection;
export type OrderPlaceResult = { readonly kind: 'placed'; readonly order: PlacedOrder } | OrderRejection;
export type OrderCancelResult = { readonly kind: 'cancelled' } | { readonly kind: 'not-found' } | OrderRejection;

/**
 * The order flow (spec §4: init, calculate, process, complete, cancel) and the order history. The server prices
 * everything itself; refusals (unknown menu, unusable coupon, unknown checkout) are `rejected` values with a Korean
 * message; an order that is not the customer's reads null / `not-found`. No session: SessionRequiredError.
 */
export interface OrderGateway {
  init(input: CheckoutInit): Promise<CheckoutInitResult>;
  calc(choices: CheckoutChoices): Promise<CheckoutPriceResult>;
  process(submission: OrderSubmission): Promise<OrderPlaceResult>;
  complete(orderId: string): Promise<PlacedOrder | null>;
  cancel(id: number): Promise<OrderCancelResult>;
  history(page: number, size: number): Promise<Page<PlacedOrder>>;
  historyDetail(id: number): Promise<PlacedOrder | null>;
}
