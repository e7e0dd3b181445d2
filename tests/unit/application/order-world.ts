import type { PlacedOrder } from '../../../src/application/ports/order-gateway';
import type { CartItem } from '../../../src/domain/cart/types';
import { EMPTY_COUPON_SELECTION } from '../../../src/domain/coupon/selection';
import { isCancellable, type OrderStatus } from '../../../src/domain/order/status';
import type { MealType } from '../../../src/domain/shared/meal-type';
import { type MemoryWorld, OPTION } from './memory-world';

/** 황금올리브치킨 (20,000원) 한마리. */
export const OLIVE_WHOLE: CartItem = { menuId: 101, quantity: 1, subOptionIds: [OPTION.whole] };
/** 크리스피치킨 (19,000원) 한마리: sold out at branch 2. */
export const CRISPY_WHOLE: CartItem = { menuId: 102, quantity: 1, subOptionIds: [10031] };
/** 치즈볼 (5,000원) × 2. */
export const CHEESE_BALLS: CartItem = { menuId: 301, quantity: 2, subOptionIds: [] };

let submissions = 0;

/** Places an order as the signed-in customer: init with `items`, then the sandbox card that approves. */
export async function placeOrder(
  world: MemoryWorld,
  options: {
    readonly items?: readonly CartItem[];
    readonly mealType?: MealType;
    readonly points?: number;
    readonly membershipCouponNo?: string;
    readonly voucherIds?: readonly number[];
    readonly priceCouponIds?: readonly number[];
  } = {},
): Promise<PlacedOrder> {
  const mealType = options.mealType ?? 'DELIVERY';
  const init = await world.orders.init({
    mealType,
    branchId: mealType === 'TAKEOUT' ? 1 : null,
    items: options.items ?? [OLIVE_WHOLE],
    agent: 'DESKTOPWEB',
  });
  if (init.kind !== 'ready') throw new Error(`checkout refused: ${init.message}`);
  submissions += 1;
  const placed = await world.orders.process({
    checkoutId: init.checkout.checkoutId,
    coupons: {
      membershipCouponNo: options.membershipCouponNo ?? null,
      voucherIds: options.voucherIds ?? EMPTY_COUPON_SELECTION.voucherIds,
      priceCouponIds: options.priceCouponIds ?? EMPTY_COUPON_SELECTION.priceCouponIds,
    },
    points: options.points ?? 0,
    happyPoints: 0,
    idempotencyKey: `application-order-${submissions}`,
    paymentMethod: 'CARD',
    cardNumber: '4242424242424242',
    request: {
      orderMessage: '',
      orderMessageExcludeRadish: false,
      orderMessageExcludeBeverage: false,
      orderMessageExcludeDisposableProducts: false,
      deliveryMessage: '',
    },
    agent: 'DESKTOPWEB',
  });
  if (placed.kind !== 'placed') throw new Error(`order refused: ${placed.message}`);
  return placed.order;
}

/**
 * Moves an order on as the branch would (the memory backend has no branch console); its open status streams are told,
 * as the database's notification tells the server's.
 */
export function advanceOrder(world: MemoryWorld, id: number, status: OrderStatus): void {
  const record = world.backend.currentOwner()?.orders.find((o) => o.order.id === id);
  if (record === undefined) throw new Error(`no order ${id}`);
  record.order = {
    ...record.order,
    status,
    cancellable: isCancellable(status),
    statusHistory: [...record.order.statusHistory, { status, at: world.backend.nowIso() }],
  };
  world.orderStream.changed(id);
}
