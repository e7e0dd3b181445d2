import { makeAutoObservable, runInAction } from 'mobx';
import type { HidePopupBannersForToday } from '../../../../../application/use-cases/hide-popup-banners-for-today';
import type { ReadPopupBanners } from '../../../../../application/use-cases/read-popup-banners';
import type { PopupBanner } from '../../../../../domain/content/types';
import { linkKeepingQuery } from '../../../../../domain/navigation/query';
import { safeRedirectPath } from '../../../../../domain/navigation/redirect';
import { parseQuery } from '../../../../../domain/navigation/url';

export interface PopupSlide {
  readonly id: number;
  readonly imageUrl: string;
  /** Null when webUrl is neither a same-site path nor an http(s) address (nothing to follow safely). */
  readonly href: string | null;
  /** A same-site path (a router link) or another site (a plain link). */
  readonly internal: boolean;
  /** The image's text alternative: the banners carry no title (spec §3), so their position names them. */
  readonly alt: string;
}

const WEB_ADDRESS = /^https?:\/\//i;

export interface PopupBannerDeps {
  readonly read: Pick<ReadPopupBanners, 'execute'>;
  readonly hide: Pick<HidePopupBannersForToday, 'execute'>;
}

/**
 * The home banner popup (spec §2 Banner popup, §4, §9): opens with the popup banners unless the customer chose
 * 오늘 그만보기 within the last day (cookie _hpu equals 1). 오늘 그만보기 writes _hpu=1 for 86,400 s and closes;
 * 닫기 closes for this visit only.
 */
export class PopupBannerViewModel {
  banners: readonly PopupBanner[] = [];
  open = false;
  search = '';

  constructor(
    private readonly deps: PopupBannerDeps,
    private readonly log: (message: string, error: unknown) => void = console.error,
  ) {
    makeAutoObservable<PopupBannerViewModel, 'deps' | 'log'>(this, { deps: false, log: false });
  }

  setSearch(search: string): void {
    this.search = search.startsWith('?') ? search.slice(1) : search;
  }

  /**
   * Reads the banners unless hidden today (`preloaded`: those the page's loader read, not read again); a feed failure
   * simply shows no popup (it is not the page's content).
   */
  async load(preloaded?: readonly PopupBanner[]): Promise<void> {
    try {
      const result = await this.deps.read.execute(preloaded);
      if (result.kind !== 'show') return;
      runInAction(() => {
        this.banners = result.banners;
        this.open = true;
      });
    } catch (error) {
      this.log('popup banners could not be read', error);
    }
  }

  get slides(): readonly PopupSlide[] {
    const query = parseQuery(this.search);
    return this.banners.map((banner, i) => {
      const path = safeRedirectPath(banner.webUrl, '');
      return {
        id: banner.id,
        imageUrl: banner.imageUrl,
        href: path !== '' ? linkKeepingQuery(path, query) : WEB_ADDRESS.test(banner.webUrl) ? banner.webUrl : null,
        internal: path !== '',
        alt: `이벤트 안내 ${i + 1}`,
      };
    });
  }

  /** 오늘 그만보기: the popup stays hidden for 86,400 s from now (spec §9), then closes. */
  hideForToday(): void {
    this.open = false;
    this.deps.hide.execute().catch((error: unknown) => this.log('the popup could not be hidden for today', error));
  }

  /** 닫기 (and Escape, the close icon, a followed link): closed for this visit; the next visit shows it again. */
  close(): void {
    this.open = false;
  }
}
