import { contentViolations } from './support/axe';
import { type BrowserContext, expect, type Page, test } from './support/test';

// Issue 5 journeys of the store finder and the address pages (spec §2 routes, §4 delivery card / takeout, §5
// address registration, §9 cookies of 7 days), desktop and mobile, on a fresh database with the demo seed.

/** A dataset address (server/db/seed/data/addresses) and the branch at the same street. */
const COURT_ROAD = '법원로';
const COURT_ROAD_ADDRESS = '서울특별시 송파구 법원로 114 (문정동)';
const NEAR_COURT_ROAD = { latitude: 37.485, longitude: 127.119 };
const SEVEN_DAYS_S = 604_800;

/** The banner popup of the home page stays away (cookie _hpu=1, spec §4), so the journeys start at once. */
async function withoutPopup(context: BrowserContext, baseURL: string | undefined): Promise<void> {
  await context.addCookies([{ name: '_hpu', value: '1', url: baseURL ?? '' }]);
}

/** The 배달 / 포장 cards on the home page (the same ChooseMealType as the sidebar and the drawer). */
const homeCard = (page: Page, label: '배달' | '포장') =>
  page.getByRole('region', { name: '어떻게 받으시겠어요?' }).getByRole('button', { name: new RegExp(`^${label}`) });

/** 주소 검색 → the postal search of our dataset → detail → the INPUT view → 저장하기. */
async function registerCourtRoad(page: Page, detail: string): Promise<void> {
  await page.getByRole('button', { name: '주소 검색', exact: true }).click();
  const picker = page.getByRole('dialog', { name: '주소 검색' });
  await picker.getByRole('searchbox', { name: '주소 검색어' }).fill(COURT_ROAD);
  await picker.getByRole('searchbox', { name: '주소 검색어' }).press('Enter');
  await picker.getByRole('button', { name: new RegExp(COURT_ROAD_ADDRESS.replace(/[()]/g, '\\$&')) }).click();
  await expect(picker.getByRole('button', { name: '이 주소로 설정' })).toBeDisabled();
  await picker.getByRole('textbox', { name: '상세 주소' }).fill(detail);
  await picker.getByRole('button', { name: '이 주소로 설정' }).click();
  const form = page.getByRole('dialog', { name: '배송지 등록' });
  await expect(form.getByRole('textbox', { name: '주소', exact: true })).toHaveValue(COURT_ROAD_ADDRESS);
  await expect(form.getByRole('textbox', { name: /배송지명/ })).toHaveValue('집');
  expect(await contentViolations(page)).toEqual([]);
  await form.getByRole('button', { name: '저장하기' }).click();
}

test.beforeEach(async ({ context, baseURL }) => withoutPopup(context, baseURL));

test('a guest picks 배달 without an address, registers one from the dataset and lands on the delivery menu', async ({
  page,
}) => {
  await page.goto('/');
  await homeCard(page, '배달').click();
  await expect(page).toHaveURL(/\/address\/permission\?redirect_to=%2Fcategories%2F1%3FmealType%3Ddelivery$/);
  await expect(page.getByRole('heading', { level: 1, name: '배달받을 주소를 알려주세요' })).toBeVisible();
  expect(await contentViolations(page)).toEqual([]);

  await registerCourtRoad(page, '101동 1001호');
  await expect(page).toHaveURL(/\/categories\/1\?mealType=delivery$/);

  // The address is now the default: /address/search lists it first, as the default.
  await page.goto('/address/search?redirect_to=%2F');
  const saved = page.getByRole('listitem').filter({ hasText: COURT_ROAD_ADDRESS });
  await expect(saved).toContainText('기본 배송지');
  await expect(saved).toContainText('101동 1001호');
  expect(await contentViolations(page)).toEqual([]);
});

