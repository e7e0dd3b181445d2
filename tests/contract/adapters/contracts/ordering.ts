import { randomUUID } from 'node:crypto';
import type { MenuCatalog } from '../../../../src/application/ports/menu-catalog';
import type {
  CheckoutData,
  CheckoutInit,
  OrderGateway,
  OrderRequest,
  OrderSubmission,
  PlacedOrder,
} from '../../../../src/application/ports/order-gateway';
import type { StoreLocator } from '../../../../src/application/ports/store-locator';
import { SANDBOX_CARDS } from '../../../../src/contract/payment';
import type { CartItem } from '../../../../src/domain/cart/types';
import { EMPTY_COUPON_SELECTION } from '../../../../src/domain/coupon/selection';
import type { OptionItem } from '../../../../src/domain/menu/types';
import type { Store } from '../../../../src/domain/store/types';
import {
  expectedLineTotal,
  minimalSelection,
  type OrderableMenu,
  openTakeoutBranch,
  orderableMenusAt,
  pick,
  pricedSelection,
} from './discovery';

/**
 * Helpers that place a new customer's order THROUGH the ports: a takeout (a new customer has no default address)
 * at a branch that takes orders, of a menu on sale there, paid whole by the sandbox card (no coupons, no points).
 */

/** What a takeout order is made of, found through the StoreLocator and the MenuCatalog. */
export interface TakeoutSetting {
  readonly branch: Store;
  readonly menu: OrderableMenu;
  /** The options chosen: a paid one when the menu has one, so the line total proves the option prices. */
  readonly options: readonly OptionItem[];
  readonly quantity: number;
  /** The `mc` item of the order. */
  readonly item: CartItem;
  /** (menu price + option add prices) × quantity, integer won. */
  readonly lineTotal: number;
}

const QUANTITY = 2;

/** A takeout branch open for orders near the default map centre and a menu on sale there. */
export async function takeoutSetting(catalog: MenuCatalog, stores: StoreLocator): Promise<TakeoutSetting> {
  const branch = await openTakeoutBranch(stores);
  const menus = await orderableMenusAt(catalog, branch.branchId);
  const menu =
    menus.find((m) => pricedSelection(m.groups).some((i) => i.addPrice > 0)) ??
    pick(menus, () => true, `orderable menu at ${branch.familyName}`);
  const options = pricedSelection(menu.groups);
  return {
    branch,
    menu,
    options,
    quantity: QUANTITY,
    item: { menuId: menu.card.id, quantity: QUANTITY, subOptionIds: options.map((o) => o.id) },
    lineTotal: expectedLineTotal(menu.card.menuPrice, options, QUANTITY),
  };
}

/** An `mc` item of an adult-only menu on sale at `branchId` (spec §4: needs adult verification), its cheapest form. */
export async function adultOnlyItemAt(catalog: MenuCatalog, branchId: number): Promise<CartItem> {
  const categories = await catalog.categories();
  const lists = await Promise.all(categories.map((category) => catalog.menusOf(category.id, branchId)));
  const card = pick(
    lists.flatMap((list) => list ?? []),
    (c) => c.adultOnly === true && !c.soldOut,
    'adult-only menu on sale at the takeout branch',
  );
  const groups = (await catalog.subOptions(card.id, branchId)) ?? [];
  return { menuId: card.id, quantity: 1, subOptionIds: minimalSelection(groups).map((o) => o.id) };
}

/** A takeout checkout of `setting`'s item (or the server cart when `items` is null). */
export function takeoutInit(setting: TakeoutSetting, items: readonly CartItem[] | null = [setting.item]): CheckoutInit {
  return { mealType: 'TAKEOUT', branchId: setting.branch.branchId, items, agent: 'DESKTOPWEB' };
}

export const ORDER_REQUEST: OrderRequest = {
  orderMessage: '맵지 않게 해주세요',
  orderMessageExcludeRadish: true,
  orderMessageExcludeBeverage: false,
  orderMessageExcludeDisposableProducts: true,
  deliveryMessage: '',
};

/** Paying `checkoutId` whole with the approved sandbox card under a new idempotency key. */
export function cardSubmission(checkoutId: string, overrides: Partial<OrderSubmission> = {}): OrderSubmission {
  return {
    checkoutId,
    coupons: EMPTY_COUPON_SELECTION,
    points: 0,
    happyPoints: 0,
    idempotencyKey: randomUUID(),
    paymentMethod: 'CARD',
    cardNumber: SANDBOX_CARDS.approve,
    request: ORDER_REQUEST,
    agent: 'DESKTOPWEB',
    ...overrides,
  };
}

/** The ready checkout of `init`, failing the test with the refusal otherwise. */
export async function readyCheckout(orders: OrderGateway, init: CheckoutInit): Promise<CheckoutData> {
  const result = await orders.init(init);
  if (result.kind !== 'ready') throw new Error(`expected a ready checkout, got ${JSON.stringify(result)}`);
  return result.checkout;
}

/** A PAID takeout order of `setting`'s item, placed with the approved card. */
export async function placeTakeoutOrder(orders: OrderGateway, setting: TakeoutSetting): Promise<PlacedOrder> {
  const checkout = await readyCheckout(orders, takeoutInit(setting));
  const placed = await orders.process(cardSubmission(checkout.checkoutId));
  if (placed.kind !== 'placed') throw new Error(`expected the order to be placed, got ${JSON.stringify(placed)}`);
  return placed.order;
}
