import { POPUP_HIDE_COOKIE, POPUP_HIDE_COOKIE_SECONDS } from '../shared/constants';

/** Spec §2 banner popup labels, copied exactly. */
export const POPUP_HIDE_TODAY_LABEL = '오늘 그만보기';
export const POPUP_CLOSE_LABEL = '닫기';

/** The value written to the hide cookie by 오늘 그만보기. */
export const POPUP_HIDE_COOKIE_VALUE = '1';

/** Spec §4/§9 오늘 그만보기 cookie: _hpu=1 for 86,400 s (one day from the click, not until midnight). */
export const POPUP_HIDE_COOKIE_SPEC = {
  name: POPUP_HIDE_COOKIE,
  value: POPUP_HIDE_COOKIE_VALUE,
  maxAgeSeconds: POPUP_HIDE_COOKIE_SECONDS,
} as const;

/** Spec §4: the banner popup is hidden while the _hpu cookie equals '1' (exactly; absent means shown). */
export function isPopupBannerHidden(cookieValue: string | null | undefined): boolean {
  return cookieValue === POPUP_HIDE_COOKIE_VALUE;
}
