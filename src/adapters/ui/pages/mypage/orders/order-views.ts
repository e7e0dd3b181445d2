import type { PlacedOrder } from '../../../../../application/ports/order-gateway';
import { EXCLUSION_LABELS } from '../../../../../domain/checkout/order-request';
import { formatSeoulDateTime, formatSeoulTime } from '../../../../../domain/money/calendar';
import { formatPoints, formatWon } from '../../../../../domain/money/format';
import { type OrderStatus, orderProgressSteps, orderStatusLabel } from '../../../../../domain/order/status';
import { MEAL_TYPE_TEXT, ORDER_HISTORY_TEXT } from './order-history-messages';

/** How a status badge reads: still moving, finished, or cancelled. */
export type OrderTone = 'progress' | 'completed' | 'cancelled';

export function orderTone(status: OrderStatus): OrderTone {
  if (status === 'CANCELLED') return 'cancelled';
  return status === 'COMPLETED' ? 'completed' : 'progress';
}

/** One line of the history list. */
export interface OrderRowView {
  readonly id: number;
  readonly orderId: string;
  readonly orderedAt: string;
  readonly statusLabel: string;
  readonly tone: OrderTone;
  readonly mealType: string;
  readonly branchName: string;
  /** The first menu, then 외 N건 for the others. */
  readonly menuSummary: string;
  readonly total: string;
  readonly cancellable: boolean;
}

export function orderRowView(order: PlacedOrder): OrderRowView {
  const [first, ...rest] = order.orderMenuList;
  const more = rest.length > 0 ? ORDER_HISTORY_TEXT.moreItems(rest.length) : '';
  return {
    id: order.id,
    orderId: order.orderId,
    orderedAt: formatSeoulDateTime(order.orderedAt),
    statusLabel: orderStatusLabel(order.status, order.mealType),
    tone: orderTone(order.status),
    mealType: MEAL_TYPE_TEXT[order.mealType],
    branchName: order.branchName,
    menuSummary: `${first?.menuName ?? ''}${more}`,
    total: formatWon(order.totalPrice),
    cancellable: order.cancellable,
  };
}

export type StepState = 'done' | 'current' | 'upcoming';

export interface ProgressStepView {
  readonly status: OrderStatus;
  readonly label: string;
  readonly state: StepState;
  /** HH:mm when the branch reached the step, else null. */
  readonly time: string | null;
}

/** The last time the order entered `status`, or null. */
function reachedAt(order: PlacedOrder, status: OrderStatus): string | null {
  const change = order.statusHistory.findLast((entry) => entry.status === status);
  return change === undefined ? null : change.at;
}

/**
 * The progress bar of one order (orderProgressSteps of its meal type): steps before the current one are done, the
 * current one is marked. A cancelled order has no current step: the steps it reached are done, the rest never come.
 */
export function progressView(order: PlacedOrder): readonly ProgressStepView[] {
  const steps = orderProgressSteps(order.mealType);
  const current = steps.indexOf(order.status);
  return steps.map((status, index) => {
    const at = reachedAt(order, status);
    let state: StepState;
    if (order.status === 'CANCELLED') state = at === null ? 'upcoming' : 'done';
    else if (index < current) state = 'done';
    else state = index === current ? 'current' : 'upcoming';
    return {
      status,
      label: orderStatusLabel(status, order.mealType),
      state,
      time: at === null || state === 'upcoming' ? null : formatSeoulTime(at),
    };
  });
}

export interface OrderItemView {
  readonly key: string;
  readonly name: string;
  readonly quantity: string;
  readonly options: readonly string[];
}

export interface LabelledValue {
  readonly label: string;
  readonly value: string;
}

export interface AmountRowView extends LabelledValue {
  /** The paid total: shown larger. */
  readonly emphasis: boolean;
}

