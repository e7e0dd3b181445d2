import { makeAutoObservable, runInAction } from 'mobx';
import type { EventBanner } from '../../../../application/ports/content-feed';
import type { ListRecommendedMenus } from '../../../../application/use-cases/list-recommended-menus';
import type { ReadEventBanners } from '../../../../application/use-cases/read-event-banners';
import type { RecommendMenu } from '../../../../domain/menu/types';
import { formatWon } from '../../../../domain/money/format';
import { linkKeepingQuery } from '../../../../domain/navigation/query';
import { safeRedirectPath } from '../../../../domain/navigation/redirect';
import { parseQuery } from '../../../../domain/navigation/url';
import { HOME_RECOMMENDED_LIMIT, type HomePreload } from './home.loader';

export type LoadStatus = 'loading' | 'ready' | 'failed';

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

export interface HomeDeps {
  readonly readBanners: Pick<ReadEventBanners, 'execute'>;
  readonly listRecommended: Pick<ListRecommendedMenus, 'execute'>;
}

/** The home screen: the event-banner carousel and the recommended menus (spec §2 Home), each loading on its own. */
export class HomeViewModel {
  banners: readonly EventBanner[] = [];
  menus: readonly RecommendMenu[] = [];
  bannerStatus: LoadStatus = 'loading';
  menuStatus: LoadStatus = 'loading';
  search = '';

  /** `preload` (the route loader's answer, issue 13): the sections it holds start ready, rendered on the server too. */
  constructor(
    private readonly deps: HomeDeps,
    preload: HomePreload | null = null,
  ) {
    makeAutoObservable<HomeViewModel, 'deps'>(this, { deps: false });
    if (preload?.banners) {
      this.banners = preload.banners;
      this.bannerStatus = 'ready';
    }
    if (preload?.menus) {
      this.menus = preload.menus;
      this.menuStatus = 'ready';
    }
  }

  setSearch(search: string): void {
    this.search = search.startsWith('?') ? search.slice(1) : search;
  }

  /** Loads the sections not already read; a failed one shows its own message, the other still shows. */
  async load(): Promise<void> {
    await Promise.all([
      this.bannerStatus === 'ready' ? undefined : this.loadBanners(),
      this.menuStatus === 'ready' ? undefined : this.loadMenus(),
    ]);
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
      const { banners } = await this.deps.readBanners.execute();
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
      const { menus } = await this.deps.listRecommended.execute({
        type: 'recommended',
        limit: HOME_RECOMMENDED_LIMIT,
      });
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