test('takeout goes through the store map and comes back with the branch and mealType=takeout', async ({
  page,
  context,
}) => {
  await page.goto('/');
  await homeCard(page, '포장').click();
  await expect(page).toHaveURL(/\/stores\/map\?for=takeout&redirect_to=%2Fcategories%2F1$/);
  await expect(page.getByRole('heading', { level: 1, name: '포장할 매장을 선택해주세요' })).toBeVisible();

  // Offline there are no map tiles: the schematic map shows the stores (spec §2 store finder works offline).
  const map = page.getByRole('group', { name: '매장 위치 지도' });
  await expect(map).toBeVisible();
  await expect(page.getByRole('note')).toHaveText('지도를 불러올 수 없어 간략 지도로 보여드려요.');

  const closed = page.getByRole('article').filter({ hasText: '영업종료' }).first();
  await expect(closed.getByRole('button', { name: /선택$/ })).toHaveCount(0);
  const unavailable = page.getByRole('region', { name: '일부 메뉴를 주문할 수 없는 매장' });
  await expect(unavailable.getByText(/(품절|판매 중지)$/).first()).toBeVisible();
  expect(await contentViolations(page)).toEqual([]);

  const choose = page.getByRole('button', { name: /선택$/ }).first();
  const label = (await choose.getAttribute('aria-label')) ?? '';
  const storeName = label.replace(/ 선택$/, '');
  const card = page.getByRole('article', { name: storeName });
  await expect(card).toContainText('영업중');
  // Keyboard on the marker: on a phone-sized map neighbouring pins overlap it.
  await map.getByRole('button', { name: storeName }).focus();
  await page.keyboard.press('Enter');
  await expect(card.getByRole('button', { name: `${storeName} 지도에서 보기` })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await choose.click();
  await expect(page).toHaveURL(/\/categories\/1\?branchId=\d+&mealType=takeout$/);

  // Spec §9: the branch, the meal type and the position are remembered for 7 days.
  const cookies = await context.cookies();
  const nowS = Date.now() / 1000;
  for (const name of ['branchId', 'mealType', 'position']) {
    const cookie = cookies.find((c) => c.name === name);
    expect(cookie, name).toBeDefined();
    expect(Math.abs((cookie?.expires ?? 0) - nowS - SEVEN_DAYS_S)).toBeLessThan(120);
  }
  expect(cookies.find((c) => c.name === 'mealType')?.value).toBe('takeout');
});

test.describe('with the position allowed', () => {
  test.use({ geolocation: NEAR_COURT_ROAD, permissions: ['geolocation'] });

  test('the finder lists the stores nearest first from the browser position', async ({ page }) => {
    await page.goto('/stores/map?for=takeout&redirect_to=%2Fcategories%2F1');
    await expect(page.getByText('현재 위치 기준으로 가까운 순서예요.')).toBeVisible();
    await expect(page.getByRole('article').first()).toHaveAccessibleName('문정법조단지점');
  });

  test('현재 위치로 찾기 finds the address at the position and registers it after the detail', async ({ page }) => {
    await page.goto('/address/permission?redirect_to=%2Fcart');
    await page.getByRole('button', { name: '현재 위치로 찾기' }).click();
    const picker = page.getByRole('dialog', { name: '주소 검색' });
    await expect(picker).toContainText(COURT_ROAD);
    await picker.getByRole('textbox', { name: '상세 주소' }).fill('3층');
    await picker.getByRole('button', { name: '이 주소로 설정' }).click();
    await page.getByRole('dialog', { name: '배송지 등록' }).getByRole('button', { name: '저장하기' }).click();
    await expect(page).toHaveURL(/\/cart$/);
  });
});

test('searching a store by name lists only the matches', { tag: '@desktop' }, async ({ page }) => {
  await page.goto('/stores/map');
  await page.getByRole('searchbox', { name: '매장명으로 검색' }).fill('잠실');
  await page.getByRole('button', { name: '검색', exact: true }).click();
  await expect(page.getByRole('heading', { name: /^'잠실' 검색 결과 \d+개$/ })).toBeVisible();
  const names = await page.getByRole('article').evaluateAll((cards) => cards.map((c) => c.getAttribute('aria-label')));
  expect(names.length).toBeGreaterThan(0);
  for (const name of names) expect(name).toContain('잠실');
});

/**
 * Settles once the server-rendered finder is hydrated: its first read of the stores nearby is the hydrated page's own
 * (the list came with the HTML), and its fields and buttons are the page's from then on. Call before the navigation.
 */
const finderHydrated = (page: Page) =>
  page.waitForResponse((response) => /\/district\/(takeout|search-family)/.test(response.url()));

test('a store name typed while the scripts load is searched once the page is hydrated', { tag: '@desktop' }, async ({
  page,
}) => {
  // The page's scripts wait until the name is typed: the server's page is on screen, nothing has hydrated it.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/.*\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/stores/map?for=takeout&redirect_to=%2Fcart', { waitUntil: 'commit' });
  const search = page.getByRole('searchbox', { name: '매장명으로 검색' });
  await search.fill('잠실');
  const hydrated = finderHydrated(page);
  release();
  await hydrated;
  await expect(search).toHaveValue('잠실');
  await page.getByRole('button', { name: '검색', exact: true }).click();
  await expect(page.getByRole('heading', { name: /^'잠실' 검색 결과 \d+개$/ })).toBeVisible();
  // Searched by the page, not sent as a form: the address is the one the customer came with.
  expect(new URL(page.url()).search).toBe('?for=takeout&redirect_to=%2Fcart');
});

test('a search that came with the address leaves it when the customer goes back to the stores nearby', {
  tag: '@desktop',
}, async ({ page }) => {
  const hydrated = finderHydrated(page);
  await page.goto('/stores/map?for=takeout&redirect_to=%2Fcart&q=%EC%9E%A0%EC%8B%A4');
  await expect(page.getByRole('heading', { name: /^'잠실' 검색 결과 \d+개$/ })).toBeVisible();
  await hydrated;
  await page.getByRole('button', { name: '가까운 매장 보기' }).click();
  await expect(page.getByRole('heading', { name: '가까운 매장' })).toBeVisible();
  await expect(page).toHaveURL(/\/stores\/map\?for=takeout&redirect_to=%2Fcart$/);
  await expect(page.getByRole('searchbox', { name: '매장명으로 검색' })).toHaveValue('');
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the store search is sent as a form: the server lists the matches and keeps the takeout choice', {
    tag: '@desktop',
  }, async ({ page }) => {
    await page.goto('/stores/map?for=takeout&redirect_to=%2Fcart');
    await page.getByRole('searchbox', { name: '매장명으로 검색' }).fill('잠실');
    await page.getByRole('button', { name: '검색', exact: true }).click();
    await expect(page).toHaveURL(/\/stores\/map\?for=takeout&redirect_to=%2Fcart&q=%EC%9E%A0%EC%8B%A4$/);
    await expect(page.getByRole('heading', { name: /^'잠실' 검색 결과 \d+개$/ })).toBeVisible();
    await expect(page.getByRole('searchbox', { name: '매장명으로 검색' })).toHaveValue('잠실');
    const names = await page
      .getByRole('article')
      .evaluateAll((cards) => cards.map((c) => c.getAttribute('aria-label')));
    expect(names.length).toBeGreaterThan(0);
    for (const name of names) expect(name).toContain('잠실');
  });
});