export interface OrderDetailView {
  readonly id: number;
  readonly orderId: string;
  readonly steps: readonly ProgressStepView[];
  /** HH:mm of the cancellation, for a cancelled order. */
  readonly cancelledAt: string | null;
  readonly items: readonly OrderItemView[];
  readonly amounts: readonly AmountRowView[];
  readonly place: readonly LabelledValue[];
  readonly requests: readonly LabelledValue[];
  readonly cancellable: boolean;
}

function amountRows(order: PlacedOrder): readonly AmountRowView[] {
  const rows: AmountRowView[] = [
    { label: ORDER_HISTORY_TEXT.subtotal, value: formatWon(order.subtotal), emphasis: false },
  ];
  const add = (label: string, value: string) => rows.push({ label, value, emphasis: false });
  if (order.mealType === 'DELIVERY') add(ORDER_HISTORY_TEXT.deliveryFee, formatWon(order.deliveryFee));
  if (order.discountTotal > 0) add(ORDER_HISTORY_TEXT.discount, formatWon(-order.discountTotal));
  if (order.pointsUsed > 0) add(ORDER_HISTORY_TEXT.points, formatPoints(-order.pointsUsed));
  if (order.happyPointsUsed > 0) add(ORDER_HISTORY_TEXT.happyPoints, formatPoints(-order.happyPointsUsed));
  rows.push({ label: ORDER_HISTORY_TEXT.total, value: formatWon(order.totalPrice), emphasis: true });
  add(ORDER_HISTORY_TEXT.paymentMethod, order.paymentMethodName);
  return rows;
}

function placeRows(order: PlacedOrder): readonly LabelledValue[] {
  const branch = order.branchTel === '' ? order.branchName : `${order.branchName} (${order.branchTel})`;
  if (order.mealType === 'TAKEOUT' || order.deliveryInfo === null) {
    return [{ label: ORDER_HISTORY_TEXT.pickupBranch, value: branch }];
  }
  const { deliveryFullAddress, deliveryDetailAddress } = order.deliveryInfo;
  return [
    { label: ORDER_HISTORY_TEXT.deliveryAddress, value: `${deliveryFullAddress} ${deliveryDetailAddress}`.trim() },
    { label: ORDER_HISTORY_TEXT.deliveryBranch, value: branch },
  ];
}

function requestRows(order: PlacedOrder): readonly LabelledValue[] {
  const { request } = order;
  const rows: LabelledValue[] = [];
  if (request.orderMessage.trim() !== '')
    rows.push({ label: ORDER_HISTORY_TEXT.orderMessage, value: request.orderMessage });
  const exclusions = [
    request.orderMessageExcludeRadish ? EXCLUSION_LABELS.radish : null,
    request.orderMessageExcludeBeverage ? EXCLUSION_LABELS.beverage : null,
    request.orderMessageExcludeDisposableProducts ? EXCLUSION_LABELS.disposable : null,
  ].filter((label): label is string => label !== null);
  if (exclusions.length > 0) rows.push({ label: ORDER_HISTORY_TEXT.exclusions, value: exclusions.join(', ') });
  if (order.mealType === 'DELIVERY' && request.deliveryMessage.trim() !== '') {
    rows.push({ label: ORDER_HISTORY_TEXT.deliveryMessage, value: request.deliveryMessage });
  }
  return rows;
}

export function orderDetailView(order: PlacedOrder): OrderDetailView {
  const cancelled = order.status === 'CANCELLED' ? reachedAt(order, 'CANCELLED') : null;
  return {
    id: order.id,
    orderId: order.orderId,
    steps: progressView(order),
    cancelledAt: cancelled === null ? null : formatSeoulTime(cancelled),
    items: order.orderMenuList.map((menu, index) => ({
      key: `${index}-${menu.menuName}`,
      name: menu.menuName,
      quantity: ORDER_HISTORY_TEXT.quantity(menu.quantity),
      options: menu.orderSubOptionList.flatMap((group) => group.orderSubOptionItemList.map((i) => i.subOptionItemName)),
    })),
    amounts: amountRows(order),
    place: placeRows(order),
    requests: requestRows(order),
    cancellable: order.cancellable,
  };
}
