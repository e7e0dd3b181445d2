import { eq } from 'drizzle-orm';
import type { OptionGroup } from '../../../src/domain/menu/types';
import type { Database } from '../../db/database';
import { menus } from '../../db/schema';
import { optionGroupsOf } from '../catalog/option-groups';

/** A menu as the cart needs it: what a line shows and the option groups a selection is checked against. */
export interface CartMenu {
  readonly id: number;
  readonly menuName: string;
  readonly menuImageUrl: string;
  readonly onlyWithEcoupon: boolean;
  readonly options: readonly OptionGroup[];
}

/** The menu `menuId` with its option groups in display order (group, then item sort order); null when unknown. */
export async function findCartMenu(db: Database, menuId: number): Promise<CartMenu | null> {
  const [menu] = await db
    .select({
      id: menus.id,
      menuName: menus.menuName,
      menuImageUrl: menus.menuImageUrl,
      onlyWithEcoupon: menus.onlyWithEcoupon,
    })
    .from(menus)
    .where(eq(menus.id, menuId));
  if (menu === undefined) return null;
  return { ...menu, options: await optionGroupsOf(db, menuId) };
}
