import type { BranchMenuCard, MenuCatalog } from '../ports/menu-catalog';

export interface ListCategoryMenusInput {
  readonly categoryId: number;
  /** The branch of the query (takeout store or ARS branch); null lists the franchise's menus. */
  readonly branchId: number | null;
}

export type ListCategoryMenusResult =
  | { readonly kind: 'listed'; readonly menus: readonly BranchMenuCard[] }
  | { readonly kind: 'not-found' };

/**
 * Spec §2 /categories/{id}: the menu cards of a category. At a branch its hidden menus are left out and its sold-out
 * ones flagged (still listed, not orderable); an unknown category is `not-found`. Outages throw.
 */
export class ListCategoryMenus {
  constructor(private readonly catalog: Pick<MenuCatalog, 'menusOf'>) {}

  async execute(input: ListCategoryMenusInput): Promise<ListCategoryMenusResult> {
    const menus = await this.catalog.menusOf(input.categoryId, input.branchId);
    return menus === null ? { kind: 'not-found' } : { kind: 'listed', menus };
  }
}
