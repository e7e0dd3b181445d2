import type { BranchMenuCard, MenuCatalog } from '../../src/application/ports/menu-catalog';
import { toBranchMenuCard, toMenuDetail, toOptionGroup } from '../../src/contract/wire-reading';
import type { Category, MenuDetail, OptionGroup, RecommendGroup, RecommendType } from '../../src/domain/menu/types';
import type { MenuCatalogService } from '../services/catalog/menu-catalog';
import type { ReadCache } from '../services/read-cache';

/**
 * MenuCatalog over the server's catalog service in this process (issue 13's in-process family): what GET
 * /api/delivery/menu/… answers, read without a request. An unknown (or, at the branch, hidden) id reads null. Every
 * read is kept in `reads` while the catalog is unchanged, as the menu routes keep their answers.
 */
export class ServiceMenuCatalog implements MenuCatalog {
  constructor(
    private readonly catalog: MenuCatalogService,
    private readonly reads: ReadCache,
  ) {}

  async categories(): Promise<readonly Category[]> {
    return this.reads.read('categories', () => this.catalog.categories());
  }

  async category(categoryId: number): Promise<Category | null> {
    return this.reads.read(`category ${categoryId}`, () => this.catalog.category(categoryId));
  }

  async menusOf(categoryId: number, branchId?: number | null): Promise<readonly BranchMenuCard[] | null> {
    const branch = branchId ?? undefined;
    const cards = await this.reads.read(`menus ${categoryId} ${branch}`, () =>
      this.catalog.menusOf(categoryId, branch),
    );
    return cards === null ? null : cards.map(toBranchMenuCard);
  }

  async menuDetail(menuId: number): Promise<MenuDetail | null> {
    const menu = await this.reads.read(`menu ${menuId}`, () => this.catalog.menuDetail(menuId));
    return menu === null ? null : toMenuDetail(menu);
  }

  async subOptions(menuId: number, branchId?: number | null): Promise<readonly OptionGroup[] | null> {
    const branch = branchId ?? undefined;
    const groups = await this.reads.read(`options ${menuId} ${branch}`, () => this.catalog.subOptions(menuId, branch));
    return groups === null ? null : groups.map(toOptionGroup);
  }

  /** An empty or absent category list is every category (as the wire's absent searchCategoryList). */
  async recommend(type: RecommendType, categoryIds?: readonly number[]): Promise<readonly RecommendGroup[]> {
    const limited = categoryIds === undefined || categoryIds.length === 0 ? undefined : categoryIds;
    return this.reads.read(`recommend ${type} ${limited?.join(',')}`, () => this.catalog.recommend(type, limited));
  }
}
