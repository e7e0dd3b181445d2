import type {
  Category,
  MenuCard,
  MenuDetail,
  OptionGroup,
  RecommendGroup,
  RecommendType,
} from '../../domain/menu/types';

/** A menu card as one branch sells it: sold out there (still listed, not orderable). */
export interface BranchMenuCard extends MenuCard {
  readonly soldOut: boolean;
}

/**
 * The menu (spec §7 Menu calls). Prices are integer won. An unknown category, menu or branch reads null; a menu
 * hidden at the branch asked about is left out of lists and reads null there. Outages throw.
 */
export interface MenuCatalog {
  /** Every category, ascending priority. */
  categories(): Promise<readonly Category[]>;
  category(categoryId: number): Promise<Category | null>;
  /** The menus of a category; with a branch, its hidden menus left out and its sold-out menus flagged. */
  menusOf(categoryId: number, branchId?: number | null): Promise<readonly BranchMenuCard[] | null>;
  menuDetail(menuId: number): Promise<MenuDetail | null>;
  /** The option groups of a menu (at a branch: null when the menu is hidden there). */
  subOptions(menuId: number, branchId?: number | null): Promise<readonly OptionGroup[] | null>;
  /** The recommend groups of a type, optionally only for some categories (spec §2 Sidebar recommend cards). */
  recommend(type: RecommendType, categoryIds?: readonly number[]): Promise<readonly RecommendGroup[]>;
}
