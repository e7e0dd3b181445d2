import { formatWon } from '../src/domain/money/format';
import { chooseApprovedCard, openPricedCheckout } from './support/checkout';
import { DEMO } from './support/session';
import { expect, type Page, test } from './support/test';

// Issue 13: /, /categories/{id} and /products/{id} arrive rendered by the server (menu names and prices in the first
// response) and the browser hydrates them without a mismatch, at 1280 and 390 px (the two projects); without
// JavaScript the menu shows.

/** React's hydration failures: the development wording and the production build's error codes (418, 423, 425). */
const HYDRATION_PROBLEM = /hydrat|did not match|Minified React error #(418|423|425)/i;

function watchHydration(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if ((message.type() === 'error' || message.type() === 'warning') && HYDRATION_PROBLEM.test(message.text())) {
      problems.push(message.text());
    }
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
}

for (const [path, shows] of [
  ['/', /추천 메뉴/],
  ['/products/1', /[\d,]+원/],
  ['/events', /href="\/events\/\d+"/],
  ['/events/1', /<h1/],
  ['/faq', /aria-expanded/],
  ['/faq?tab=notices', /<table/],
  ['/faq/notices/1', /<article/],
  ['/stores/map', /href="tel:\d+"/],
] as const) {
  test(`${path} hydrates the server HTML without a warning`, async ({ page }) => {
    const problems = watchHydration(page);
    const html = await (await page.request.get(path, { headers: { accept: 'text/html' } })).text();
    expect(html).toContain('id="server-render-data"');
    expect(html).toMatch(shows);
    await page.goto(path);
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    // Hydration has run once the page's own requests have settled: a mismatch would have been reported by then.
    await page.waitForLoadState('networkidle');
    expect(problems).toEqual([]);
  });
}

test('/categories/1 hydrates the server HTML without a warning and then navigates in the browser', async ({ page }) => {
  const problems = watchHydration(page);

  // The server's HTML already lists the menu, before any script runs.
  const response = await page.request.get('/categories/1', { headers: { accept: 'text/html' } });
  const html = await response.text();
  expect(html).toMatch(/<h2[^>]*id="category-heading"[^>]*>후라이드<\/h2>/);
  expect(html).toMatch(/[\d,]+원/);

  await page.goto('/categories/1');
  const grid = page.getByRole('region', { name: '후라이드' });
  await expect(grid.getByRole('listitem').first()).toBeVisible();
  // Hydrated: the tabs are the router's links now, a click renders 양념 in the browser (no document load).
  const navigations: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) navigations.push(frame.url());
  });
  await page.getByRole('link', { name: '양념', exact: true }).first().click();
  await expect(page).toHaveURL(/\/categories\/2$/);
  await expect(page.getByRole('heading', { level: 2, name: '양념' })).toBeVisible();
  const documentLoads = await page.evaluate(() => performance.getEntriesByType('navigation').length);
  expect(documentLoads).toBe(1);
  expect(problems).toEqual([]);
});

test('with JavaScript disabled, /categories/1 still shows the menu with prices', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL, locale: 'ko-KR' });
  const page = await context.newPage();
  await page.goto('/categories/1');
  await expect(page.getByRole('heading', { level: 2, name: '후라이드' })).toBeVisible();
  const cards = page.getByRole('region', { name: '후라이드' }).getByRole('listitem');
  expect(await cards.count()).toBeGreaterThan(0);
  await expect(cards.first()).toContainText(/[\d,]+원/);
  await context.close();
});

test("a page the server does not render arrives with the shell's frame, which the page then replaces", async ({
  browser,
  baseURL,
  page,
}) => {
  // Before any script: the header bar and the brand's logo are in the first response.
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL, locale: 'ko-KR' });
  const bare = await context.newPage();
  await bare.goto('/cart');
  await expect(bare.getByRole('img', { name: '비비큐', exact: true })).toBeVisible();
  await context.close();
  // With scripts the page takes its place: the frame's logo and spinner are gone, no error on the way.
  const problems = watchHydration(page);
  await page.goto('/cart');
  await expect(page.getByRole('heading', { level: 1, name: '장바구니' })).toBeVisible();
  await expect(page.getByRole('img', { name: '비비큐', exact: true })).toHaveCount(0);
  expect(problems).toEqual([]);
});

interface CartLineRead {
  readonly quantity: number;
  readonly totalMenuWithSubOptionAndQuantityPrice: number;
}

/**
 * Signs the demo member in through the sign-in helper (the page's cookies), with one line of category 1's first menu
 * in an emptied cart: the menu, its line and a reader of the cart's first line.
 */
async function memberWithOneLine(page: Page) {
  const { csrfToken } = (await (await page.request.get('/api/auth/csrf')).json()) as { csrfToken: string };
  const signIn = await page.request.post('/api/auth/callback/member', {
    form: { ...DEMO, csrfToken, callbackUrl: '/', json: 'true' },
  });
  expect(signIn.ok()).toBe(true);
  const session = (await (await page.request.get('/api/auth/session')).json()) as { accessToken: string };
  const headers = { authorization: `Bearer ${session.accessToken}` };
  await page.request.delete('/api/delivery/cart', { headers });
  const [menu] = (await (await page.request.get('/api/delivery/menu/1')).json()) as { id: number; menuName: string }[];
  if (menu === undefined) throw new Error('category 1 has no menu');
  const groups = (await (await page.request.get(`/api/delivery/menu/sub-option/${menu.id}`)).json()) as {
    minSelect: number;
    subOptionItemDetailResponseList: { id: number }[];
  }[];
  const subOptionItemIdSet = groups.flatMap((g) =>
    g.subOptionItemDetailResponseList.slice(0, g.minSelect).map((i) => i.id),
  );
  const added = await page.request.post('/api/delivery/cart', {
    headers,
    data: { mainMenuId: menu.id, quantity: 1, subOptionItemIdSet },
  });
  expect(added.status()).toBe(201);
  const readLine = async (): Promise<CartLineRead | undefined> =>
    (
      (await (await page.request.post('/api/delivery/cart/list', { headers })).json()) as {
        responseList: CartLineRead[];
      }
    ).responseList[0];
  const line = await readLine();
  if (line === undefined) throw new Error('the line was not added');
  return { menu, line, readLine };
}

