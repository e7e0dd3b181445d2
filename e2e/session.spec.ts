import { chunkFetchedAfterLoad } from './support/after-load';
import { contentViolations } from './support/axe';
import { expect, type Page, test } from './support/test';

const isMobileProject = (name: string) => name === 'mobile';

/** The seeded demo member (README). */
const DEMO = { username: 'demo', password: 'chicken1234!' } as const;

async function logIn(page: Page, callbackUrl = '/') {
  await page.goto(`/member/login?callbackUrl=${encodeURIComponent(callbackUrl)}`);
  await page.getByLabel('아이디').fill(DEMO.username);
  await page.getByLabel('비밀번호').fill(DEMO.password);
  await page.getByRole('button', { name: '로그인' }).click();
  await expect(page).toHaveURL(new RegExp(`${callbackUrl.replace(/[/?]/g, '\\$&')}$`));
}

test('a first visit becomes a guest session, so a guest can shop', async ({ page }) => {
  await page.goto('/');
  await expect
    .poll(async () => page.evaluate(async () => (await (await fetch('/api/auth/session')).json())?.type ?? null))
    .toBe('guest');
});

test('login as demo shows 김치킨님 and 골드; logging out lands on /reset', async ({ page }, testInfo) => {
  await page.goto('/member/login');
  const submit = page.getByRole('button', { name: '로그인' });
  await expect(submit).toBeDisabled();
  expect(await contentViolations(page)).toEqual([]);
  await logIn(page, '/events');

  if (isMobileProject(testInfo.project.name)) {
    await page.getByRole('button', { name: '전체 메뉴 열기' }).click();
    const drawer = page.getByRole('dialog', { name: '전체 메뉴' });
    await expect(drawer.getByText('김치킨님')).toBeVisible();
    await expect(drawer.getByText('골드')).toBeVisible();
    await drawer.getByRole('button', { name: '로그아웃' }).click();
  } else {
    const header = page.getByTestId('desktop-header');
    await expect(header.getByText('김치킨님')).toBeVisible();
    await expect(header.getByText('골드')).toBeVisible();
    // The demo member's balance as the server has it now (other journeys of the run may have spent points).
    const { currentPoint } = await page.evaluate(async () => {
      const session = await (await fetch('/api/auth/session')).json();
      const answer = await fetch('/api/account/point/status', {
        headers: { authorization: `Bearer ${session.accessToken}` },
      });
      return (await answer.json()) as { currentPoint: number };
    });
    // Spec §2: the header shows points in p (issue 11).
    const shown = `포인트 ${currentPoint.toLocaleString('ko-KR')}p`;
    await expect(header.getByRole('link', { name: new RegExp(shown) })).toBeVisible();
    await expect(header.getByText('서울특별시 송파구 법원로 114 (문정동) 101동 1203호')).toBeVisible();
    await header.getByRole('button', { name: '로그아웃' }).click();
  }

  await expect(page).toHaveURL(/\/reset$/);
  await expect(page.getByRole('heading', { level: 1, name: '로그아웃되었습니다' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: '로그인' })).toBeVisible();
  await expect
    .poll(async () => page.evaluate(async () => (await (await fetch('/api/auth/session')).json())?.type ?? null))
    .not.toBe('member');
  expect(await contentViolations(page)).toEqual([]);
});

test('a wrong password is told in Korean and the form stays', { tag: '@desktop' }, async ({ page }) => {
  await page.goto('/member/login');
  await page.getByLabel('아이디').fill(DEMO.username);
  await page.getByLabel('비밀번호').fill('not-the-password!');
  await page.getByRole('button', { name: '로그인' }).click();
  await expect(page.getByRole('alert')).toHaveText('아이디 또는 비밀번호가 일치하지 않습니다. 다시 확인해주세요.');
  await expect(page).toHaveURL(/\/member\/login$/);
});

test('an expired refresh token signs the customer out to /reset', { tag: '@desktop' }, async ({ page }) => {
  await logIn(page, '/events');
  // The helper now reports the refresh token expired (as it does once its expiry passes), until the sign-out.
  let signedOut = false;
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/api/auth/signout')) signedOut = true;
  });
  await page.route('**/api/auth/session', async (route) => {
    if (signedOut) return route.continue();
    const response = await route.fetch();
    const body = await response.json();
    return route.fulfill({ response, json: body === null ? null : { ...body, refreshTokenExpired: true } });
  });
  await page.goto('/faq');
  await expect(page).toHaveURL(/\/reset$/);
  await expect(page.getByRole('heading', { level: 1, name: '로그아웃되었습니다' })).toBeVisible();
  expect(signedOut).toBe(true);
});