test('/mypage/address edits an address: the search is disabled and saving needs a change', { tag: '@desktop' }, async ({
  page,
}) => {
  await page.goto('/address/permission?redirect_to=%2Fmypage%2Faddress');
  await registerCourtRoad(page, '101동');
  await expect(page).toHaveURL(/\/mypage\/address$/);
  await expect(page.getByRole('heading', { level: 1, name: '배송지 관리' })).toBeVisible();
  expect(await contentViolations(page)).toEqual([]);

  await page.getByRole('button', { name: '집 수정' }).click();
  const form = page.getByRole('dialog', { name: '배송지 수정' });
  await expect(form.getByRole('button', { name: '주소 검색' })).toBeDisabled();
  await expect(form.getByRole('button', { name: '수정하기' })).toBeDisabled();
  await form.getByRole('textbox', { name: /배송지명/ }).fill('열한글자의배송지이름임');
  await expect(form.getByText('배송지명은 10자 이내로 입력해주세요.')).toHaveCount(0);
  await form.getByRole('textbox', { name: '상세 주소' }).focus();
  await expect(form.getByText('배송지명은 10자 이내로 입력해주세요.')).toBeVisible();
  await expect(form.getByRole('button', { name: '수정하기' })).toBeDisabled();
  await form.getByRole('textbox', { name: /배송지명/ }).fill('우리집');
  await form.getByRole('button', { name: '수정하기' }).click();
  await expect(form).toBeHidden();
  await expect(page.getByRole('heading', { level: 2, name: '우리집' })).toBeVisible();
});
