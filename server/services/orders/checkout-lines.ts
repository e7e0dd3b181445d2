import { eq, inArray } from 'drizzle-orm';
import type { CartLineWire } from '../../../src/contract/cart';
import type { CartItem } from '../../../src/domain/cart/types';
import { validateOptionSelection } from '../../../src/domain/menu/order-form';
import type { Database } from '../../db/database';
import { cartLineOptions, cartLines, menus } from '../../db/schema';
import type { SnapshotLine } from '../../db/schema/orders';
import { optionGroupsOf } from '../catalog/option-groups';

/** Why an item could not be priced: the menu is gone, or its options are not (or no longer) valid. */
export type LineProblem =
  | { readonly kind: 'removed'; readonly menuId: number }
  | { readonly kind: 'options'; readonly menuId: number; readonly menuName: string; readonly message: string };

/** Prices `item` from today's catalog: (menu price + chosen add prices) × quantity, names of today. */
export async function priceItem(db: Database, item: CartItem): Promise<SnapshotLine | LineProblem> {
  const [menu] = await db.select().from(menus).where(eq(menus.id, item.menuId));
  if (menu === undefined) return { kind: 'removed', menuId: item.menuId };
  const groups = await optionGroupsOf(db, menu.id);
  const selection = validateOptionSelection(groups, item.subOptionIds);
  if (!selection.ok)
    return { kind: 'options', menuId: menu.id, menuName: menu.menuName, message: selection.error.message };
  const chosen = new Set(selection.value);
  const options = groups.flatMap((group) =>
    group.subOptionItemDetailResponseList
      .filter((option) => chosen.has(option.id))
      .map((option) => ({
        id: option.id,
        name: option.itemTitle,
        groupName: group.subOptionTitle,
        addPrice: option.addPrice,
      })),
  );
  const unit = menu.menuPrice + options.reduce((sum, option) => sum + option.addPrice, 0);
  return {
    menuId: menu.id,
    menuName: menu.menuName,
    menuImageUrl: menu.menuImageUrl,
    menuPrice: menu.menuPrice,
    quantity: item.quantity,
    onlyWithEcoupon: menu.onlyWithEcoupon,
    adultOnly: menu.adultOnly,
    options,
    lineTotal: unit * item.quantity,
  };
}

/** The owner's server cart as items, oldest line first. */
export async function cartItemsOf(db: Database, ownerId: string): Promise<CartItem[]> {
  const lines = await db
    .select()
    .from(cartLines)
    .where(eq(cartLines.ownerId, ownerId))
    .orderBy(cartLines.createdAt, cartLines.id);
  if (lines.length === 0) return [];
  const options = await db
    .select()
    .from(cartLineOptions)
    .where(
      inArray(
        cartLineOptions.cartLineId,
        lines.map((line) => line.id),
      ),
    );
  return lines.map((line) => ({
    menuId: line.menuId,
    quantity: line.quantity,
    subOptionIds: options.filter((o) => o.cartLineId === line.id).map((o) => o.optionItemId),
  }));
}

/** A snapshot line as spec §3 Cart line (checkout); cartId numbers the lines 1.. within the checkout. */
export function cartLineWireOf(line: SnapshotLine, index: number): CartLineWire {
  const heads = chosenOptionsByGroup(line.options).map((group) => ({
    subOptionName: group[0]?.groupName ?? '',
    subOptionDetailList: group.map((option) => ({ subOptionDetailId: option.id, subOptionDetailName: option.name })),
  }));
  return {
    cartId: index + 1,
    mainMenuId: line.menuId,
    mainMenuName: line.menuName,
    quantity: line.quantity,
    menuImageUrl: line.menuImageUrl,
    isOnlyOrderWithEcoupon: line.onlyWithEcoupon,
    subOptionHeadList: heads,
    totalMenuWithSubOptionAndQuantityPrice: line.lineTotal,
  };
}

/** A line's chosen options, one list per option group, in the order the groups were shown. */
export function chosenOptionsByGroup<O extends { readonly groupName: string }>(options: readonly O[]): O[][] {
  const groups = new Map<string, O[]>();
  for (const option of options) groups.set(option.groupName, [...(groups.get(option.groupName) ?? []), option]);
  return [...groups.values()];
}
