import { POPUP_HIDE_COOKIE_SPEC } from '../src/domain/content/popup-banner';
import { lineTotalOf } from '../src/domain/menu/order-form';
import { formatWon } from '../src/domain/money/format';
import { type APIRequestContext, expect, type Page, test } from './support/test';

// Issue 5's customer journeys, by hand through the pages, in the desktop and mobile projects, on a fresh database.
// The expected cart total is computed here with the domain's rule from the menu's prices read through the API.

interface OptionItem {
  readonly id: number;
  readonly itemTitle: string;
  readonly addPrice: number;
}
interface OptionGroup {
  readonly subOptionTitle: string;
  readonly minSelect: number;
  readonly maxSelect: number;
  readonly subOptionItemDetailResponseList: readonly OptionItem[];
}
interface MenuCard {
  readonly id: number;
  readonly menuName: string;
  readonly menuPrice: number;
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

async function menusOf(request: APIRequestContext, categoryId: number): Promise<MenuCard[]> {
  return (await (await request.get(`/api/delivery/menu/${categoryId}`)).json()) as MenuCard[];
}

async function optionsOf(request: APIRequestContext, menuId: number): Promise<OptionGroup[]> {
  return (await (await request.get(`/api/delivery/menu/sub-option/${menuId}`)).json()) as OptionGroup[];
}

/** The first menu of category 1 with exactly one required option group and an optional one with a paid item. */
async function menuWithOptions(request: APIRequestContext) {
  for (const menu of await menusOf(request, 1)) {
    const groups = await optionsOf(request, menu.id);
    const requiredGroups = groups.filter((g) => g.minSelect > 0);
    const required = requiredGroups.length === 1 ? requiredGroups[0] : undefined;
    const optional = groups.find(
      (g) => g.minSelect === 0 && g.subOptionItemDetailResponseList.some((i) => i.addPrice > 0),
    );
    if (required !== undefined && optional !== undefined) return { menu, required, optional };
  }
  throw new Error('category 1 has no menu with required and optional options');
}

/** The banner popup opens on a first visit to the home page (spec §2): the customer closes it with 닫기. */
async function closePopup(page: Page): Promise<void> {
  const popup = page.getByRole('dialog', { name: '이벤트 안내' });
  await expect(popup).toBeVisible();
  await popup.getByRole('button', { name: '닫기', exact: true }).last().click();
  await expect(popup).toBeHidden();
}

/** The 배달 / 포장 cards of the home page (spec §2 order-method card). */
const homeCard = (page: Page, label: '배달' | '포장') =>
  page.getByRole('region', { name: '어떻게 받으시겠어요?' }).getByRole('button', { name: new RegExp(`^${label}`) });

/** A dataset address (server/db/seed/data/addresses): searched, its detail typed, saved as the first (default). */
const COURT_ROAD = '법원로';
const COURT_ROAD_ADDRESS = '서울특별시 송파구 법원로 114 (문정동)';

async function registerAddress(page: Page, detail: string): Promise<void> {
  await page.getByRole('button', { name: '주소 검색', exact: true }).click();
  const picker = page.getByRole('dialog', { name: '주소 검색' });
  const query = picker.getByRole('searchbox', { name: '주소 검색어' });
  await query.fill(COURT_ROAD);
  await query.press('Enter');
  await picker.getByRole('button', { name: new RegExp(escaped(COURT_ROAD_ADDRESS)) }).click();
  await picker.getByRole('textbox', { name: '상세 주소' }).fill(detail);
  await picker.getByRole('button', { name: '이 주소로 설정' }).click();
  await page.getByRole('dialog', { name: '배송지 등록' }).getByRole('button', { name: '저장하기' }).click();
}

test('a guest orders delivery: 배달 → registers an address → category → product with options → cart total', async ({
  page,
}) => {
  const { menu, required, optional } = await menuWithOptions(page.request);
  // The dearest required item and the first paid optional one, so both add prices count in the total.
  const requiredItem = [...required.subOptionItemDetailResponseList].sort((a, b) => b.addPrice - a.addPrice)[0];
  const optionalItem = optional.subOptionItemDetailResponseList.find((i) => i.addPrice > 0);
  if (requiredItem === undefined || optionalItem === undefined) throw new Error('no option items');
  const quantity = 2;

  await page.goto('/');
  await closePopup(page);
  await homeCard(page, '배달').click();

  // No default address yet: the address permission page, then back with mealType=delivery (spec §4 Delivery card).
  await expect(page).toHaveURL(/\/address\/permission\?redirect_to=/);
  await registerAddress(page, '101동 1001호');
  await expect(page).toHaveURL(/\/categories\/1\?mealType=delivery$/);

  await page
    .getByRole('main')
    .getByRole('link', { name: new RegExp(`^${escaped(menu.menuName)} `) })
    .first()
    .click();
  await expect(page).toHaveURL(`/products/${menu.id}?mealType=delivery`);
  await expect(page.getByRole('heading', { level: 1, name: menu.menuName })).toBeVisible();

  await page
    .getByRole('group', { name: new RegExp(escaped(required.subOptionTitle)) })
    .getByRole(required.maxSelect === 1 ? 'radio' : 'checkbox', {
      name: new RegExp(`^${escaped(requiredItem.itemTitle)}`),
    })
    .check();
  await page
    .getByRole('group', { name: new RegExp(escaped(optional.subOptionTitle)) })
    .getByRole(optional.maxSelect === 1 ? 'radio' : 'checkbox', {
      name: new RegExp(`^${escaped(optionalItem.itemTitle)}`),
    })
    .check();
  await page.getByRole('button', { name: '수량 늘리기', exact: true }).click();
  await expect(page.getByRole('spinbutton', { name: '수량', exact: true })).toHaveValue(String(quantity));

  await page.getByRole('button', { name: '장바구니 담기' }).click();
  const added = page.getByRole('alertdialog', { name: '알림' });
  await expect(added.getByText('장바구니에 추가했습니다.')).toBeVisible();
  await added.getByRole('button', { name: '장바구니로 이동하기' }).click();

  await expect(page).toHaveURL('/cart?mealType=delivery');
  const expected = lineTotalOf(menu.menuPrice, [requiredItem.addPrice, optionalItem.addPrice], quantity);
  const line = page.getByRole('list', { name: '담은 메뉴' }).getByRole('listitem').filter({ hasText: menu.menuName });
  await expect(line).toContainText(requiredItem.itemTitle);
  await expect(line).toContainText(optionalItem.itemTitle);
  await expect(line).toContainText(formatWon(expected));
  await expect(page.locator('dt:text-is("상품 금액 합계") + dd')).toHaveText(formatWon(expected));
  await expect(page.getByRole('link', { name: '장바구니, 1개 담김' }).first()).toBeVisible();
  await expect(page.getByRole('link', { name: '주문하기' })).toHaveAttribute('href', '/checkout?mealType=delivery');
});

test('adding to the cart without a meal type alerts 배달인지 포장인지 먼저 선택해주세요.', async ({ page }) => {
  const { menu, required } = await menuWithOptions(page.request);
  const item = required.subOptionItemDetailResponseList[0];
  if (item === undefined) throw new Error('no option items');
  await page.goto(`/products/${menu.id}`);
  await expect(page.getByRole('heading', { level: 1, name: menu.menuName })).toBeVisible();
  await page
    .getByRole('group', { name: new RegExp(escaped(required.subOptionTitle)) })
    .getByRole(required.maxSelect === 1 ? 'radio' : 'checkbox', { name: new RegExp(`^${escaped(item.itemTitle)}`) })
    .check();
  await page.getByRole('button', { name: '장바구니 담기' }).click();
  const alert = page.getByRole('alertdialog', { name: '알림' });
  await expect(alert.getByText('배달인지 포장인지 먼저 선택해주세요.')).toBeVisible();
  await alert.getByRole('button', { name: '확인' }).click();
  await expect(alert).toBeHidden();
  await expect(page).toHaveURL(`/products/${menu.id}`);
});

test('the banner popup is hidden for a day after 오늘 그만보기 (cookie _hpu=1, 86,400 s)', async ({
  page,
  context,
}) => {
  await page.goto('/');
  const popup = page.getByRole('dialog', { name: '이벤트 안내' });
  await expect(popup).toBeVisible();
  await expect(popup.getByText(/^1 \/ \d+$/)).toBeVisible();
  const before = Date.now() / 1000;
  // Ticking the box is the action itself: the popup closes at once, so the box is clicked, not `check()`ed.
  await popup.getByRole('checkbox', { name: '오늘 그만보기' }).click();
  await expect(popup).toBeHidden();

  const cookie = (await context.cookies()).find((c) => c.name === POPUP_HIDE_COOKIE_SPEC.name);
  expect(cookie?.value).toBe('1');
  const lifetime = (cookie?.expires ?? 0) - before;
  expect(lifetime).toBeGreaterThan(POPUP_HIDE_COOKIE_SPEC.maxAgeSeconds - 60);
  expect(lifetime).toBeLessThanOrEqual(POPUP_HIDE_COOKIE_SPEC.maxAgeSeconds + 5);

  await page.reload();
  await expect(page.getByRole('region', { name: '이벤트 배너' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(popup).toHaveCount(0);
});
