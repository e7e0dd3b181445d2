import { InMemoryOrderStatusStream } from '../../../../src/adapters/memory/in-memory-order-status-stream';
import type { OrderRequest, PlacedOrder } from '../../../../src/application/ports/order-gateway';
import { MEMORY_BACKEND, type Resolve, TOKENS } from '../../../../src/composition-root';
import type { CartItem } from '../../../../src/domain/cart/types';
import { EMPTY_COUPON_SELECTION } from '../../../../src/domain/coupon/selection';
import { isCancellable, type OrderStatus } from '../../../../src/domain/order/status';
import type { MealType } from '../../../../src/domain/shared/meal-type';
import { OPTION } from '../../application/memory-world';

/** 황금올리브치킨 (20,000원) 한마리. */
export const OLIVE_WHOLE: CartItem = { menuId: 101, quantity: 1, subOptionIds: [OPTION.whole] };
/** 크리스피치킨 (19,000원) 한마리: sold out at branch 2 (가락시장점). */
export const CRISPY_WHOLE: CartItem = { menuId: 102, quantity: 1, subOptionIds: [10031] };
/** 치즈볼 (5,000원) × 2, no options. */
export const CHEESE_BALLS: CartItem = { menuId: 301, quantity: 2, subOptionIds: [] };

export const EMPTY_REQUEST: OrderRequest = {
  orderMessage: '',
  orderMessageExcludeRadish: false,
  orderMessageExcludeBeverage: false,
  orderMessageExcludeDisposableProducts: false,
  deliveryMessage: '',
};

let submissions = 0;

export interface OrderOptions {
  readonly items?: readonly CartItem[];
  readonly mealType?: MealType;
  readonly branchId?: number | null;
  readonly request?: OrderRequest;
  readonly points?: number;
}

/**
 * Places an order through the container's OrderGateway as the signed-in customer (init with the items, then process
 * with the sandbox card that approves). Delivery goes to the member's default address from branch 1.
 */
export async function placeOrder(get: Resolve, options: OrderOptions = {}): Promise<PlacedOrder> {
  const orders = get(TOKENS.OrderGateway);
  const mealType = options.mealType ?? 'DELIVERY';
  const init = await orders.init({
    mealType,
    branchId: options.branchId ?? (mealType === 'TAKEOUT' ? 1 : null),
    items: options.items ?? [OLIVE_WHOLE],
    agent: 'DESKTOPWEB',
  });
  if (init.kind !== 'ready') throw new Error(`checkout refused: ${init.message}`);
  submissions += 1;
  const placed = await orders.process({
    checkoutId: init.checkout.checkoutId,
    coupons: EMPTY_COUPON_SELECTION,
    points: options.points ?? 0,
    happyPoints: 0,
    idempotencyKey: `orders-world-${submissions}`,
    paymentMethod: 'CARD',
    cardNumber: '4242424242424242',
    request: options.request ?? EMPTY_REQUEST,
    agent: 'DESKTOPWEB',
  });
  if (placed.kind !== 'placed') throw new Error(`order refused: ${placed.message}`);
  return placed.order;
}

/** The container's memory status stream (tests push changes through it, or make it unreachable). */
export function orderStreamOf(get: Resolve): InMemoryOrderStatusStream {
  const stream = get(TOKENS.OrderStatusStream);
  if (!(stream instanceof InMemoryOrderStatusStream))
    throw new Error('the memory modules bind InMemoryOrderStatusStream');
  return stream;
}

/**
 * Moves an order on as the branch would (the memory backend has no branch console): status, time and cancellable; its
 * open status streams are told, as the database's notification tells the server's.
 */
export function advanceOrder(get: Resolve, id: number, status: OrderStatus, at: string): void {
  const record = get(MEMORY_BACKEND)
    .currentOwner()
    ?.orders.find((o) => o.order.id === id);
  if (record === undefined) throw new Error(`no order ${id}`);
  record.order = {
    ...record.order,
    status,
    cancellable: isCancellable(status),
    statusHistory: [...record.order.statusHistory, { status, at }],
  };
  orderStreamOf(get).changed(id);
}
