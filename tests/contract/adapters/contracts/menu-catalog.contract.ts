import { beforeAll, describe, expect, it } from 'vitest';
import type { BranchMenuCard, MenuCatalog } from '../../../../src/application/ports/menu-catalog';
import type { StoreLocator } from '../../../../src/application/ports/store-locator';
import { DEFAULT_MAP_CENTRE } from '../../../../src/domain/shared/geo';
import { franchiseMenus, type ListedMenu, UNKNOWN_ID } from './discovery';

export interface MenuCatalogSubject {
  readonly catalog: MenuCatalog;
  /** To find branches for the per-branch menu (the catalog port lists none). */
  readonly stores: StoreLocator;
}

function isAscending(values: readonly number[]): boolean {
  return values.every((value, index) => index === 0 || (values[index - 1] ?? value) <= value);
}

/** The MenuCatalog port's contract (spec §7 Menu calls), for any adapter of it. */
export function describeMenuCatalogContract(name: string, makeSubject: () => Promise<MenuCatalogSubject>): void {
  describe(`MenuCatalog contract: ${name}`, () => {
    let catalog: MenuCatalog;
    let stores: StoreLocator;
    let menus: readonly ListedMenu[];
    beforeAll(async () => {
      ({ catalog, stores } = await makeSubject());
      menus = await franchiseMenus(catalog);
    });

    it('lists every category once, in ascending priority', async () => {
      const categories = await catalog.categories();
      expect(categories.length).toBeGreaterThan(0);
      expect(new Set(categories.map((c) => c.id)).size).toBe(categories.length);
      expect(isAscending(categories.map((c) => c.priority))).toBe(true);
    });

    it('reads each listed category by its id, and an unknown category as null', async () => {
      const categories = await catalog.categories();
      for (const category of categories) expect(await catalog.category(category.id)).toEqual(category);
      expect(await catalog.category(UNKNOWN_ID)).toBeNull();
    });

    it('lists the franchise menus of a category with integer won prices and none sold out', async () => {
      expect(menus.length).toBeGreaterThan(0);
      expect(new Set(menus.map((m) => m.card.id)).size).toBe(menus.length);
      for (const { card } of menus) {
        expect(Number.isInteger(card.menuPrice) && card.menuPrice >= 0).toBe(true);
        expect(card.soldOut).toBe(false);
      }
      expect(await catalog.menusOf(UNKNOWN_ID)).toBeNull();
    });

    it('a menu detail repeats its card and names its category, origin, nutrition and allergy', async () => {
      for (const { category, card } of menus) {
        const detail = await catalog.menuDetail(card.id);
        expect(detail).toMatchObject({
          id: card.id,
          menuName: card.menuName,
          menuPrice: card.menuPrice,
          description: card.description,
          menuImageUrl: card.menuImageUrl,
          categoryId: category.id,
        });
        expect(typeof detail?.allergy).toBe('string');
        for (const value of Object.values(detail?.nutrient ?? {})) expect(value).toBeGreaterThanOrEqual(0);
      }
      expect(await catalog.menuDetail(UNKNOWN_ID)).toBeNull();
    });

    it('option groups bound their choice (0 ≤ min ≤ max), price items in integer won, item ids unique per menu', async () => {
      const groupsOfAll = await Promise.all(menus.map((m) => catalog.subOptions(m.card.id)));
      for (const groups of groupsOfAll) {
        expect(groups).not.toBeNull();
        const itemIds: number[] = [];
        for (const group of groups ?? []) {
          const min = group.minSelect ?? 0;
          const max = group.maxSelect ?? group.subOptionItemDetailResponseList.length;
          expect(0 <= min && min <= max).toBe(true);
          for (const item of group.subOptionItemDetailResponseList) {
            expect(Number.isInteger(item.addPrice) && item.addPrice >= 0).toBe(true);
            itemIds.push(item.id);
          }
        }
        expect(new Set(itemIds).size).toBe(itemIds.length);
      }
      expect(groupsOfAll.some((groups) => (groups ?? []).length > 0)).toBe(true);
      expect(await catalog.subOptions(UNKNOWN_ID)).toBeNull();
    });

    it('at a branch, hidden menus are left out (and unreadable there), sold-out ones flagged, the rest as franchise-wide', async () => {
      const branches = await stores.searchFamily(DEFAULT_MAP_CENTRE);
      const categories = await catalog.categories();
      const franchise = await Promise.all(categories.map(async (c) => (await catalog.menusOf(c.id)) ?? []));
      const withoutFlag = (cards: readonly BranchMenuCard[]) => cards.map(({ soldOut: _s, ...card }) => card);
      // Every branch at once: the answers are independent reads.
      const perBranch = await Promise.all(
        branches.map(async (branch) => {
          const atBranch = await Promise.all(
            categories.map(async (c) => (await catalog.menusOf(c.id, branch.branchId)) ?? []),
          );
          const shown = new Set(atBranch.flat().map((card) => card.id));
          franchise.forEach((cards, index) => {
            const kept = cards.filter((card) => shown.has(card.id));
            expect(withoutFlag(atBranch[index] ?? [])).toEqual(withoutFlag(kept));
          });
          const missing = franchise.flat().filter((card) => !shown.has(card.id));
          const hiddenOptions = await Promise.all(missing.map((card) => catalog.subOptions(card.id, branch.branchId)));
          expect(hiddenOptions.every((groups) => groups === null)).toBe(true);
          const visible = atBranch.flat()[0];
          if (visible !== undefined) expect(await catalog.subOptions(visible.id, branch.branchId)).not.toBeNull();
          return { hidden: missing.length, soldOut: atBranch.flat().filter((card) => card.soldOut).length };
        }),
      );
      const hidden = perBranch.reduce((sum, b) => sum + b.hidden, 0);
      const soldOut = perBranch.reduce((sum, b) => sum + b.soldOut, 0);
      // Both data sets mark menus hidden and sold out at some branch (spec §4 unavailable group).
      expect(hidden).toBeGreaterThan(0);
      expect(soldOut).toBeGreaterThan(0);
    });

    it('an unknown branch has no menu', async () => {
      const category = (await catalog.categories())[0];
      expect(category).toBeDefined();
      expect(await catalog.menusOf(category?.id ?? UNKNOWN_ID, UNKNOWN_ID)).toBeNull();
    });

    for (const type of ['recommended', 'new'] as const) {
      it(`recommends (${type}) franchise menus of the named category, in category priority order`, async () => {
        const groups = await catalog.recommend(type);
        const categories = await catalog.categories();
        expect(groups.length).toBeGreaterThan(0);
        const order = groups.map((g) => categories.findIndex((c) => c.categoryName === g.categoryName));
        expect(order.every((index) => index >= 0)).toBe(true);
        expect(isAscending(order)).toBe(true);
        for (const group of groups) {
          expect(group.menuItemList.length).toBeGreaterThan(0);
          for (const item of group.menuItemList) {
            const listed = menus.find((m) => m.card.id === item.menuId);
            expect(listed?.category.categoryName).toBe(group.categoryName);
            expect(item).toEqual({
              menuId: listed?.card.id,
              menuName: listed?.card.menuName,
              menuImageUrl: listed?.card.menuImageUrl,
              menuPrice: listed?.card.menuPrice,
            });
          }
        }
      });
    }

    it('recommends only the asked categories when some are named', async () => {
      const all = await catalog.recommend('recommended');
      const categories = await catalog.categories();
      const first = categories.find((c) => c.categoryName === all[0]?.categoryName);
      expect(first).toBeDefined();
      const only = await catalog.recommend('recommended', [first?.id ?? UNKNOWN_ID]);
      expect(only.map((g) => g.categoryName)).toEqual([first?.categoryName]);
      expect(only[0]).toEqual(all[0]);
    });
  });
}
