import { makeAutoObservable, runInAction } from 'mobx';
import type { ListRecommendedMenus } from '../../../../application/use-cases/list-recommended-menus';
import {
  nextRecommendPage,
  previousRecommendPage,
  recommendPage,
  recommendPageCount,
  recommendPageLabel,
} from '../../../../domain/menu/recommend-paging';
import type { RecommendMenu, RecommendType } from '../../../../domain/menu/types';
import { formatWon } from '../../../../domain/money/format';
import { linkKeepingQuery } from '../../../../domain/navigation/query';
import { parseQuery } from '../../../../domain/navigation/url';

/** Spec §2 Sidebar: the titles of the two recommended-menu cards. */
export const RECOMMEND_CARD_TITLES: Readonly<Record<RecommendType, string>> = {
  recommended: '추천 메뉴',
  new: '신메뉴',
};

export interface RecommendMenuView {
  readonly id: number;
  readonly name: string;
  readonly price: string;
  readonly imageUrl: string;
  readonly href: string;
}

/**
 * One recommended-menu card of the sidebar (spec §2/§9): the menus of a type (recommended or new) two a page,
 * previous/next wrapping around, with the page indicator "x / y".
 */
export class RecommendCardViewModel {
  menus: readonly RecommendMenu[] = [];
  status: 'loading' | 'ready' | 'failed' = 'loading';
  page = 0;
  search = '';

  /**
   * @param preloaded the menus the server's shell loader read for this page (sidebar.loader.ts): shown from the
   *   first render, and `loadUnlessPreloaded` reads nothing
   */
  constructor(
    private readonly listRecommended: Pick<ListRecommendedMenus, 'execute'>,
    readonly type: RecommendType,
    preloaded: readonly RecommendMenu[] | null = null,
  ) {
    if (preloaded !== null) {
      this.menus = preloaded;
      this.status = 'ready';
    }
    makeAutoObservable<RecommendCardViewModel, 'listRecommended'>(this, { listRecommended: false, type: false });
  }

  get title(): string {
    return RECOMMEND_CARD_TITLES[this.type];
  }

  setSearch(search: string): void {
    this.search = search.startsWith('?') ? search.slice(1) : search;
  }

  /** Reads the menus unless the card was given them (the first render of a server-rendered page). */
  async loadUnlessPreloaded(): Promise<void> {
    if (this.status !== 'ready') await this.load();
  }

  async load(): Promise<void> {
    try {
      const { menus } = await this.listRecommended.execute({ type: this.type });
      runInAction(() => {
        this.menus = menus;
        this.page = 0;
        this.status = 'ready';
      });
    } catch (error) {
      console.error(`${this.type} menus could not be read`, error);
      runInAction(() => {
        this.status = 'failed';
      });
    }
  }

  get pageCount(): number {
    return recommendPageCount(this.menus.length);
  }

  /** Spec §2: "x / y". */
  get pageLabel(): string {
    return recommendPageLabel(this.page, this.pageCount);
  }

  /** The two menus of the current page, linking to their products with the kept query. */
  get visible(): readonly RecommendMenuView[] {
    const query = parseQuery(this.search);
    return recommendPage(this.menus, this.page).map((menu) => ({
      id: menu.menuId,
      name: menu.menuName,
      price: formatWon(menu.menuPrice),
      imageUrl: menu.menuImageUrl,
      href: linkKeepingQuery(`/products/${menu.menuId}`, query),
    }));
  }

  /** Nothing to page through: the arrows are disabled. */
  get single(): boolean {
    return this.pageCount <= 1;
  }

  /** A card with no menus (or that failed) is left out of the sidebar. */
  get hidden(): boolean {
    return this.status === 'failed' || (this.status === 'ready' && this.menus.length === 0);
  }

  next(): void {
    this.page = nextRecommendPage(this.page, this.pageCount);
  }

  previous(): void {
    this.page = previousRecommendPage(this.page, this.pageCount);
  }
}
