import { and, eq, inArray, type SQL } from 'drizzle-orm';
import type { CartLineWire, CartSummaryWire } from '../../../src/contract/cart';
import { lineTotalOf } from '../../../src/domain/menu/order-form';
import type { Database } from '../../db/database';
import { cartLineOptions, cartLines, menus, optionGroups, optionItems } from '../../db/schema';

export interface LineRow {
  readonly cartId: number;
  readonly mainMenuId: number;
  readonly mainMenuName: string;
  readonly menuPrice: number;
  readonly quantity: number;
  readonly menuImageUrl: string;
  readonly isOnlyOrderWithEcoupon: boolean;
}

/** One chosen option of a line, with its group, at today's catalog price. */
export interface ChosenOptionRow {
  readonly cartLineId: number;
  readonly groupId: number;
  readonly subOptionName: string;
  readonly subOptionDetailId: number;
  readonly subOptionDetailName: string;
  readonly addPrice: number;
}

/**
 * The owner's cart lines, oldest first (or only line `cartId`), each priced from the CURRENT menu and option
 * prices (ARCHITECTURE: the server recomputes every price and never stores or trusts a total).
 */
export async function readCartLines(db: Database, ownerId: string, cartId?: number): Promise<CartLineWire[]> {
  const conditions: SQL[] = [eq(cartLines.ownerId, ownerId)];
  if (cartId !== undefined) conditions.push(eq(cartLines.id, cartId));
  const lines = await db
    .select({
      cartId: cartLines.id,
      mainMenuId: menus.id,
      mainMenuName: menus.menuName,
      menuPrice: menus.menuPrice,
      quantity: cartLines.quantity,
      menuImageUrl: menus.menuImageUrl,
      isOnlyOrderWithEcoupon: menus.onlyWithEcoupon,
    })
    .from(cartLines)
    .innerJoin(menus, eq(menus.id, cartLines.menuId))
    .where(and(...conditions))
    .orderBy(cartLines.createdAt, cartLines.id);
  if (lines.length === 0) return [];
  const chosen = await db
    .select({
      cartLineId: cartLineOptions.cartLineId,
      groupId: optionGroups.id,
      subOptionName: optionGroups.subOptionTitle,
      subOptionDetailId: optionItems.id,
      subOptionDetailName: optionItems.itemTitle,
      addPrice: optionItems.addPrice,
    })
    .from(cartLineOptions)
    .innerJoin(optionItems, eq(optionItems.id, cartLineOptions.optionItemId))
    .innerJoin(optionGroups, eq(optionGroups.id, optionItems.optionGroupId))
    .where(
      inArray(
        cartLineOptions.cartLineId,
        lines.map((line) => line.cartId),
      ),
    )
    .orderBy(optionGroups.sortOrder, optionGroups.id, optionItems.sortOrder, optionItems.id);
  const byLine = new Map<number, ChosenOptionRow[]>();
  for (const option of chosen) {
    const list = byLine.get(option.cartLineId);
    if (list === undefined) byLine.set(option.cartLineId, [option]);
    else list.push(option);
  }
  return lines.map((line) => toCartLine(line, byLine.get(line.cartId) ?? []));
}

/** Spec §3 checkoutData.cartResponseInfo: the lines and their sum in integer won. */
export function summarise(lines: readonly CartLineWire[]): CartSummaryWire {
  let totalPrice = 0;
  for (const line of lines) totalPrice += line.totalMenuWithSubOptionAndQuantityPrice;
  return { responseList: [...lines], totalPrice };
}

/**
 * Spec §3 cart line: chosen options grouped under their option group's title (subOptionHeadList), in catalog
 * order; total = (menu price + Σ add prices) × quantity, computed by the domain.
 */
export function toCartLine(line: LineRow, own: readonly ChosenOptionRow[]): CartLineWire {
  const heads: { groupId: number; head: CartLineWire['subOptionHeadList'][number] }[] = [];
  for (const option of own) {
    let current = heads.at(-1);
    if (current === undefined || current.groupId !== option.groupId) {
      current = { groupId: option.groupId, head: { subOptionName: option.subOptionName, subOptionDetailList: [] } };
      heads.push(current);
    }
    current.head.subOptionDetailList.push({
      subOptionDetailId: option.subOptionDetailId,
      subOptionDetailName: option.subOptionDetailName,
    });
  }
  const addPrices = own.map((option) => option.addPrice);
  return {
    cartId: line.cartId,
    mainMenuId: line.mainMenuId,
    mainMenuName: line.mainMenuName,
    quantity: line.quantity,
    menuImageUrl: line.menuImageUrl,
    isOnlyOrderWithEcoupon: line.isOnlyOrderWithEcoupon,
    subOptionHeadList: heads.map(({ head }) => head),
    totalMenuWithSubOptionAndQuantityPrice: lineTotalOf(line.menuPrice, addPrices, line.quantity),
  };
}
