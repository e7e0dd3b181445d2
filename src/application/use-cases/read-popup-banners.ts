import { isPopupBannerHidden, POPUP_HIDE_COOKIE_SPEC } from '../../domain/content/popup-banner';
import type { PopupBanner } from '../../domain/content/types';
import type { ContentFeed } from '../ports/content-feed';
import type { CookieJar } from '../ports/cookie-jar';

export type ReadPopupBannersResult =
  /** The customer chose 오늘 그만보기 within the last 86,400 s: the banners are not even read. */
  | { readonly kind: 'hidden-today' }
  /** No banner to show: the popup stays closed. */
  | { readonly kind: 'none' }
  | { readonly kind: 'show'; readonly banners: readonly PopupBanner[] };

/**
 * Spec §2 Banner popup, §4, §9: the home page opens the popup banners unless the _hpu cookie equals 1 (오늘 그만보기,
 * one day from the click). The cookie is read again after the banners arrive, since another tab may have hidden
 * them meanwhile. Outages throw (the caller shows no popup: it is not the page's content).
 */
export class ReadPopupBanners {
  constructor(
    private readonly feed: Pick<ContentFeed, 'popupBanners'>,
    private readonly cookies: Pick<CookieJar, 'get'>,
  ) {}

  /**
   * `preloaded`: the banners the home page's route loader read already (issue 13: on the server, into the page), so
   * the popup opens without another call; the cookie is still checked here, on the customer's device.
   */
  async execute(preloaded?: readonly PopupBanner[]): Promise<ReadPopupBannersResult> {
    if (this.hiddenToday()) return { kind: 'hidden-today' };
    const banners = preloaded ?? (await this.feed.popupBanners());
    if (this.hiddenToday()) return { kind: 'hidden-today' };
    return banners.length === 0 ? { kind: 'none' } : { kind: 'show', banners };
  }

  private hiddenToday(): boolean {
    return isPopupBannerHidden(this.cookies.get(POPUP_HIDE_COOKIE_SPEC.name));
  }
}
