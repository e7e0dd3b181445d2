import { eq } from 'drizzle-orm';
import type { CartLineWire } from '../../../src/contract/cart';
import type { OptionGroup } from '../../../src/domain/menu/types';
import type { Database } from '../../db/database';
import { menus } from '../../db/schema';
import type { CacheFreshness } from '../../http/cache';
import { optionGroupsOf } from '../catalog/option-groups';
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

/** How many menus (known or not) CartMenus remembers before it forgets them all: a bound against made-up ids. */
const CACHED_MENUS_MAX = 2_000;

interface Cached {
  readonly menu: CartMenu | null;
  readonly version: number;
  /** When the read started (its data is at least that recent), epoch ms. */
  readonly readAt: number;
}

/**
 * The cart's menus, read once per catalog version: a cart write then needs no catalog query. With `freshness` (the
 * server's CatalogChanges) a menu is reused while the catalog's version is unchanged and it is younger than the TTL,
 * the same rule the cached catalog routes follow, so a price change reaches cart answers as fast as the menu pages.
 * Without it (headless services, tests) every lookup reads the database.
 */
export class CartMenus {
  private readonly cached = new Map<number, Cached>();

  constructor(
    private readonly db: Database,
    private readonly freshness?: CacheFreshness,
    private readonly clock: () => number = Date.now,
  ) {}

  async find(menuId: number): Promise<CartMenu | null> {
    const { freshness } = this;
    if (freshness === undefined) return findCartMenu(this.db, menuId);
    await freshness.ready();
    const now = this.clock();
    const { version } = freshness;
    const hit = this.cached.get(menuId);
    if (hit !== undefined && hit.version === version && now - hit.readAt < freshness.ttlMs) return hit.menu;
    const menu = await findCartMenu(this.db, menuId);
    // A menu read while the catalog changed may be older than the change: used for this answer, not kept.
    if (freshness.version === version) {
      if (this.cached.size >= CACHED_MENUS_MAX) this.cached.clear();
      this.cached.set(menuId, { menu, version, readAt: now });
    }
    return menu;
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
