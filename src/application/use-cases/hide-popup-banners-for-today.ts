import { POPUP_HIDE_COOKIE_SPEC } from '../../domain/content/popup-banner';
import type { CookieJar } from '../ports/cookie-jar';

export type HidePopupBannersForTodayResult = { readonly kind: 'hidden'; readonly forSeconds: number };

/**
 * Spec §4/§9 오늘 그만보기: writes _hpu=1 for 86,400 s from now (one day from the click, not until midnight), so
 * ReadPopupBanners answers `hidden-today` until it expires.
 */
export class HidePopupBannersForToday {
  constructor(private readonly cookies: Pick<CookieJar, 'set'>) {}

  async execute(): Promise<HidePopupBannersForTodayResult> {
    const { name, value, maxAgeSeconds } = POPUP_HIDE_COOKIE_SPEC;
    this.cookies.set(name, value, maxAgeSeconds);
    return { kind: 'hidden', forSeconds: maxAgeSeconds };
  }
}
