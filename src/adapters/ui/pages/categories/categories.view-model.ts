import { makeAutoObservable, runInAction } from 'mobx';
import type { BranchMenuCard } from '../../../../application/ports/menu-catalog';
import type { ListCategories } from '../../../../application/use-cases/list-categories';
import type { ListCategoryMenus } from '../../../../application/use-cases/list-category-menus';
import { categoryTotalLabel, sortCategoriesByPriority } from '../../../../domain/menu/category-tabs';
import type { Category } from '../../../../domain/menu/types';
import { formatWon } from '../../../../domain/money/format';
import { linkKeepingQuery } from '../../../../domain/navigation/query';
import { parseRouteId } from '../../../../domain/navigation/route-ids';
import { parseQuery } from '../../../../domain/navigation/url';
import type { CategoriesPreload } from './categories.loader';

export type CategoriesStatus = 'loading' | 'ready' | 'failed';
export type MenusStatus = 'loading' | 'ready' | 'failed' | 'not-found';

/** How many placeholder cards show while a category's menus load (two rows of the desktop grid). */
export const MENU_SKELETON_COUNT = 6;

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

export interface CategoriesDeps {
  readonly listCategories: Pick<ListCategories, 'execute'>;
  readonly listMenus: Pick<ListCategoryMenus, 'execute'>;
}

/**
 * /categories/{id} (spec §2 Category and product list): the tabs by priority, the "전체 메뉴 보기" overview, the
 * heading with the Total count and the menu cards of the category, asked for with the branchId of the query so a
 * branch's sold-out menus are flagged and its hidden ones left out. One per mounted page.
 */
export class CategoriesViewModel {
  categoryId: number | null = null;
  search = '';
  categories: readonly Category[] = [];
  categoriesStatus: CategoriesStatus = 'loading';
  menus: readonly BranchMenuCard[] = [];
  menusStatus: MenusStatus = 'loading';
  overviewOpen = false;
  /** The category/branch pair whose menus are shown or loading; a stale answer for another pair is dropped. */
  private menusKey: string | null = null;

  /**
   * `route` and `preload` (the route loader's answer, issue 13) make the first render the finished page: on the server
   * into the HTML, and in the browser the same markup again when it hydrates.
   */
  constructor(
    private readonly browse: CategoriesDeps,
    route?: { readonly id: string | undefined; readonly search: string; readonly preload: CategoriesPreload | null },
  ) {
    makeAutoObservable<CategoriesViewModel, 'browse' | 'menusKey'>(this, { browse: false, menusKey: false });
    if (route !== undefined) this.setRoute(route.id, route.search, route.preload);
  }

  /**
   * The route's id and query; the menus of the loader's answer when it is for this category and branch, else they
   * are read again when the category or the branch changed.
   */
  setRoute(idParam: string | undefined, search: string, preload: CategoriesPreload | null = null): void {
    this.categoryId = parseRouteId(idParam);
    this.search = search.startsWith('?') ? search.slice(1) : search;
    this.overviewOpen = false;
    if (preload?.categories && this.categoriesStatus !== 'ready') {
      this.categories = preload.categories;
      this.categoriesStatus = 'ready';
    }
    const key = `${this.categoryId ?? 'none'}|${this.branchId ?? 'none'}`;
    if (key === this.menusKey) return;
    const preloaded = preload?.menus ?? null;
    if (preloaded !== null && preload?.categoryId === this.categoryId && preload.branchId === this.branchId) {
      this.menusKey = key;
      this.menus = preloaded.kind === 'listed' ? preloaded.menus : [];
      this.menusStatus = preloaded.kind === 'listed' ? 'ready' : 'not-found';
      return;
    }
    void this.loadMenus(key);
  }

  get query(): Record<string, string> {
    return parseQuery(this.search);
  }

  /** The branch of the query (takeout store or an ARS branch); an unreadable value is no branch. */
  get branchId(): number | null {
    return parseRouteId(this.query['branchId']);
  }

  /** Loads the category list (the tabs and the overview), unless the route loader's answer already had it. */
  async loadCategories(): Promise<void> {
    if (this.categoriesStatus === 'ready') return;
    this.categoriesStatus = 'loading';
    try {
      const { categories } = await this.browse.listCategories.execute();
      runInAction(() => {
        this.categories = categories;
        this.categoriesStatus = 'ready';
      });
    } catch (error) {
      console.error('categories could not be read', error);
      runInAction(() => {
        this.categoriesStatus = 'failed';
      });
    }
  }

  /** The error state's 다시 시도: reads whatever failed again. */
  retry(): void {
    if (this.categoriesStatus === 'failed') void this.loadCategories();
    if (this.menusStatus === 'failed') void this.loadMenus(this.menusKey ?? '');
  }

  toggleOverview(): void {
    this.overviewOpen = !this.overviewOpen;
  }

  closeOverview(): void {
    this.overviewOpen = false;
  }

  /** Spec §2: the tabs sorted by priority, the current category selected; links keep the general query. */
  get tabs(): readonly CategoryTab[] {
    return sortCategoriesByPriority(this.categories).map((category) => ({
      id: category.id,
      name: category.categoryName,
      imageUrl: category.categoryImageUrl,
      href: linkKeepingQuery(`/categories/${category.id}`, this.query),
      selected: category.id === this.categoryId,
    }));
  }

  get currentCategory(): Category | null {
    return this.categories.find((category) => category.id === this.categoryId) ?? null;
  }

  /** The heading's category name; empty until the list is read. */
  get heading(): string {
    return this.currentCategory?.categoryName ?? '';
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

  /** What the page shows: the error state with retry, the not-found state, or the heading and the grid. */
  get view(): 'failed' | 'not-found' | 'content' {
    if (this.categoriesStatus === 'failed' || this.menusStatus === 'failed') return 'failed';
    const unknown = this.categoriesStatus === 'ready' && this.currentCategory === null;
    return this.menusStatus === 'not-found' || unknown ? 'not-found' : 'content';
  }

  /** A known category with no menus (at this branch): the empty state. */
  get isEmpty(): boolean {
    return this.menusStatus === 'ready' && this.menus.length === 0;
  }

  private async loadMenus(key: string): Promise<void> {
    this.menusKey = key;
    const categoryId = this.categoryId;
    if (categoryId === null) {
      this.menus = [];
      this.menusStatus = 'not-found';
      return;
    }
    this.menusStatus = 'loading';
    try {
      const result = await this.browse.listMenus.execute({ categoryId, branchId: this.branchId });
      runInAction(() => {
        if (this.menusKey !== key) return;
        this.menus = result.kind === 'listed' ? result.menus : [];
        this.menusStatus = result.kind === 'listed' ? 'ready' : 'not-found';
      });
    } catch (error) {
      console.error('menus could not be read', error);
      runInAction(() => {
        if (this.menusKey === key) this.menusStatus = 'failed';
      });
    }
  }
}