test("a member's /cart arrives rendered for that member, hydrates without a warning and its stepper works", async ({
  page,
}) => {
  const problems = watchHydration(page);
  const { menu, line, readLine } = await memberWithOneLine(page);

  // The server's HTML already holds the line and its total, before any script runs.
  const response = await page.request.get('/cart', { headers: { accept: 'text/html' } });
  expect(response.headers()['cache-control']).toBe('private, no-store');
  const html = await response.text();
  expect(html).toContain('id="server-render-data"');
  expect(html).toContain(`>${menu.menuName}<`);
  expect(html).toContain(formatWon(line.totalMenuWithSubOptionAndQuantityPrice));

  await page.goto('/cart');
  const item = page.getByRole('list', { name: '담은 메뉴' }).getByRole('listitem').filter({ hasText: menu.menuName });
  await expect(item).toContainText(formatWon(line.totalMenuWithSubOptionAndQuantityPrice));
  await page.waitForLoadState('networkidle');
  expect(problems).toEqual([]);
  // Hydrated: the stepper is the page's own, and the server's total follows the change.
  await item.getByRole('button', { name: `${menu.menuName} 수량 늘리기` }).click();
  await expect.poll(async () => (await readLine())?.quantity).toBe(2);
  const changed = await readLine();
  await expect(item).toContainText(formatWon(changed?.totalMenuWithSubOptionAndQuantityPrice ?? 0));
  expect(problems).toEqual([]);
});

test("a member's /checkout arrives rendered with the order, hydrates without a warning and pays", async ({ page }) => {
  const problems = watchHydration(page);
  const { menu, line } = await memberWithOneLine(page);
  const path = '/checkout?mealType=delivery';

  // The server's HTML holds the delivery address, the line, the member's points and the pay button.
  const response = await page.request.get(path, { headers: { accept: 'text/html' } });
  expect(response.headers()['cache-control']).toBe('private, no-store');
  const html = await response.text();
  expect(html).toContain('id="server-render-data"');
  expect(html).toContain('>배송지 설정<');
  expect(html).toContain(`>${menu.menuName}<`);
  expect(html).toContain(formatWon(line.totalMenuWithSubOptionAndQuantityPrice));
  expect(html).toContain('>포인트<');
  expect(html).toMatch(/[\d,]+원 결제하기/);

  await openPricedCheckout(page, path);
  await expect(page.getByRole('heading', { name: '포인트', exact: true })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(problems).toEqual([]);
  // Hydrated: the form is the page's own, and the order is placed with the snapshot the server took.
  await chooseApprovedCard(page);
  await page.getByRole('button', { name: /원 결제하기$/ }).click();
  await expect(page).toHaveURL(/\/checkout\/complete/);
  expect(problems).toEqual([]);
});

test('a returning customer on a phone-speed CPU: the session and the stored order form do not break hydration', {
  tag: '@mobile',
}, async ({ page, context, baseURL }) => {
  test.slow();
  const problems = watchHydration(page);
  // What a returning customer's device holds: a meal type and branch (cookies) and an order form (local storage).
  await context.addCookies([
    { name: 'mealType', value: 'delivery', url: baseURL ?? '' },
    { name: 'branchId', value: '1', url: baseURL ?? '' },
  ]);
  const stored = {
    menuId: 1,
    menuName: '주문표에 남은 메뉴',
    menuPrice: 20000,
    menuImageUrl: '/images/menus/1.svg',
    options: [],
    selectedOptionItemIds: [],
    quantity: 2,
  };
  await page.addInitScript((form) => localStorage.setItem('orderForm', form), JSON.stringify([stored]));
  // A phone's CPU (Lighthouse's 4x slowdown): the session's answer can arrive before the page is hydrated.
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  for (const path of ['/products/1', '/categories/1', '/']) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    expect(problems, path).toEqual([]);
  }
  // Once hydrated, the stored order form shows: the product page's total counts it.
  await page.goto('/products/1');
  await expect(page.getByText('주문표 1개 포함')).toBeVisible();
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
});

// react-router's package exports name its development build; the storefront's builds take its production build
// (vite.config.ts), whose developer warnings ("No routes matched location …") never reach a customer's console.
test('the page the server sends loads react-router without its developer warnings', { tag: '@desktop' }, async ({
  page,
}) => {
  const html = await (await page.request.get('/categories/1', { headers: { accept: 'text/html' } })).text();
  const scripts = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((match) => match[1] ?? '');
  expect(scripts.some((script) => /\/index-[^/]+\.js$/.test(script))).toBe(true);
  for (const script of scripts) {
    const source = await (await page.request.get(script)).text();
    // A boolean, not toContain: a failure would print the whole chunk.
    expect(source.includes('No routes matched location'), script).toBe(false);
  }
});
