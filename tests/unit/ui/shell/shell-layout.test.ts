import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { mobileHeaderMode, showsHeaderAndFooter } from '../../../../src/adapters/ui/shell/shell-layout';

describe('the app shell layout', () => {
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

  it('hides the my-page icon below 360 px, and only there (spec §2/§9, a media query of the mobile header)', () => {
    const css = readFileSync('src/adapters/ui/shell/header/mobile-header.module.css', 'utf8');
    const hidden = /@media \(max-width: ([\d.]+)px\) \{\s*\.myPage \{\s*display: none;/.exec(css);
    expect(Number(hidden?.[1])).toBeGreaterThanOrEqual(359);
    expect(Number(hidden?.[1])).toBeLessThan(360);
  });
});
