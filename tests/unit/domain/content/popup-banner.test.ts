import { describe, expect, it } from 'vitest';
import {
  isPopupBannerHidden,
  POPUP_CLOSE_LABEL,
  POPUP_HIDE_COOKIE_SPEC,
  POPUP_HIDE_TODAY_LABEL,
} from '../../../../src/domain/content/popup-banner';

describe('popup banner (spec §2/§4/§9)', () => {
  it('is hidden while the _hpu cookie equals 1', () => {
    expect(isPopupBannerHidden('1')).toBe(true);
  });

  it('shows when the cookie is absent or holds anything else', () => {
    expect(isPopupBannerHidden(undefined)).toBe(false);
    expect(isPopupBannerHidden(null)).toBe(false);
    expect(isPopupBannerHidden('')).toBe(false);
    expect(isPopupBannerHidden('0')).toBe(false);
    expect(isPopupBannerHidden(' 1')).toBe(false);
  });

  it('오늘 그만보기 writes _hpu=1 for 86,400 seconds', () => {
    expect(POPUP_HIDE_COOKIE_SPEC).toEqual({ name: '_hpu', value: '1', maxAgeSeconds: 86_400 });
    expect(POPUP_HIDE_TODAY_LABEL).toBe('오늘 그만보기');
    expect(POPUP_CLOSE_LABEL).toBe('닫기');
  });
});
