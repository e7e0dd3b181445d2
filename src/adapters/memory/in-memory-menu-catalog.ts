import type { BranchMenuCard, MenuCatalog } from '../../application/ports/menu-catalog';
import type { Category, MenuDetail, OptionGroup, RecommendGroup, RecommendType } from '../../domain/menu/types';
import type { FixtureBranch, FixtureMenu } from './fixture-types';
import type { MemoryBackend } from './memory-backend';

/** The menu as the server serves it: categories by priority; per branch, hidden menus left out, sold-out flagged. */
export class InMemoryMenuCatalog implements MenuCatalog {
  constructor(private readonly backend: MemoryBackend) {}

  async categories(): Promise<readonly Category[]> {
    return [...this.backend.fixtures.categories].sort((a, b) => a.priority - b.priority);
  }

  async category(categoryId: number): Promise<Category | null> {
    return this.backend.fixtures.categories.find((c) => c.id === categoryId) ?? null;
  }

  async menusOf(categoryId: number, branchId?: number | null): Promise<readonly BranchMenuCard[] | null> {
    if ((await this.category(categoryId)) === null) return null;
    const branch = this.branchOrNull(branchId);
    if (branch === undefined) return null;
    return this.backend.fixtures.menus
      .filter((m) => m.categoryId === categoryId && !branch?.hiddenMenuIds.includes(m.id))
      .map((m) => ({
        id: m.id,
        menuName: m.menuName,
        menuPrice: m.menuPrice,
        description: m.description,
        menuImageUrl: m.menuImageUrl,
        adultOnly: m.adultOnly === true,
        soldOut: branch?.soldOutMenuIds.includes(m.id) === true,
      }));
  }

  async menuDetail(menuId: number): Promise<MenuDetail | null> {
    const menu = this.backend.menu(menuId);
    if (menu === undefined) return null;
    const { options: _options, recommended: _r, isNew: _n, onlyWithEcoupon: _e, ...detail } = menu;
    return detail;
  }

  async subOptions(menuId: number, branchId?: number | null): Promise<readonly OptionGroup[] | null> {
    const menu = this.backend.menu(menuId);
    const branch = this.branchOrNull(branchId);
    if (menu === undefined || branch === undefined || branch?.hiddenMenuIds.includes(menuId)) return null;
    return menu.options;
  }

  async recommend(type: RecommendType, categoryIds?: readonly number[]): Promise<readonly RecommendGroup[]> {
    const picked = (m: FixtureMenu) => (type === 'recommended' ? m.recommended : m.isNew);
    return (await this.categories())
      .filter((c) => categoryIds === undefined || categoryIds.length === 0 || categoryIds.includes(c.id))
      .map((c) => ({
        categoryName: c.categoryName,
        menuItemList: this.backend.fixtures.menus
          .filter((m) => m.categoryId === c.id && picked(m))
          .map((m) => ({ menuId: m.id, menuName: m.menuName, menuImageUrl: m.menuImageUrl, menuPrice: m.menuPrice })),
      }))
      .filter((group) => group.menuItemList.length > 0);
  }

  /** No branch asked: null; an unknown branch: undefined (the caller answers not found). */
  private branchOrNull(branchId: number | null | undefined): FixtureBranch | null | undefined {
    return branchId == null ? null : this.backend.branch(branchId);
  }
}
