import { expect } from 'vitest';
import type { BranchMenuCard, MenuCatalog } from '../../../../src/application/ports/menu-catalog';
import type { StoreLocator } from '../../../../src/application/ports/store-locator';
import { lineTotalOf } from '../../../../src/domain/menu/order-form';
import type { Category, OptionGroup, OptionItem } from '../../../../src/domain/menu/types';
import { DEFAULT_MAP_CENTRE } from '../../../../src/domain/shared/geo';
import { availabilityLabel } from '../../../../src/domain/store/availability';
import type { Store } from '../../../../src/domain/store/types';

/**
 * Helpers that find test data THROUGH the ports, so one suite passes on the memory fixtures and on the server
 * seed alike: no id, name or price is written into a contract.
 */

/** An id no backend holds, yet a valid id (PostgreSQL integer): the answer must be "not found", not "bad input". */
export const UNKNOWN_ID = 2_000_000_000;

/** A customer-facing message is Korean text (ARCHITECTURE "Errors"). */
export const KOREAN = /[가-힣]/;

/** Asserts a customer-facing Korean message. */
export function expectKoreanMessage(message: string): void {
  expect(message).toMatch(KOREAN);
}

export interface ListedMenu {
  readonly category: Category;
  readonly card: BranchMenuCard;
}

/** Every menu of every category, franchise-wide (no branch), in category then list order. */
export async function franchiseMenus(catalog: MenuCatalog): Promise<readonly ListedMenu[]> {
  const categories = await catalog.categories();
  const lists = await Promise.all(categories.map((category) => catalog.menusOf(category.id)));
  return categories.flatMap((category, index) => (lists[index] ?? []).map((card) => ({ category, card })));
}

export interface OrderableMenu extends ListedMenu {
  readonly groups: readonly OptionGroup[];
}

/** Menus a customer can put in a cart without adult verification, each with its option groups. */
export async function orderableMenus(catalog: MenuCatalog): Promise<readonly OrderableMenu[]> {
  const menus = (await franchiseMenus(catalog)).filter((menu) => menu.card.adultOnly !== true);
  const groups = await Promise.all(menus.map((menu) => catalog.subOptions(menu.card.id)));
  return menus.flatMap((menu, index) => {
    const found = groups[index];
    return found === null || found === undefined ? [] : [{ ...menu, groups: found }];
  });
}

/**
 * Menus a customer can order at `branchId` without adult verification: listed there (hidden ones are left out),
 * not sold out there, each with its option groups as the branch serves them.
 */
export async function orderableMenusAt(catalog: MenuCatalog, branchId: number): Promise<readonly OrderableMenu[]> {
  const categories = await catalog.categories();
  const lists = await Promise.all(categories.map((category) => catalog.menusOf(category.id, branchId)));
  const menus = categories
    .flatMap((category, index) => (lists[index] ?? []).map((card) => ({ category, card })))
    .filter((menu) => menu.card.adultOnly !== true && !menu.card.soldOut);
  const groups = await Promise.all(menus.map((menu) => catalog.subOptions(menu.card.id, branchId)));
  return menus.flatMap((menu, index) => {
    const found = groups[index];
    return found === null || found === undefined ? [] : [{ ...menu, groups: found }];
  });
}

/**
 * A branch near the default map centre a customer can pick up from and that takes orders (spec §4 영업중),
 * preferring one with nothing sold out or hidden (AVAILABLE) over the unavailable group (SOLD_OUT, HIDDEN).
 */
export async function openTakeoutBranch(stores: StoreLocator): Promise<Store> {
  const open = (await stores.takeout(DEFAULT_MAP_CENTRE)).filter(
    (s) => availabilityLabel(s.availableType) === '영업중',
  );
  return open.find((s) => s.availableType === 'AVAILABLE') ?? pick(open, () => true, 'takeout branch open (영업중)');
}

/** A branch around the default map centre that takes no orders (spec §4 영업종료 or 주문불가). */
export async function closedBranch(stores: StoreLocator): Promise<Store> {
  const around = await stores.searchFamily(DEFAULT_MAP_CENTRE);
  return pick(around, (s) => availabilityLabel(s.availableType) !== '영업중', 'branch closed (영업종료 or 주문불가)');
}

function minOf(group: OptionGroup): number {
  return group.minSelect ?? 0;
}

function maxOf(group: OptionGroup): number {
  return group.maxSelect ?? group.subOptionItemDetailResponseList.length;
}

/** True when some group must be chosen from (minSelect > 0). */
export function hasRequiredGroup(menu: OrderableMenu): boolean {
  return menu.groups.some((group) => minOf(group) > 0);
}

/**
 * A selection every group accepts that costs extra when the menu allows it: each group's required count, paid
 * items first, plus one paid item of an optional group when nothing paid was chosen yet.
 */
export function pricedSelection(groups: readonly OptionGroup[]): readonly OptionItem[] {
  const chosen: OptionItem[] = [];
  for (const group of groups) {
    const byPrice = [...group.subOptionItemDetailResponseList].sort((a, b) => b.addPrice - a.addPrice);
    chosen.push(...byPrice.slice(0, minOf(group)));
  }
  if (chosen.some((item) => item.addPrice > 0)) return chosen;
  for (const group of groups) {
    const taken = group.subOptionItemDetailResponseList.filter((item) => chosen.includes(item)).length;
    const paid = group.subOptionItemDetailResponseList.find((item) => item.addPrice > 0 && !chosen.includes(item));
    if (paid !== undefined && taken < maxOf(group)) return [...chosen, paid];
  }
  return chosen;
}

/** The cheapest valid selection: each group's required count, free items first. */
export function minimalSelection(groups: readonly OptionGroup[]): readonly OptionItem[] {
  return groups.flatMap((group) =>
    [...group.subOptionItemDetailResponseList].sort((a, b) => a.addPrice - b.addPrice).slice(0, minOf(group)),
  );
}

/** Spec §3 line total by the domain's rule, for a card and chosen items. */
export function expectedLineTotal(menuPrice: number, items: readonly OptionItem[], quantity: number): number {
  return lineTotalOf(
    menuPrice,
    items.map((item) => item.addPrice),
    quantity,
  );
}

/** The menu that satisfies `test`, failing the test (with `why`) when the data holds none. */
export function pick<T>(items: readonly T[], test: (item: T) => boolean, why: string): T {
  const found = items.find(test);
  if (found === undefined) throw new Error(`the backend's data holds no ${why}`);
  return found;
}
