import { FRANCHISE_PROFILE } from '../src/franchise/profile';
import { themeColours } from '../src/franchise/theme';
import { expect, test } from './support/test';

// Issue 13 "Repeat visits and installability": the web app manifest, and the production build's service worker, which
// precaches the shell, keeps menu pictures and the pages last seen, and never answers an API call from a cache.
test.use({ serviceWorkers: 'allow' });

test('the manifest names the app with its icon and theme colour, linked from every page', { tag: '@desktop' }, async ({
  page,
}) => {
  const manifest = (await (await page.request.get('/manifest.webmanifest')).json()) as {
    name: string;
    start_url: string;
    display: string;
    theme_color: string;
    icons: { src: string; sizes: string; purpose: string }[];
  };
  expect(manifest).toMatchObject({
    name: FRANCHISE_PROFILE.brand.siteTitle,
    start_url: '/',
    display: 'standalone',
    theme_color: themeColours(FRANCHISE_PROFILE.theme).primary,
  });
  const icon = manifest.icons[0];
  expect(icon?.sizes).toBe('any');
  expect((await page.request.get(icon?.src ?? '')).headers()['content-type']).toContain('image/svg+xml');
  await page.goto('/cart');
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');
});

test('a repeat visit is served from the worker: the shell and the page last seen even offline, never an API answer', {
  tag: '@mobile',
}, async ({ page, context }) => {
  await page.goto('/categories/1');
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  // The next load is controlled by the worker: it fetches (and keeps) the page, its chunks and pictures.
  await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  await expect(page.getByRole('heading', { level: 2, name: '후라이드' })).toBeVisible();
  await page.waitForLoadState('networkidle');

  const cached = await page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) urls.push(new URL(request.url).pathname);
    }
    return urls;
  });
  expect(cached.some((path) => /^\/assets\/index-.*\.js$/.test(path))).toBe(true);
  expect(cached).toContain('/categories/1');
  expect(cached.some((path) => path.startsWith('/images/menus/'))).toBe(true);
  expect(cached.filter((path) => path.startsWith('/api/'))).toEqual([]);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 2, name: '후라이드' })).toBeVisible();
  await expect(page.getByRole('region', { name: '후라이드' }).getByRole('listitem').first()).toContainText(/원/);
  await context.setOffline(false);
});
