import { makeAutoObservable, runInAction } from 'mobx';
import type { ContentFeed, EventBanner } from '../../../../application/ports/content-feed';
import type { MenuCatalog } from '../../../../application/ports/menu-catalog';
import type { RecommendMenu } from '../../../../domain/menu/types';
import { formatWon } from '../../../../domain/money/format';
import { linkKeepingQuery } from '../../../../domain/navigation/query';
import { safeRedirectPath } from '../../../../domain/navigation/redirect';
import { parseQuery } from '../../../../domain/navigation/url';

export type LoadStatus = 'loading' | 'ready' | 'failed';

/** How many recommended menus the home page shows (two rows of four on desktop). */
export const HOME_RECOMMENDED_LIMIT = 8;

export interface HomeBanner {
  readonly id: number;
  readonly title: string;
  readonly imageUrl: string;
  readonly href: string;
  /** A same-site path (a router link) or another site (a plain link). */
  readonly internal: boolean;
}

export interface HomeMenuCard {
  readonly id: number;
  readonly name: string;
  readonly price: string;
  readonly imageUrl: string;
  readonly href: string;
}

/** The home screen: the event-banner carousel and the recommended menus (spec §2 Home), each loading on its own. */
export class HomeViewModel {
  banners: readonly EventBanner[] = [];
  menus: readonly RecommendMenu[] = [];
  bannerStatus: LoadStatus = 'loading';
  menuStatus: LoadStatus = 'loading';
  search = '';

  constructor(
    private readonly feed: Pick<ContentFeed, 'eventBanners'>,
    private readonly catalog: Pick<MenuCatalog, 'recommend'>,
  ) {
    makeAutoObservable<HomeViewModel, 'feed' | 'catalog'>(this, { feed: false, catalog: false });
  }

  setSearch(search: string): void {
    this.search = search.startsWith('?') ? search.slice(1) : search;
  }

  /** Loads both sections; a failed one shows its own message, the other still shows. */
  async load(): Promise<void> {
    await Promise.all([this.loadBanners(), this.loadMenus()]);
  }

  get bannerSlides(): readonly HomeBanner[] {
    return this.banners.map((banner) => {
      const path = safeRedirectPath(banner.webUrl, '');
      return {
        id: banner.id,
        title: banner.title,
        imageUrl: banner.imageUrl,
        href: path === '' ? banner.webUrl : linkKeepingQuery(path, parseQuery(this.search)),
        internal: path !== '',
      };
    });
  }

  /** The recommended menus of every category, each menu once, at most HOME_RECOMMENDED_LIMIT. */
  get menuCards(): readonly HomeMenuCard[] {
    const query = parseQuery(this.search);
    return this.menus.map((menu) => ({
      id: menu.menuId,
      name: menu.menuName,
      price: formatWon(menu.menuPrice),
      imageUrl: menu.menuImageUrl,
      href: linkKeepingQuery(`/products/${menu.menuId}`, query),
    }));
  }

  private async loadBanners(): Promise<void> {
    try {
      const banners = await this.feed.eventBanners();
      runInAction(() => {
        this.banners = banners;
        this.bannerStatus = 'ready';
      });
    } catch (error) {
      console.error('event banners could not be read', error);
      runInAction(() => {
        this.bannerStatus = 'failed';
      });
    }
  }

  private async loadMenus(): Promise<void> {
    try {
      const groups = await this.catalog.recommend('recommended');
      const seen = new Set<number>();
      const menus = groups
        .flatMap((group) => group.menuItemList)
        .filter((menu) => !seen.has(menu.menuId) && seen.add(menu.menuId))
        .slice(0, HOME_RECOMMENDED_LIMIT);
      runInAction(() => {
        this.menus = menus;
        this.menuStatus = 'ready';
      });
    } catch (error) {
      console.error('recommended menus could not be read', error);
      runInAction(() => {
        this.menuStatus = 'failed';
      });
    }
  }
}
