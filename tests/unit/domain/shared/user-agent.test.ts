import { expect, it } from 'vitest';
import { isMobileUserAgent, isMobileViewer } from '../../../../src/domain/shared/user-agent';

it('a phone, an Android tablet and a mobile browser are mobile user agents; a desktop browser is not (spec §2/§9)', () => {
  const android = 'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Mobile';
  const iphone = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';
  const androidTablet = 'Mozilla/5.0 (Linux; Android 14; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0';
  const desktop = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36';
  expect([android, iphone, androidTablet].map(isMobileUserAgent)).toEqual([true, true, true]);
  expect(isMobileUserAgent(desktop)).toBe(false);
  expect(isMobileUserAgent('')).toBe(false);
});

it('a mobile viewer is a narrow viewport or a mobile user agent; a desktop browser wide is not (spec §9)', () => {
  const desktop = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36';
  const android = 'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Mobile';
  expect(isMobileViewer(false, desktop)).toBe(false);
  expect(isMobileViewer(true, desktop)).toBe(true);
  expect(isMobileViewer(false, android)).toBe(true);
});
