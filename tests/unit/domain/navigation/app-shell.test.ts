import { describe, expect, it } from 'vitest';
import { mobileHeaderMode, showsHeaderAndFooter, showsMyPageIcon } from '../../../../src/domain/navigation/app-shell';

describe('the app shell', () => {
  it('hides header and footer on /ars and /sign/out', () => {
    expect(showsHeaderAndFooter('/ars')).toBe(false);
    expect(showsHeaderAndFooter('/ars/order?x=1')).toBe(false);
    expect(showsHeaderAndFooter('/sign/out')).toBe(false);
  });

  it('shows header and footer elsewhere', () => {
    expect(showsHeaderAndFooter('/')).toBe(true);
    expect(showsHeaderAndFooter('/sign')).toBe(true);
  });

  it('shows only the title 보이는 ARS in the mobile header in ARS mode', () => {
    expect(mobileHeaderMode(true)).toEqual({ kind: 'ars', title: '보이는 ARS' });
    expect(mobileHeaderMode(false)).toEqual({ kind: 'full' });
  });

  it('hides the my-page icon under 360 px', () => {
    expect(showsMyPageIcon(359)).toBe(false);
    expect(showsMyPageIcon(360)).toBe(true);
    expect(showsMyPageIcon(800)).toBe(true);
  });
});
