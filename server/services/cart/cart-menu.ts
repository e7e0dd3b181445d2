import { eq } from 'drizzle-orm';
import type { CartLineWire } from '../../../src/contract/cart';
import type { OptionGroup } from '../../../src/domain/menu/types';
import type { Database } from '../../db/database';
import { menus } from '../../db/schema';
import type { CacheFreshness } from '../../http/cache';
import { optionGroupsOf } from '../catalog/option-groups';
import { ReadCache } from '../read-cache';
import { type ChosenOptionRow, type LineRow, toCartLine } from './cart-lines';

/** A menu as the cart needs it: what a line shows, its price and the option groups a selection is checked against. */
export interface CartMenu {
  readonly id: number;
  readonly menuName: string;
  readonly menuPrice: number;
  readonly menuImageUrl: string;
  readonly onlyWithEcoupon: boolean;
  readonly options: readonly OptionGroup[];
}

/** The menu `menuId` with its option groups in display order (group, then item sort order); null when unknown. */
async function findCartMenu(db: Database, menuId: number): Promise<CartMenu | null> {
  const [menu] = await db
    .select({
      id: menus.id,
      menuName: menus.menuName,
      menuPrice: menus.menuPrice,
      menuImageUrl: menus.menuImageUrl,
      onlyWithEcoupon: menus.onlyWithEcoupon,
    })
    .from(menus)
    .where(eq(menus.id, menuId));
  if (menu === undefined) return null;
  return { ...menu, options: await optionGroupsOf(db, menuId) };
}

/**
 * The cart's menus, read once per catalog version: a cart write then needs no catalog query. With `freshness` (the
 * server's CatalogChanges) a menu is reused while the catalog's version is unchanged and it is younger than the TTL,
 * the same rule the cached catalog routes follow, so a price change reaches cart answers as fast as the menu pages.
 * Lookups of a menu whose read is running share it (ReadCache): issue 14, 50 customers adding at once each read the
 * menu again until the first read came back, ~2,650 reads of two queries in 15 s of POST /cart on PostgreSQL, at the
 * start and again at every TTL. Without `freshness` (headless services, tests) every lookup reads the database.
 */
export class CartMenus {
  private readonly reads: ReadCache | undefined;

  /** `read` reads one menu from the database (CartMenus.of: findCartMenu). */
  constructor(
    private readonly read: (menuId: number) => Promise<CartMenu | null>,
    freshness?: CacheFreshness,
    clock: () => number = Date.now,
  ) {
    this.reads = freshness === undefined ? undefined : new ReadCache(freshness, clock);
  }

  /** The menus of `db`. */
  static of(db: Database, freshness?: CacheFreshness): CartMenus {
    return new CartMenus((menuId) => findCartMenu(db, menuId), freshness);
  }

  find(menuId: number): Promise<CartMenu | null> {
    return this.reads === undefined ? this.read(menuId) : this.reads.read(`menu ${menuId}`, () => this.read(menuId));
  }
}

/**
 * Spec §3 cart line `cartId` of `menu` holding `quantity` units with the option items `chosen`, priced from the
 * menu as read (the current catalog): the rows readCartLines would read from the database, built by its toCartLine.
 */
export function cartLineOf(
  menu: CartMenu,
  line: { readonly cartId: number; readonly quantity: number },
  chosen: ReadonlySet<number>,
): CartLineWire {
  const own: ChosenOptionRow[] = menu.options.flatMap((group) =>
    group.subOptionItemDetailResponseList
      .filter((item) => chosen.has(item.id))
      .map((item) => ({
        cartLineId: line.cartId,
        groupId: group.id,
        subOptionName: group.subOptionTitle,
        subOptionDetailId: item.id,
        subOptionDetailName: item.itemTitle,
        addPrice: item.addPrice,
      })),
  );
  const row: LineRow = {
    cartId: line.cartId,
    mainMenuId: menu.id,
    mainMenuName: menu.menuName,
    menuPrice: menu.menuPrice,
    quantity: line.quantity,
    menuImageUrl: menu.menuImageUrl,
    isOnlyOrderWithEcoupon: menu.onlyWithEcoupon,
  };
  return toCartLine(row, own);
}
