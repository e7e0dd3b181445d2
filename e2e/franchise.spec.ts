import { FRANCHISE_PROFILE } from '../src/franchise/profile';
import { seriousViolations } from './support/axe';
import { expect, test } from './support/test';

// Issue 12 "one franchise profile": the footer, the tab, index.html and the theme colour come from
// src/franchise/profile.ts, and the footer's terms link opens our /terms page with the content store's sample text.

const { company, phoneOrder, customerCenter, brand, theme } = FRANCHISE_PROFILE;

test("the footer shows the profile's company details, phones and copyright", { tag: '@desktop' }, async ({ page }) => {
  await page.goto('/member/login');
  const footer = page.getByRole('contentinfo');
  for (const text of [
    company.name,
    `대표이사 ${company.ceo}`,
    `사업자등록번호 ${company.registrationNumber}`,
    `통신판매업신고 ${company.mailOrderNumber}`,
    company.address,
    `개인정보관리책임자 ${company.privacyOfficer}`,
    customerCenter.hours,
    `© ${brand.copyright.year} ${brand.copyright.holder}. All rights reserved.`,
  ]) {
    await expect(footer.getByText(text, { exact: true })).toBeVisible();
  }
  await expect(footer.getByRole('link', { name: `전화주문 ${phoneOrder.number}` })).toHaveAttribute(
    'href',
    `tel:${phoneOrder.number}`,
  );
  await expect(footer.getByRole('link', { name: customerCenter.phone })).toHaveAttribute(
    'href',
    `tel:${customerCenter.phone}`,
  );
});

test("index.html and the theme take the profile's title, theme-color and primary colour", { tag: '@desktop' }, async ({
  page,
}) => {
  await page.goto('/member/login');
  await expect(page).toHaveTitle(`로그인 | ${brand.siteTitle}`);
  await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', theme.primary);
  const primary = await page.evaluate(() =>
    getComputedStyle(document.documentElement).getPropertyValue('--color-primary').trim(),
  );
  expect(primary).toBe(theme.primary.toLowerCase());
  // The footer's phone-order number is painted in it (the variable is not only set but used).
  const number = page.getByRole('contentinfo').getByText(phoneOrder.number, { exact: true });
  const [r, g, b] = [1, 3, 5].map((i) => Number.parseInt(theme.primary.slice(i, i + 2), 16));
  await expect(number).toHaveCSS('color', `rgb(${r}, ${g}, ${b})`);
});

test("the footer's 이용약관 opens our terms page with the sample text, axe clean", async ({ page }) => {
  await page.goto('/member/login');
  const terms = page.getByRole('contentinfo').getByRole('link', { name: '이용약관', exact: true });
  await expect(terms).toHaveAttribute('href', '/terms');
  await terms.click();
  await expect(page).toHaveURL(/\/terms$/);
  await expect(page.getByRole('heading', { level: 1, name: '이용약관' })).toBeVisible();
  await expect(page.getByText('본 약관은 데모용 예시 문안입니다.', { exact: false })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: '제1조 (목적)' })).toBeVisible();
  await expect(page).toHaveTitle(`이용약관 | ${brand.siteTitle}`);
  await page.waitForLoadState('networkidle');
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);
});

test('/privacy and /location-terms are ours too, with their own sample texts', { tag: '@desktop' }, async ({
  page,
}) => {
  await page.goto('/privacy');
  await expect(page.getByRole('heading', { level: 1, name: '개인정보처리방침' })).toBeVisible();
  await expect(page.getByText('본 방침은 데모용 예시 문안입니다.', { exact: false })).toBeVisible();
  await page.goto('/location-terms');
  await expect(page.getByRole('heading', { level: 1, name: '위치기반서비스 이용약관' })).toBeVisible();
  await expect(page.getByText('데모용 예시 문안', { exact: false }).first()).toBeVisible();
});