test('a call that comes back 401 is refreshed once and replayed: the page shows its answer', {
  tag: '@desktop',
}, async ({ page }) => {
  await logIn(page, '/events');
  // The member's point balance answers 401 once (an access token that expired in between), then as the server does.
  let refused = 0;
  await page.route('**/api/account/point/status', async (route) => {
    if (refused > 0) return route.continue();
    refused += 1;
    return route.fulfill({ status: 401, json: { code: 'UNAUTHORIZED', message: '인증이 만료되었습니다.' } });
  });
  const refreshes: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().includes('/api/auth/callback/refresh_member'))
      refreshes.push(request.url());
  });
  await page.goto('/mypage/points');
  await expect(page.getByTestId('point-balance')).toHaveText(/^[\d,]+P$/);
  expect(refused).toBe(1);
  expect(refreshes).toHaveLength(1);
  await expect(page).toHaveURL(/\/mypage\/points$/);
});

test("the token refresh's code is fetched once the page has loaded, before a call needs it", {
  tag: '@desktop',
}, async ({ page }) => {
  const { ok, requested, loaded } = await chunkFetchedAfterLoad(page, /^\/assets\/refresh-use-cases-[\w-]+\.js$/, () =>
    page.goto('/categories/1'),
  );
  expect(ok).toBe(true);
  expect(requested).toBeGreaterThanOrEqual(loaded);
});

test('an ARS link opens the visible-ARS flow: title, no hamburger, takeout at the linked branch', async ({
  page,
}, testInfo) => {
  const link = await page.request.get('/dev/ars-link?phoneNumber=01055556666&branchId=22');
  expect(link.ok()).toBe(true);
  const { url } = (await link.json()) as { url: string };
  await page.goto(url);
  await expect(page.getByRole('heading', { level: 1, name: '보이는 ARS' })).toBeVisible();
  await expect(page).toHaveURL(/\/ars$/);
  await expect(page.getByRole('button', { name: '전체 메뉴 열기' })).toHaveCount(0);
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
  const takeout = page.getByRole('link', { name: '이 매장에서 포장 주문하기' });
  await expect(takeout).toHaveAttribute('href', '/categories/1?mealType=takeout&branchId=22');
  expect(await page.evaluate(() => [sessionStorage.getItem('ars'), sessionStorage.getItem('branch')])).toEqual([
    'true',
    '22',
  ]);
  expect(await contentViolations(page)).toEqual([]);

  await takeout.click();
  await expect(page).toHaveURL(/\/categories\/1\?mealType=takeout&branchId=22$/);
  if (isMobileProject(testInfo.project.name)) {
    const header = page.getByTestId('mobile-header');
    await expect(header).toHaveText('보이는 ARS');
    await expect(page.getByRole('button', { name: '전체 메뉴 열기' })).toHaveCount(0);
  }

  // Leaving the ARS flow forces the caller out.
  await page.goto('/mypage');
  await expect(page).toHaveURL(/\/sign\/out$/);
  await expect(page.getByRole('heading', { level: 1, name: '보이는 ARS가 종료되었습니다' })).toBeVisible();
  await expect(page.getByRole('banner')).toHaveCount(0);
  expect(await contentViolations(page)).toEqual([]);
});

test('a used ARS link says it cannot be used', { tag: '@desktop' }, async ({ page }) => {
  const link = await page.request.get('/dev/ars-link?phoneNumber=01055557777&branchId=22');
  const { url } = (await link.json()) as { url: string };
  await page.goto(url);
  await expect(page).toHaveURL(/\/ars$/);
  await page.goto(url);
  await expect(page.getByRole('heading', { name: '보이는 ARS 링크를 사용할 수 없어요' })).toBeVisible();
});

test('a page the server does not render asks for the session with its HTML, and the app reads that answer', async ({
  page,
}) => {
  await logIn(page);
  const sessionReads: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/auth/session') sessionReads.push(request.resourceType());
  });
  // The member's details are read with the session's token: once they are asked for, the session has been read.
  const memberInfo = page.waitForRequest((request) => new URL(request.url()).pathname === '/api/account/member/info');
  // Not /cart or /checkout: a member's are rendered on the server (issue 13), and a rendered page reads the session once
  // hydrated.
  await page.goto('/mypage/points');
  await memberInfo;
  await expect(page.getByRole('heading', { name: '나의 포인트', level: 1 })).toBeVisible();
  // One read, and not the app's own (its gateway asks with XMLHttpRequest): the HTML's preload, which the app took.
  // Had the app not taken it, its own read would be a second request here.
  expect(sessionReads).toHaveLength(1);
  expect(sessionReads[0]).not.toBe('xhr');
});
