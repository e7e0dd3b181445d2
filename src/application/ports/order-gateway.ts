import type { CartItem, CartSummary } from '../../domain/cart/types';
import type { OrderAmounts } from '../../domain/checkout/order-acceptance';
import type { CheckoutBreakdown } from '../../domain/checkout/types';
import type { CouponSelection } from '../../domain/coupon/selection';
import type { MembershipCoupon, PriceCoupon, Voucher } from '../../domain/coupon/types';
import type { OrderStatus } from '../../domain/order/status';
import type { Agent } from '../../domain/shared/constants';
import type { MealType } from '../../domain/shared/meal-type';
import type { Page } from './page';
import type { HappyPointInfo } from './point-ledger';

export type { OrderStatus } from '../../domain/order/status';

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

/** What changed between the cart and the checkout (init reports it instead of failing silently). */
export interface CheckoutChange {
  readonly menuId: number;
  readonly menuName: string;
  /** SOLD_OUT / HIDDEN at this branch, or REMOVED from the catalog: the line was left out of the checkout. */
  readonly kind: 'SOLD_OUT' | 'HIDDEN' | 'REMOVED';
  /** The Korean sentence to show. */
  readonly message: string;
}

/**
 * Spec §3 checkoutData, plus the id of the snapshot, the branch it is cooked at, the branch's delivery fee (integer
 * won) it prices with, the points and Happy Point state it may use, what changed since the cart, and whether the
 * order needs adult verification (an adult-only menu, spec §4) and has it.
 */
export interface CheckoutData {
  readonly checkoutId: string;
  readonly branchId: number;
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
  /** The member's points (0 for a guest). */
  readonly pointBalance: number;
  /** Members only; null for guests or when the partner is unreachable (the row is then not shown). */
  readonly happyPoint: HappyPointInfo | null;
  readonly changes: readonly CheckoutChange[];
  readonly adultVerificationRequired: boolean;
  readonly adultVerified: boolean;
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
  /** TAKEOUT: the chosen branch (required). DELIVERY: null lets the server pick the branch for the default address. */
  readonly branchId: number | null;
  /** The items of the checkout link's `mc`; null snapshots the server cart. */
  readonly items: readonly CartItem[] | null;
  readonly agent: Agent;
}

/** The customer's choices the price depends on; points in P (typed text is cleaned by the server, spec §5). */
export interface CheckoutChoices {
  readonly checkoutId: string;
  readonly coupons: CouponSelection;
  readonly points: number;
  /** Happy Point to use, P (members with a SUCCESS link only; 0 otherwise). */
  readonly happyPoints: number;
}

export interface OrderSubmission extends CheckoutChoices {
  /** One key per submit intent: a retried or double-clicked submit returns the first order. */
  readonly idempotencyKey: string;
  readonly paymentMethod: string;
  /** The sandbox card number for paymentMethod CARD (README names the ones that approve and decline); else null. */
  readonly cardNumber: string | null;
  readonly request: OrderRequest;
  readonly agent: Agent;
}

/** One step of an order's life, as the branch recorded it. */
export interface OrderStatusChange {
  readonly status: OrderStatus;
  /** ISO-8601 instant (UTC); shown in Asia/Seoul. */
  readonly at: string;
}

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

/**
 * A placed order: `id` names it in history and cancel calls, `orderId` is the order number shown and completed. Its
 * amounts (OrderAmounts) are integer won: food, fee, coupons, points and Happy Point; totalPrice is what was paid (or
 * is due).
 */
export interface PlacedOrder extends OrderAmounts {
  readonly id: number;
  readonly orderId: string;
  readonly status: OrderStatus;
  readonly statusHistory: readonly OrderStatusChange[];
  readonly cancellable: boolean;
  readonly mealType: MealType;
  readonly branchName: string;
  readonly branchTel: string;
  /** Null for TAKEOUT. */
  readonly deliveryInfo: DeliveryDestination | null;
  /** ISO-8601 instant. */
  readonly orderedAt: string;
  readonly paymentMethod: string;
  readonly paymentMethodName: string;
  /** Where it was placed (spec §9): the submission's agent as the server recorded it. */
  readonly agent: Agent;
  readonly request: OrderRequest;
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
export type OrderCancelResult =
  | { readonly kind: 'cancelled'; readonly order: PlacedOrder }
  | { readonly kind: 'not-found' }
  | OrderRejection;
export type AdultVerificationResult = { readonly kind: 'verified' } | OrderRejection;

/**
 * Rejection codes the client acts on (others are shown as their message): a declined or timed-out card, a coupon
 * or points already spent by another order, an adult-only order without verification, a closed branch.
 */
export const ORDER_REJECTION_CODES = {
  PAYMENT_DECLINED: 'PAYMENT_DECLINED',
  PAYMENT_TIMEOUT: 'PAYMENT_TIMEOUT',
  BENEFIT_ALREADY_USED: 'BENEFIT_ALREADY_USED',
  ADULT_VERIFICATION_REQUIRED: 'ADULT_VERIFICATION_REQUIRED',
  BRANCH_CLOSED: 'BRANCH_CLOSED',
  CHECKOUT_NOT_FOUND: 'CHECKOUT_NOT_FOUND',
} as const;

/**
 * The order flow (spec §4: init, calculate, process, complete, cancel), adult verification and the order history.
 * The server prices everything itself; refusals (unknown menu, unusable coupon, unknown checkout, declined card)
 * are `rejected` values with a Korean message; an order that is not the customer's reads null / `not-found`.
 * No session: SessionRequiredError.
 */
export interface OrderGateway {
  init(input: CheckoutInit): Promise<CheckoutInitResult>;
  calc(choices: CheckoutChoices): Promise<CheckoutPriceResult>;
  process(submission: OrderSubmission): Promise<OrderPlaceResult>;
  complete(orderId: string): Promise<PlacedOrder | null>;
  cancel(id: number): Promise<OrderCancelResult>;
  /** Spec §7 POST /delivery/pay/adult/ready: proves with the identity-verification ciToken that the buyer is adult. */
  verifyAdult(ciToken: string): Promise<AdultVerificationResult>;
  history(page: number, size: number): Promise<Page<PlacedOrder>>;
  historyDetail(id: number): Promise<PlacedOrder | null>;
}
