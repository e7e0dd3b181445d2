import { makeAutoObservable, runInAction } from 'mobx';
import type { ContentFeed } from '../../../../../application/ports/content-feed';
import type { CookieJar } from '../../../../../application/ports/cookie-jar';
import {
  isPopupBannerHidden,
  POPUP_HIDE_COOKIE_SPEC,
  shouldShowPopupBanners,
} from '../../../../../domain/content/popup-banner';
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
    private readonly feed: Pick<ContentFeed, 'popupBanners'>,
    private readonly cookies: CookieJar,
    private readonly log: (message: string, error: unknown) => void = console.error,
  ) {
    makeAutoObservable<PopupBannerViewModel, 'feed' | 'cookies' | 'log'>(this, {
      feed: false,
      cookies: false,
      log: false,
    });
  }

  setSearch(search: string): void {
    this.search = search.startsWith('?') ? search.slice(1) : search;
  }

  /** Reads the banners unless hidden today; a feed failure simply shows no popup (it is not the page's content). */
  async load(): Promise<void> {
    if (this.hiddenToday()) return;
    try {
      const banners = await this.feed.popupBanners();
      runInAction(() => {
        this.banners = banners;
        this.open = shouldShowPopupBanners(banners, this.cookies.get(POPUP_HIDE_COOKIE_SPEC.name));
      });
    } catch (error) {
      this.log('popup banners could not be read', error);
    }
  }

  /** Spec §4: hidden for a day while the _hpu cookie equals 1 (read afresh: cookies are not observable). */
  hiddenToday(): boolean {
    return isPopupBannerHidden(this.cookies.get(POPUP_HIDE_COOKIE_SPEC.name));
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
    const { name, value, maxAgeSeconds } = POPUP_HIDE_COOKIE_SPEC;
    this.cookies.set(name, value, maxAgeSeconds);
    this.open = false;
  }

  /** 닫기 (and Escape, the close icon, a followed link): closed for this visit; the next visit shows it again. */
  close(): void {
    this.open = false;
  }
}
