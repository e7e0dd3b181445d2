import { seriousViolations } from './support/axe';
import { type APIRequestContext, expect, type Page, test } from './support/test';

// Issue 5 "axe-core on every page above: no serious or critical violations", in the desktop and mobile projects.
// Each page is checked once its content has loaded (not its skeleton); the home page with its banner popup open.

const DEMO = { username: 'demo', password: 'chicken1234!' };

async function signIn(request: APIRequestContext): Promise<string> {
  const { csrfToken } = (await (await request.get('/api/auth/csrf')).json()) as { csrfToken: string };
  await request.post('/api/auth/callback/member', { form: { ...DEMO, csrfToken, callbackUrl: '/', json: 'true' } });
  const session = (await (await request.get('/api/auth/session')).json()) as { accessToken: string } | null;
  if (session === null) throw new Error('demo sign-in gave no session');
  return session.accessToken;
}

async function firstMenuId(request: APIRequestContext): Promise<number> {
  const menus = (await (await request.get('/api/delivery/menu/1')).json()) as { id: number }[];
  const id = menus[0]?.id;
  if (id === undefined) throw new Error('category 1 has no menu');
  return id;
}

/** Waits until the route has rendered past its loading state: a level-1 heading and no skeleton or spinner. */
async function settled(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeAttached();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

test.describe('accessibility (axe-core): no serious or critical violations', () => {
  test('/ with the banner popup open', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('dialog', { name: '이벤트 안내' })).toBeVisible();
    await settled(page);
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('/ without the popup', async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: '_hpu', value: '1', url: baseURL ?? '' }]);
    await page.goto('/');
    await settled(page);
    expect(await seriousViolations(page)).toEqual([]);
  });

  for (const path of ['/categories/1', '/stores/map', '/address/permission', '/member/login']) {
    test(path, async ({ page }) => {
      await page.goto(path);
      await settled(page);
      expect(await seriousViolations(page)).toEqual([]);
    });
  }

  test('/products/{id}', async ({ page }) => {
    await page.goto(`/products/${await firstMenuId(page.request)}`);
    await settled(page);
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('/cart, empty and with lines', async ({ page }) => {
    const token = await signIn(page.request);
    const headers = { authorization: `Bearer ${token}` };
    await page.request.delete('/api/delivery/cart', { headers });
    await page.goto('/cart');
    await expect(page.getByRole('heading', { name: '장바구니가 비어 있어요' })).toBeVisible();
    await settled(page);
    expect.soft(await seriousViolations(page), 'the empty cart').toEqual([]);

    const menuId = await firstMenuId(page.request);
    const groups = (await (await page.request.get(`/api/delivery/menu/sub-option/${menuId}`)).json()) as {
      minSelect: number;
      subOptionItemDetailResponseList: { id: number }[];
    }[];
    const subOptionItemIdSet = groups.flatMap((g) =>
      g.subOptionItemDetailResponseList.slice(0, Math.max(g.minSelect, 1)).map((i) => i.id),
    );
    await page.request.post('/api/delivery/cart', {
      headers,
      data: { mainMenuId: menuId, quantity: 2, subOptionItemIdSet },
    });
    await page.reload();
    await expect(page.getByRole('list', { name: '담은 메뉴' })).toBeVisible();
    await settled(page);
    expect(await seriousViolations(page)).toEqual([]);
  });
});
