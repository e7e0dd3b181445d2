import { makeAutoObservable } from 'mobx';
import type { BranchMenuCard } from '../../../../application/ports/menu-catalog';
import type { ListCategoryMenusResult } from '../../../../application/use-cases/list-category-menus';
import { categoryTotalLabel, sortCategoriesByPriority } from '../../../../domain/menu/category-tabs';
import type { Category } from '../../../../domain/menu/types';
import { formatWon } from '../../../../domain/money/format';
import { linkKeepingQuery } from '../../../../domain/navigation/query';
import { parseQuery } from '../../../../domain/navigation/url';
import type { CategoriesPreload } from './categories.loader';

export interface CategoryTab {
  readonly id: number;
  readonly name: string;
  readonly imageUrl: string;
  readonly href: string;
  readonly selected: boolean;
}

export interface ProductCardView {
  readonly id: number;
  readonly name: string;
  readonly description: string;
  /** Spec §2: thousands separators and 원. */
  readonly price: string;
  readonly imageUrl: string;
  readonly href: string;
  /** Sold out at the chosen branch (branchId): listed, not orderable. */
  readonly soldOut: boolean;
  /** Spec §1: needs adult verification; the card carries the 19 mark. */
  readonly adultOnly: boolean;
}

/**
 * /categories/{id} (spec §2 Category and product list): the tabs by priority, the "전체 메뉴 보기" overview, the
 * heading with the Total count and the menu cards of the category, asked for with the branchId of the query so a
 * branch's sold-out menus are flagged and its hidden ones left out. Issue 13: a view of the route loader's answer for
 * the URL (on the server into the HTML, in the browser the same markup again when it hydrates); the page builds
 * another for the next answer (another category or query, 다시 시도).
 */
export class CategoriesViewModel {
  readonly categoryId: number | null;
  /** The query without its `?`, which the tabs' and the cards' links keep. */
  readonly search: string;
  /** The tabs' categories; null when they could not be read. */
  readonly categories: readonly Category[] | null;
  /** The category's menus at the query's branch; null when they could not be read. */
  private readonly listed: ListCategoryMenusResult | null;
  overviewOpen = false;

  constructor(preload: CategoriesPreload, search: string) {
    this.categoryId = preload.categoryId;
    this.search = search.startsWith('?') ? search.slice(1) : search;
    this.categories = preload.categories;
    this.listed = preload.menus;
    makeAutoObservable<CategoriesViewModel, 'listed'>(this, { listed: false });
  }

  get query(): Record<string, string> {
    return parseQuery(this.search);
  }

  toggleOverview(): void {
    this.overviewOpen = !this.overviewOpen;
  }

  closeOverview(): void {
    this.overviewOpen = false;
  }

  /** Spec §2: the tabs sorted by priority, the current category selected; links keep the general query. */
  get tabs(): readonly CategoryTab[] {
    return sortCategoriesByPriority(this.categories ?? []).map((category) => ({
      id: category.id,
      name: category.categoryName,
      imageUrl: category.categoryImageUrl,
      href: linkKeepingQuery(`/categories/${category.id}`, this.query),
      selected: category.id === this.categoryId,
    }));
  }

  get currentCategory(): Category | null {
    return this.categories?.find((category) => category.id === this.categoryId) ?? null;
  }

  /** The heading's category name (the view is 'content' only when there is one). */
  get heading(): string {
    return this.currentCategory?.categoryName ?? '';
  }

  /** The menus listed (none for an unknown category or one that could not be read). */
  get menus(): readonly BranchMenuCard[] {
    return this.listed?.kind === 'listed' ? this.listed.menus : [];
  }

  /** Spec §2: "Total N", the number of menus listed. */
  get totalLabel(): string {
    return categoryTotalLabel(this.menus.length);
  }

  get cards(): readonly ProductCardView[] {
    const query = this.query;
    return this.menus.map((menu) => ({
      id: menu.id,
      name: menu.menuName,
      description: menu.description,
      price: formatWon(menu.menuPrice),
      imageUrl: menu.menuImageUrl,
      href: linkKeepingQuery(`/products/${menu.id}`, query),
      soldOut: menu.soldOut,
      adultOnly: menu.adultOnly === true,
    }));
  }

  /** What the page shows: the error state with 다시 시도, the not-found state, or the heading and the grid. */
  get view(): 'failed' | 'not-found' | 'content' {
    if (this.categoryId === null) return 'not-found';
    if (this.categories === null || this.listed === null) return 'failed';
    return this.listed.kind === 'not-found' || this.currentCategory === null ? 'not-found' : 'content';
  }

  /** A known category with no menus (at this branch): the empty state. */
  get isEmpty(): boolean {
    return this.view === 'content' && this.menus.length === 0;
  }
}
