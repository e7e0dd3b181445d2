import { sortCategoriesByPriority } from '../../domain/menu/category-tabs';
import type { Category } from '../../domain/menu/types';
import type { MenuCatalog } from '../ports/menu-catalog';

export type ListCategoriesResult = { readonly kind: 'listed'; readonly categories: readonly Category[] };

/** Spec §2 category tabs and the 전체 메뉴 보기 overview: every category, ascending priority. Outages throw. */
export class ListCategories {
  constructor(private readonly catalog: Pick<MenuCatalog, 'categories'>) {}

  async execute(): Promise<ListCategoriesResult> {
    return { kind: 'listed', categories: sortCategoriesByPriority(await this.catalog.categories()) };
  }
}
