import { validateOptionSelection } from './order-form';
import type { OptionGroup, OptionItem } from './types';

/** How a sub-option group is chosen (spec §3/§5): its bounds, whether it is required, single or multiple choice. */
export interface OptionGroupRule {
  readonly min: number;
  readonly max: number;
  /** At least one item must be chosen: the group is marked 필수. */
  readonly required: boolean;
  /** At most one item: chosen with radios; otherwise checkboxes. */
  readonly single: boolean;
}

/**
 * The bounds of a group as validateOptionSelection reads them: absent minSelect is 0 and absent maxSelect is the
 * group's item count (OptionGroup TSDoc).
 */
export function optionGroupRule(group: OptionGroup): OptionGroupRule {
  const min = group.minSelect ?? 0;
  const max = group.maxSelect ?? group.subOptionItemDetailResponseList.length;
  return { min, max, required: min > 0, single: max === 1 };
}

function idsOfGroup(group: OptionGroup, selectedIds: readonly number[]): readonly number[] {
  const own = new Set(group.subOptionItemDetailResponseList.map((item) => item.id));
  return selectedIds.filter((id) => own.has(id));
}

/**
 * Whether an item may be checked now: always when already checked or in a single-choice group (a radio replaces
 * the choice); otherwise only while the group stays within its maximum (checked through validateOptionSelection).
 */
export function canChooseOptionItem(group: OptionGroup, selectedIds: readonly number[], itemId: number): boolean {
  const inGroup = idsOfGroup(group, selectedIds);
  if (inGroup.includes(itemId) || optionGroupRule(group).single) return true;
  const checked = validateOptionSelection([{ ...group, minSelect: 0 }], [...inGroup, itemId]);
  return checked.ok;
}

/**
 * The selection after the customer picks `itemId` of `group` (spec §5 min/max): a single-choice group replaces its
 * choice; in a multiple-choice group the item toggles, and an item past the group's maximum is refused (the
 * selection is returned unchanged). Items of other groups are kept. An id not in the group changes nothing.
 */
export function toggleOptionItem(
  group: OptionGroup,
  selectedIds: readonly number[],
  itemId: number,
): readonly number[] {
  if (!group.subOptionItemDetailResponseList.some((item) => item.id === itemId)) return selectedIds;
  const inGroup = new Set(idsOfGroup(group, selectedIds));
  const others = selectedIds.filter((id) => !inGroup.has(id));
  if (optionGroupRule(group).single) return [...others, itemId];
  if (inGroup.has(itemId)) return selectedIds.filter((id) => id !== itemId);
  if (!canChooseOptionItem(group, selectedIds, itemId)) return selectedIds;
  return [...selectedIds, itemId];
}

/** The first group whose selection breaks its bounds (its id and the domain's Korean message), or null. */
export function firstOptionProblem(
  options: readonly OptionGroup[],
  selectedIds: readonly number[],
): { readonly groupId: number; readonly message: string } | null {
  for (const group of options) {
    const checked = validateOptionSelection([group], idsOfGroup(group, selectedIds));
    if (!checked.ok) return { groupId: group.id, message: checked.error.message };
  }
  const all = validateOptionSelection(options, selectedIds);
  return all.ok ? null : { groupId: -1, message: all.error.message };
}

/** The chosen option items in group order (the sidebar order-form card lists their titles). */
export function selectedOptionItems(options: readonly OptionGroup[], selectedIds: readonly number[]): OptionItem[] {
  const chosen = new Set(selectedIds);
  const items: OptionItem[] = [];
  for (const group of options) {
    for (const item of group.subOptionItemDetailResponseList) if (chosen.has(item.id)) items.push(item);
  }
  return items;
}
