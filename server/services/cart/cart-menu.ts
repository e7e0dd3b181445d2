import { eq } from 'drizzle-orm';
import type { OptionGroup, OptionItem } from '../../../src/domain/menu/types';
import type { Database } from '../../db/database';
import { menus, optionGroups, optionItems } from '../../db/schema';

/** A menu as the cart needs it: what a line shows and the option groups a selection is checked against. */
export interface CartMenu {
  readonly id: number;
  readonly menuName: string;
  readonly menuImageUrl: string;
  readonly onlyWithEcoupon: boolean;
  readonly options: readonly OptionGroup[];
}

interface OptionRow {
  readonly groupId: number;
  readonly subOptionTitle: string;
  readonly minSelect: number;
  readonly maxSelect: number;
  readonly itemId: number | null;
  readonly itemTitle: string | null;
  readonly addPrice: number | null;
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
  const rows = await db
    .select({
      groupId: optionGroups.id,
      subOptionTitle: optionGroups.subOptionTitle,
      minSelect: optionGroups.minSelect,
      maxSelect: optionGroups.maxSelect,
      itemId: optionItems.id,
      itemTitle: optionItems.itemTitle,
      addPrice: optionItems.addPrice,
    })
    .from(optionGroups)
    .leftJoin(optionItems, eq(optionItems.optionGroupId, optionGroups.id))
    .where(eq(optionGroups.menuId, menuId))
    .orderBy(optionGroups.sortOrder, optionGroups.id, optionItems.sortOrder, optionItems.id);
  return { ...menu, options: groupOptionRows(rows) };
}

/** Folds joined group/item rows (already ordered) into the domain's option groups; a group may have no items. */
function groupOptionRows(rows: readonly OptionRow[]): readonly OptionGroup[] {
  const groups: { group: Omit<OptionGroup, 'subOptionItemDetailResponseList'>; items: OptionItem[] }[] = [];
  for (const row of rows) {
    let current = groups.at(-1);
    if (current === undefined || current.group.id !== row.groupId) {
      current = {
        group: {
          id: row.groupId,
          subOptionTitle: row.subOptionTitle,
          minSelect: row.minSelect,
          maxSelect: row.maxSelect,
        },
        items: [],
      };
      groups.push(current);
    }
    if (row.itemId !== null) {
      current.items.push({ id: row.itemId, itemTitle: row.itemTitle ?? '', addPrice: row.addPrice ?? 0 });
    }
  }
  return groups.map(({ group, items }) => ({ ...group, subOptionItemDetailResponseList: items }));
}
