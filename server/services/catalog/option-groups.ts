import { asc, eq } from 'drizzle-orm';
import type { OptionGroupWire } from '../../../src/contract/catalog';
import type { Database } from '../../db/database';
import { optionGroups, optionItems } from '../../db/schema';

/**
 * A menu's sub-option groups (spec §3) with their items, both in the order the franchise arranged them; a group
 * without items is still listed (its minSelect is then 0 by the seed's rules). Empty for a menu without options.
 */
export async function optionGroupsOf(db: Database, menuId: number): Promise<OptionGroupWire[]> {
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
    .orderBy(asc(optionGroups.sortOrder), asc(optionGroups.id), asc(optionItems.sortOrder), asc(optionItems.id));

  const groups = new Map<number, OptionGroupWire>();
  for (const row of rows) {
    let group = groups.get(row.groupId);
    if (group === undefined) {
      group = {
        id: row.groupId,
        subOptionTitle: row.subOptionTitle,
        subOptionItemDetailResponseList: [],
        minSelect: row.minSelect,
        maxSelect: row.maxSelect,
      };
      groups.set(row.groupId, group);
    }
    if (row.itemId !== null && row.itemTitle !== null && row.addPrice !== null) {
      group.subOptionItemDetailResponseList.push({ id: row.itemId, itemTitle: row.itemTitle, addPrice: row.addPrice });
    }
  }
  return [...groups.values()];
}
