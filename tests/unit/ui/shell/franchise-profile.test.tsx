import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { ServicesProvider } from '../../../../src/adapters/ui/di/services';
import { PAGE_ROUTES } from '../../../../src/adapters/ui/routes/page-routes';
import { storefrontRoutes } from '../../../../src/adapters/ui/routes/routes';
import { FranchiseProfileContext } from '../../../../src/adapters/ui/shell/franchise-profile-context';
import type { Resolve } from '../../../../src/composition-root';
import { FRANCHISE_PROFILE } from '../../../../src/franchise/profile';
import { type FranchiseProfile, franchiseProfileSchema } from '../../../../src/franchise/profile-schema';
import '../support/dom';
import { memoryServices, openDrawer } from '../support/app-harness';

/** Another franchise: every value the shell shows differs from the demo's, so a hard-coded one shows up. */
const OTHER: FranchiseProfile = franchiseProfileSchema.parse({
  ...FRANCHISE_PROFILE,
  demo: false,
  brand: {
    name: '굽네닭',
    siteTitle: '굽네닭 주문',
    description: '굽네닭 온라인 주문',
    logo: { src: '/brand/gupne.svg', width: 200, height: 40 },
    appIcon: '/brand/gupne-icon.svg',
    copyright: { year: 2024, holder: 'Gupne Chicken' },
  },
  theme: { primary: '#0055AA' },
  phoneOrder: { number: '1600-1234', hours: '매일 10:00 ~ 22:00' },
  customerCenter: { phone: '02-555-0101', hours: '평일 10:00 ~ 17:00' },
  company: {
    name: '(주)굽네닭',
    ceo: '이대표',
    registrationNumber: '123-45-67890',
    mailOrderNumber: '제2024-서울강남-0101호',
    address: '서울특별시 강남구 테헤란로 1',
    privacyOfficer: '박보호',
  },
  links: {
    terms: 'https://legal.gupne.test/terms',
    privacy: '/privacy',
    locationTerms: '/location-terms',
    franchiseInquiry: { url: 'https://biz.gupne.test/', campaign: { utm_source: 'web' } },
    mall: 'https://mall.gupne.test/',
    appOpen: 'https://app.gupne.test/open',
    social: [{ label: '블로그', href: 'https://blog.gupne.test/' }],
  },
});

/** A link that opens another site says so: "label (새 창)" (jsdom joins the hidden span without the space). */
function newTab(label: string): RegExp {
  return new RegExp(`^${label} ?\\(새 창\\)$`);
}

function renderWith(profile: FranchiseProfile, get: Resolve, path: string) {
  const router = createMemoryRouter(storefrontRoutes(PAGE_ROUTES), { initialEntries: [path] });
  return render(
    <FranchiseProfileContext.Provider value={profile}>
      <ServicesProvider resolve={get}>
        <RouterProvider router={router} />
      </ServicesProvider>
    </FranchiseProfileContext.Provider>,
  );
}

describe('the shell reads the franchise profile', () => {
  it('the footer shows the profile company details, phones, copyright and links', async () => {
    renderWith(OTHER, await memoryServices(), '/member/login');
    const footer = await screen.findByRole('contentinfo');
    for (const text of [
      '(주)굽네닭',
      '대표이사 이대표',
      '사업자등록번호 123-45-67890',
      '통신판매업신고 제2024-서울강남-0101호',
    ]) {
      expect(within(footer).getByText(text)).toBeTruthy();
    }
    expect(within(footer).getByText('서울특별시 강남구 테헤란로 1')).toBeTruthy();
    expect(within(footer).getByText('개인정보관리책임자 박보호')).toBeTruthy();
    expect(within(footer).getByRole('link', { name: '전화주문 1600-1234' }).getAttribute('href')).toBe('tel:1600-1234');
    expect(within(footer).getByRole('link', { name: '02-555-0101' }).getAttribute('href')).toBe('tel:02-555-0101');
    expect(within(footer).getByText('평일 10:00 ~ 17:00')).toBeTruthy();
    expect(within(footer).getByText('© 2024 Gupne Chicken. All rights reserved.')).toBeTruthy();

    // A page of ours opens in place; another site opens in a new tab, and says so.
    const privacy = within(footer).getByRole('link', { name: '개인정보처리방침' });
    expect([privacy.getAttribute('href'), privacy.getAttribute('target')]).toEqual(['/privacy', null]);
    const terms = within(footer).getByRole('link', { name: newTab('이용약관') });
    expect([terms.getAttribute('href'), terms.getAttribute('target')]).toEqual([
      'https://legal.gupne.test/terms',
      '_blank',
    ]);
    expect(
      within(footer)
        .getByRole('link', { name: newTab('창업 문의') })
        .getAttribute('href'),
    ).toBe('https://biz.gupne.test/?utm_source=web');
    expect(
      within(footer)
        .getByRole('link', { name: newTab('블로그') })
        .getAttribute('href'),
    ).toBe('https://blog.gupne.test/');
    expect(within(footer).queryByText(/1588-9282|Chicken Storefront|예시/)).toBeNull();
  });

  it('the header logo, the mall toggle and the drawer phone line and copyright come from the profile', async () => {
    renderWith(OTHER, await memoryServices(), '/member/login');
    const header = await screen.findByTestId('desktop-header');
    const logo = within(header).getByRole('link', { name: '굽네닭 홈' });
    const image = logo.querySelector('img');
    expect([image?.getAttribute('src'), image?.getAttribute('width'), image?.getAttribute('height')]).toEqual([
      '/brand/gupne.svg',
      '180',
      '36',
    ]);
    expect(
      within(header)
        .getByRole('link', { name: newTab('몰') })
        .getAttribute('href'),
    ).toBe('https://mall.gupne.test/');

    const drawer = await openDrawer();
    expect(within(drawer).getByRole('link', { name: '전화주문 1600-1234' }).getAttribute('href')).toBe('tel:1600-1234');
    expect(within(drawer).getByText('© 2024 Gupne Chicken. All rights reserved.')).toBeTruthy();
  });

  it("the mobile app banner's 앱 이동하기 opens the profile's app link", async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue('Mozilla/5.0 (Linux; Android 14) Mobile Safari');
    renderWith(OTHER, await memoryServices(), '/member/login');
    const banner = await screen.findByRole('region', { name: '앱 설치 안내' });
    expect(within(banner).getByRole('link', { name: '앱 이동하기' }).getAttribute('href')).toBe(
      'https://app.gupne.test/open',
    );
  });
});
