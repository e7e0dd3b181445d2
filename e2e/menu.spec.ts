import { seriousViolations } from './support/axe';
import { expect, type Page, test } from './support/test';

// The menu part of issue 5 (spec §2 categories and products, §4 cart buttons, §5 meal type required), in the desktop
// and mobile projects, against the server on a fresh database with the demo seed. Menu 1 (바삭 후라이드 치킨) has the
// required 부위 선택 group; branch 5 (위례중앙점) has menu 1 sold out.

const MENU_WITH_OPTIONS = 1;
const SOLD_OUT_BRANCH = 5;

/** The cart link of the header that is showing (desktop or mobile), named with its count. */
const cartLink = (page: Page, name: string | RegExp) => page.getByRole('link', { name }).first();

test('category → product → required option → 장바구니 담기: the success popup and a cart badge of 1', async ({
  page,
}) => {
  await page.goto('/categories/1?mealType=delivery');
  const tabs = page.getByRole('navigation', { name: '메뉴 분류' });
  await expect(tabs.getByRole('link', { name: '후라이드' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('heading', { level: 2, name: '후라이드' })).toBeVisible();
  await expect(page.getByText(/^Total \d+$/)).toBeVisible();

  await page
    .getByRole('main')
    .getByRole('link', { name: /^바삭 후라이드 치킨 .*18,000원$/ })
    .click();
  await expect(page).toHaveURL(`/products/${MENU_WITH_OPTIONS}?mealType=delivery`);
  await expect(page.getByRole('heading', { level: 1, name: '바삭 후라이드 치킨' })).toBeVisible();

  const parts = page.getByRole('group', { name: /부위 선택/ });
  await expect(parts.getByText('필수')).toBeVisible();
  await parts.getByRole('radio', { name: /^순살/ }).check();
  await expect(page.getByText('총 주문금액').locator('..')).toContainText('20,000원');

  await page.getByRole('button', { name: '장바구니 담기' }).click();
  const popup = page.getByRole('alertdialog', { name: '알림' });
  await expect(popup.getByText('장바구니에 추가했습니다.')).toBeVisible();
  await expect(cartLink(page, '장바구니, 1개 담김')).toBeVisible();
  await popup.getByRole('button', { name: '계속 쇼핑하기' }).click();
  await expect(popup).toBeHidden();
  await expect(page.getByRole('radio', { name: /^순살/ })).not.toBeChecked();
});

test('장바구니로 이동하기 opens the cart keeping the query', { tag: '@desktop' }, async ({ page }) => {
  await page.goto(`/products/${MENU_WITH_OPTIONS}?mealType=delivery`);
  await page.getByRole('radio', { name: /^한마리/ }).check();
  await page.getByRole('button', { name: '장바구니 담기' }).click();
  await page.getByRole('alertdialog', { name: '알림' }).getByRole('button', { name: '장바구니로 이동하기' }).click();
  await expect(page).toHaveURL('/cart?mealType=delivery');
});

test('a menu sold out at the chosen branch is marked 품절 and cannot be ordered', { tag: '@desktop' }, async ({
  page,
}) => {
  await page.goto(`/categories/1?mealType=takeout&branchId=${SOLD_OUT_BRANCH}`);
  const soldOut = page.getByRole('link', { name: /^바삭 후라이드 치킨\s?, 품절/ });
  await expect(soldOut).toBeVisible();
  await expect(soldOut).toHaveAttribute('href', `/products/1?mealType=takeout&branchId=${SOLD_OUT_BRANCH}`);
  await expect(page.getByRole('main').getByRole('link', { name: /^골든 크리스피 치킨 / })).toBeVisible();
  await soldOut.click();
  await expect(page.getByRole('button', { name: '품절된 메뉴입니다' })).toBeDisabled();
});

test('the nutrition popup shows the values per 100 g with their units', { tag: '@desktop' }, async ({ page }) => {
  await page.goto(`/products/${MENU_WITH_OPTIONS}`);
  await page.getByRole('button', { name: /영양성분/ }).click();
  const popup = page.getByRole('dialog', { name: '영양성분 및 원산지' });
  await expect(popup.getByText('(100g 기준)')).toBeVisible();
  await expect(popup.getByRole('row', { name: /열량/ })).toContainText('kcal');
  await expect(popup.getByRole('row', { name: /나트륨/ })).toContainText('mg');
  await page.keyboard.press('Escape');
  await expect(popup).toBeHidden();
});

test('the menu pages have no serious or critical accessibility violations', async ({ page }) => {
  await page.goto('/categories/1?mealType=delivery');
  await expect(page.getByRole('heading', { level: 2, name: '후라이드' })).toBeVisible();
  await expect(page.getByText(/^Total \d+$/)).toBeVisible();
  expect(await seriousViolations(page, (axe) => axe.include('main').include('aside'))).toEqual([]);
  await page.goto(`/products/${MENU_WITH_OPTIONS}?mealType=delivery`);
  await expect(page.getByRole('heading', { level: 1, name: '바삭 후라이드 치킨' })).toBeVisible();
  expect(await seriousViolations(page, (axe) => axe.include('main').include('aside'))).toEqual([]);
});
