import { chunkFetchedAfterLoad } from './support/after-load';
import { expect, type Page, test } from './support/test';

/** The home popup banner (a modal) would cover the header: these tests are about the shell, as after 오늘 그만보기. */
async function withoutPopupBanner(page: Page, baseURL: string | undefined): Promise<void> {
  await page.context().addCookies([{ name: '_hpu', value: '1', url: baseURL ?? 'http://127.0.0.1' }]);
}

test('the storefront shell loads in Korean with the footer phone-order line and copyright', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ko');
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('link', { name: '전화주문 1588-9282' })).toHaveAttribute('href', 'tel:1588-9282');
  await expect(footer).toContainText('© 2019');
});

test('a deep link is served the app (history fallback) with the page title', async ({ page }) => {
  const response = await page.goto('/categories/1');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page).toHaveTitle(/치킨 주문하기$/);
});

/** The whole route table's chunk (issue 13: a landing page starts without it, src/adapters/ui/main.tsx). */
const ROUTE_TABLE_CHUNK = /^\/assets\/page-routes-[\w-]+\.js$/;

test("a landing page fetches the other pages' routes once it has loaded, and its links open them", {
  tag: '@desktop',
}, async ({ page }) => {
  const { ok, requested, loaded } = await chunkFetchedAfterLoad(page, ROUTE_TABLE_CHUNK, () =>
    page.goto('/categories/1'),
  );
  expect(ok).toBe(true);
  expect(requested).toBeGreaterThanOrEqual(loaded);
  await page.getByRole('navigation', { name: '주 메뉴' }).getByRole('link', { name: '이벤트' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '이벤트' })).toBeVisible();
  await expect(page).toHaveTitle(/^이벤트 \| /);
});

test('a page other than the landing pages names the route table with its scripts; a landing page does not', async ({
  request,
}) => {
  const preloadsTable = (html: string) =>
    /<link rel="modulepreload"[^>]*href="\/assets\/page-routes-[\w-]+\.js"/.test(html);
  expect(preloadsTable(await (await request.get('/cart')).text())).toBe(true);
  expect(preloadsTable(await (await request.get('/events')).text())).toBe(true);
  expect(preloadsTable(await (await request.get('/categories/1')).text())).toBe(false);
});

// The desktop header is hidden on mobile: the desktop project only.
test('the desktop header marks the current section', { tag: '@desktop' }, async ({ page }) => {
  await page.goto('/stores/map');
  const menu = page.getByRole('navigation', { name: '주 메뉴' });
  await expect(menu.getByRole('link', { name: '매장 찾기' })).toHaveAttribute('aria-current', 'page');
  await expect(menu.getByRole('link', { name: '메뉴' })).not.toHaveAttribute('aria-current', 'page');
});

// Tablets in portrait (iPad 810, 820, 834 px) get the desktop header: its brand, menu and a guest's account area fit
// on one row, the logo at its own shape (it was squeezed to 31 x 36 px at 801 px, the menu and account area kept).
test('the desktop header fits a tablet in portrait without squeezing the logo', { tag: '@desktop' }, async ({
  page,
}) => {
  for (const width of [801, 834, 960, 1024]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/categories/1');
    const header = page.getByTestId('desktop-header');
    await expect(header).toBeVisible();
    const fit = await header.evaluate((element) => {
      const logo = element.querySelector('img') as HTMLImageElement;
      const box = logo.getBoundingClientRect();
      const top = element.firstElementChild as HTMLElement;
      return {
        shape: box.width / box.height,
        ownShape: logo.naturalWidth / logo.naturalHeight,
        overflow: top.scrollWidth - top.clientWidth,
      };
    });
    expect(fit.shape, `${width} px: the logo's shape`).toBeCloseTo(fit.ownShape, 1);
    expect(fit.overflow, `${width} px: the header's row overflows`).toBeLessThanOrEqual(0);
  }
});

// The hamburger is in the mobile header: the mobile project only.
test('on mobile the hamburger opens the drawer and the backdrop or Escape close it', { tag: '@mobile' }, async ({
  page,
  baseURL,
}) => {
  await withoutPopupBanner(page, baseURL);
  await page.goto('/');
  await page.getByRole('button', { name: '전체 메뉴 열기' }).click();
  const drawer = page.getByRole('dialog', { name: '전체 메뉴' });
  await expect(drawer).toBeVisible();
  await expect(drawer.getByRole('link', { name: '전화주문 1588-9282' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await page.getByRole('button', { name: '전체 메뉴 열기' }).click();
  await drawer.getByRole('link', { name: /매장 찾기/ }).click();
  await expect(drawer).toBeHidden();
  await expect(page).toHaveURL(/\/stores\/map$/);
});

/** The navigation drawer's own chunk (issue 13: out of the first load, src/adapters/ui/shell/app-shell.tsx). */
const DRAWER_CHUNK = /^\/assets\/navigation-drawer-[\w-]+\.js$/;

test("the drawer's code is fetched once the page has loaded, and the drawer opens from it", { tag: '@mobile' }, async ({
  page,
  baseURL,
}) => {
  await withoutPopupBanner(page, baseURL);
  const { ok, requested, loaded } = await chunkFetchedAfterLoad(page, DRAWER_CHUNK, () => page.goto('/categories/1'));
  expect(ok).toBe(true);
  expect(requested).toBeGreaterThanOrEqual(loaded);
  await page.getByRole('button', { name: '전체 메뉴 열기' }).click();
  await expect(page.getByRole('dialog', { name: '전체 메뉴' })).toBeVisible();
});

test.describe('without the service worker, so the page itself fetches the chunk (and the test can refuse it)', () => {
  test.use({ serviceWorkers: 'block' });

  test('a drawer whose code cannot be fetched says so in Korean, and opens at the next tap once it can', {
    tag: '@mobile',
  }, async ({ page, baseURL }) => {
    await withoutPopupBanner(page, baseURL);
    await page.route('**/assets/navigation-drawer-*.js', (route) => route.abort('internetdisconnected'));
    await page.goto('/categories/1');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.getByRole('button', { name: '전체 메뉴 열기' }).click();
    const alert = page.getByRole('alertdialog', { name: '알림' });
    await expect(alert).toContainText('화면을 불러오지 못했습니다. 잠시 후 다시 시도해주세요.');
    await expect(page.getByRole('dialog', { name: '전체 메뉴' })).toHaveCount(0);
    await alert.getByRole('button', { name: '확인' }).click();
    await expect(page).toHaveURL(/\/categories\/1$/);
    await page.unroute('**/assets/navigation-drawer-*.js');
    await page.getByRole('button', { name: '전체 메뉴 열기' }).click();
    await expect(page.getByRole('dialog', { name: '전체 메뉴' })).toBeVisible();
  });
});

// The banner is for mobile user agents: the mobile project only.
test('on a mobile user agent the app-download banner shows and closes', { tag: '@mobile' }, async ({
  page,
  baseURL,
}) => {
  await withoutPopupBanner(page, baseURL);
  await page.goto('/');
  const banner = page.getByRole('region', { name: '앱 설치 안내' });
  await expect(banner.getByRole('link', { name: '앱 이동하기' })).toBeVisible();
  await banner.getByRole('button', { name: '앱 설치 안내 닫기' }).click();
  await expect(banner).toBeHidden();
});

test('header and footer are hidden on /sign/out', { tag: '@desktop' }, async ({ page }) => {
  await page.goto('/sign/out');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
  await expect(page.getByRole('banner')).toHaveCount(0);
});
