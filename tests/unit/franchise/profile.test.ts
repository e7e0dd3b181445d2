import { describe, expect, it } from 'vitest';
import { FRANCHISE_PROFILE } from '../../../src/franchise/profile';
import { franchiseInquiryHref, isOwnPage } from '../../../src/franchise/profile-links';
import {
  checkedFranchiseProfile,
  type FranchiseProfile,
  franchiseProfileSchema,
} from '../../../src/franchise/profile-schema';
import { themeColours, themeVariables } from '../../../src/franchise/theme';

/** The demo profile with one part replaced, as a franchise's swap would. */
function swapped(change: (profile: FranchiseProfile) => FranchiseProfile): unknown {
  return change(structuredClone(FRANCHISE_PROFILE));
}

describe('the franchise profile', () => {
  it('the shipped profile passes its schema (the server and the build check it; the browser takes it as built)', () => {
    expect(checkedFranchiseProfile(FRANCHISE_PROFILE)).toEqual(FRANCHISE_PROFILE);
    const typo = swapped((p) => ({ ...p, theme: { ...p.theme, primary: 'E52143' } })) as FranchiseProfile;
    expect(() => checkedFranchiseProfile(typo)).toThrow(/#RRGGBB/);
  });

  it('ships as a demo with the spec values: phone order 1588-9282, primary #E52143, © 2019', () => {
    expect(FRANCHISE_PROFILE.demo).toBe(true);
    expect(FRANCHISE_PROFILE.phoneOrder.number).toBe('1588-9282');
    expect(FRANCHISE_PROFILE.theme.primary.toUpperCase()).toBe('#E52143');
    expect(FRANCHISE_PROFILE.brand.copyright.year).toBe(2019);
  });

  it('marks every invented company detail as an example (예시) so nobody mistakes it for a real registration', () => {
    const { name, ceo, mailOrderNumber, address, privacyOfficer } = FRANCHISE_PROFILE.company;
    for (const value of [name, ceo, mailOrderNumber, address, privacyOfficer]) expect(value).toContain('예시');
    expect(FRANCHISE_PROFILE.company.registrationNumber).toBe('000-00-00000');
  });

  it('points terms, privacy and location terms at pages of ours, the other links at https sites', () => {
    const { links } = FRANCHISE_PROFILE;
    expect([links.terms, links.privacy, links.locationTerms]).toEqual(['/terms', '/privacy', '/location-terms']);
    expect([links.terms, links.privacy, links.locationTerms].every(isOwnPage)).toBe(true);
    for (const href of [links.mall, links.appOpen, ...links.social.map((s) => s.href)]) {
      expect(isOwnPage(href)).toBe(false);
      expect(href.startsWith('https://')).toBe(true);
    }
  });

  it('appends the campaign parameters to the franchise inquiry site, after any query it already has', () => {
    expect(franchiseInquiryHref(FRANCHISE_PROFILE)).toBe(
      'https://franchise.example.com/?utm_source=storefront&utm_medium=web&utm_campaign=franchise_inquiry',
    );
    const withQuery = swapped((p) => ({
      ...p,
      links: {
        ...p.links,
        franchiseInquiry: { url: 'https://f.example.org/a?lang=ko', campaign: { utm_source: 'a b' } },
      },
    })) as FranchiseProfile;
    expect(franchiseInquiryHref(withQuery)).toBe('https://f.example.org/a?lang=ko&utm_source=a%20b');
  });

  it.each([
    ['a colour without #', (p: FranchiseProfile) => ({ ...p, theme: { primary: 'E52143' } })],
    [
      'a phone number with letters',
      (p: FranchiseProfile) => ({ ...p, phoneOrder: { ...p.phoneOrder, number: '1588-CALL' } }),
    ],
    [
      'an http (not https) mall',
      (p: FranchiseProfile) => ({ ...p, links: { ...p.links, mall: 'http://mall.example.org/' } }),
    ],
    [
      'a terms link that is neither ours nor https',
      (p: FranchiseProfile) => ({ ...p, links: { ...p.links, terms: 'terms' } }),
    ],
    ['an empty brand name', (p: FranchiseProfile) => ({ ...p, brand: { ...p.brand, name: ' ' } })],
    [
      'a malformed 사업자등록번호',
      (p: FranchiseProfile) => ({ ...p, company: { ...p.company, registrationNumber: '1234' } }),
    ],
  ])('refuses a swapped profile with %s', (_, change) => {
    expect(franchiseProfileSchema.safeParse(swapped(change)).success).toBe(false);
  });
});

describe('the franchise theme', () => {
  it('uses the shades the profile gives, lower-cased, as the CSS variables the stylesheets read', () => {
    expect(themeVariables(FRANCHISE_PROFILE.theme)).toEqual({
      '--color-primary': '#e52143',
      '--color-primary-hover': '#c9183a',
      '--color-primary-pressed': '#b01431',
      '--color-primary-soft': '#fdecef',
      '--color-primary-softer': '#fff5f7',
    });
  });

  it('mixes a missing shade from the primary colour: darker for hover and pressed, pale tints for soft', () => {
    const derived = themeColours({ primary: '#E52143' });
    const channels = (hex: string) => [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16));
    const given = themeColours(FRANCHISE_PROFILE.theme);
    for (const key of ['primaryHover', 'primaryPressed', 'primarySoft', 'primarySofter'] as const) {
      const difference = channels(derived[key]).map((value, i) => Math.abs(value - (channels(given[key])[i] ?? 0)));
      expect(Math.max(...difference), key).toBeLessThanOrEqual(5);
    }
    expect(themeColours({ primary: '#0055AA' }).primaryHover).toBe('#004b96');
  });
});
