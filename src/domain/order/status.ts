import type { MealType } from '../shared/meal-type';

/**
 * The life of an order (issue 6): PAID → ACCEPTED → COOKING → DELIVERING (delivery) or READY_FOR_PICKUP (takeout)
 * → COMPLETED, or CANCELLED from PAID or ACCEPTED. A pay-on-delivery order starts at PAID too: its payment is
 * recorded as due on delivery.
 */
export const ORDER_STATUSES = [
  'PAID',
  'ACCEPTED',
  'COOKING',
  'DELIVERING',
  'READY_FOR_PICKUP',
  'COMPLETED',
  'CANCELLED',
] as const;

export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** The statuses a customer may still cancel in: before the branch starts cooking. */
export const CANCELLABLE_STATUSES: readonly OrderStatus[] = ['PAID', 'ACCEPTED'];

export function isCancellable(status: OrderStatus): boolean {
  return CANCELLABLE_STATUSES.includes(status);
}

/** The statuses an order never leaves: the branch finished it or it was cancelled. */
export const ENDED_STATUSES: readonly OrderStatus[] = ['COMPLETED', 'CANCELLED'];

/** An ended order is no longer followed: its status cannot change any more. */
export function isOrderEnded(status: OrderStatus): boolean {
  return ENDED_STATUSES.includes(status);
}

/** What a customer may still do with an order in `status`: cancel it, and whether it is still worth following. */
export interface OrderStatusAllowance {
  readonly cancellable: boolean;
  readonly ended: boolean;
}

export function orderStatusAllows(status: OrderStatus): OrderStatusAllowance {
  return { cancellable: isCancellable(status), ended: isOrderEnded(status) };
}

/** Why a cancel is refused, with the Korean sentence (wording ours: the spec shows no order states). */
export const ORDER_CANCEL_REFUSALS = {
  ALREADY_CANCELLED: '이미 취소된 주문입니다.',
  NOT_CANCELLABLE: '조리가 시작된 주문은 취소할 수 없습니다. 매장으로 문의해주세요.',
} as const;

export type OrderCancelRefusalCode = keyof typeof ORDER_CANCEL_REFUSALS;

/**
 * Whether an order in `status` may be cancelled: null when it may (PAID, ACCEPTED), else the refusal (a cancelled
 * order says so; any other the branch has started or finished). The server, the memory backend and the CancelOrder
 * use case all decide with this.
 */
export function cancelRefusal(
  status: OrderStatus,
): { readonly code: OrderCancelRefusalCode; readonly message: string } | null {
  if (isCancellable(status)) return null;
  const code: OrderCancelRefusalCode = status === 'CANCELLED' ? 'ALREADY_CANCELLED' : 'NOT_CANCELLABLE';
  return { code, message: ORDER_CANCEL_REFUSALS[code] };
}

/** The status the branch moves an order to next, or null when it is finished (COMPLETED, CANCELLED). */
export function nextOrderStatus(status: OrderStatus, mealType: MealType): OrderStatus | null {
  switch (status) {
    case 'PAID':
      return 'ACCEPTED';
    case 'ACCEPTED':
      return 'COOKING';
    case 'COOKING':
      return mealType === 'DELIVERY' ? 'DELIVERING' : 'READY_FOR_PICKUP';
    case 'DELIVERING':
    case 'READY_FOR_PICKUP':
      return 'COMPLETED';
    default:
      return null;
  }
}

/** The steps a customer follows for one meal type, in order (the progress bar of the order pages). */
export function orderProgressSteps(mealType: MealType): readonly OrderStatus[] {
  return mealType === 'DELIVERY'
    ? ['PAID', 'ACCEPTED', 'COOKING', 'DELIVERING', 'COMPLETED']
    : ['PAID', 'ACCEPTED', 'COOKING', 'READY_FOR_PICKUP', 'COMPLETED'];
}

/** The Korean label of a status (wording ours: the spec shows no order states). */
export function orderStatusLabel(status: OrderStatus, mealType: MealType): string {
  switch (status) {
    case 'PAID':
      return '주문완료';
    case 'ACCEPTED':
      return '주문접수';
    case 'COOKING':
      return '조리중';
    case 'DELIVERING':
      return '배달중';
    case 'READY_FOR_PICKUP':
      return '픽업대기';
    case 'COMPLETED':
      return mealType === 'DELIVERY' ? '배달완료' : '픽업완료';
    case 'CANCELLED':
      return '주문취소';
  }
}
