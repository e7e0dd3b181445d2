import { lineTotalOf } from '../src/domain/menu/order-form';
import { formatWon } from '../src/domain/money/format';
import { type APIRequestContext, expect, type Page, test } from './support/test';

// /cart against the real server (spec §2 /cart, §3 Cart line, §4): lines added through the API, then quantity,
// delete and clear through the page; every total is checked against the domain's line-total rule.

const DEMO = { username: 'demo', password: 'chicken1234!' };

interface OptionItem {
  readonly id: number;
  readonly itemTitle: string;
  readonly addPrice: number;
}
interface OptionGroup {
  readonly subOptionTitle: string;
  readonly minSelect: number;
  readonly subOptionItemDetailResponseList: readonly OptionItem[];
}
interface MenuCard {
  readonly id: number;
  readonly menuName: string;
  readonly menuPrice: number;
}

/** A menu and a valid choice of its options, with the add prices the domain's total needs. */
interface Choice {
  readonly menu: MenuCard;
  readonly items: readonly OptionItem[];
}

/** Signs the browser context in through the sign-in helper (spec §7 CSRF dance); returns the access token. */
async function signIn(request: APIRequestContext, provider: 'member' | 'guest', fields: Record<string, string>) {
  const { csrfToken } = (await (await request.get('/api/auth/csrf')).json()) as { csrfToken: string };
  const answer = await request.post(`/api/auth/callback/${provider}`, {
    form: { ...fields, csrfToken, callbackUrl: '/', json: 'true' },
  });
  expect(answer.ok()).toBe(true);
  const session = (await (await request.get('/api/auth/session')).json()) as { accessToken: string } | null;
  if (session === null) throw new Error(`${provider} sign-in gave no session`);
  return session.accessToken;
}

function api(request: APIRequestContext, token: string) {
  const headers = { authorization: `Bearer ${token}` };
  return {
    clear: async () => expect((await request.delete('/api/delivery/cart', { headers })).ok()).toBe(true),
    add: async (choice: Choice, quantity = 1) => {
      const answer = await request.post('/api/delivery/cart', {
        headers,
        data: { mainMenuId: choice.menu.id, quantity, subOptionItemIdSet: choice.items.map((i) => i.id) },
      });
      expect(answer.status()).toBe(201);
      return ((await answer.json()) as { cartId: number }).cartId;
    },
    lines: async () =>
      (
        (await (await request.post('/api/delivery/cart/list', { headers })).json()) as {
          responseList: { cartId: number; quantity: number }[];
        }
      ).responseList,
  };
}

/**
 * The `index`-th menu of category 1 with, in each required group, its dearest item (so the add price shows in the
 * total) and, in the first optional group, its first item.
 */
async function choiceOf(request: APIRequestContext, index: number): Promise<Choice> {
  const menus = (await (await request.get('/api/delivery/menu/1')).json()) as MenuCard[];
  const menu = menus[index];
  if (menu === undefined) throw new Error(`category 1 has no menu #${index}`);
  const groups = (await (await request.get(`/api/delivery/menu/sub-option/${menu.id}`)).json()) as OptionGroup[];
  const items: OptionItem[] = [];
  for (const group of groups.filter((g) => g.minSelect > 0)) {
    const sorted = [...group.subOptionItemDetailResponseList].sort((a, b) => b.addPrice - a.addPrice);
    items.push(...sorted.slice(0, group.minSelect));
  }
  const optional = groups.find((g) => g.minSelect === 0)?.subOptionItemDetailResponseList[0];
  if (optional !== undefined) items.push(optional);
  return { menu, items };
}

const totalOf = (choice: Choice, quantity: number) =>
  lineTotalOf(
    choice.menu.menuPrice,
    choice.items.map((i) => i.addPrice),
    quantity,
  );

const lineOf = (page: Page, name: string) =>
  page.getByRole('list', { name: '담은 메뉴' }).getByRole('listitem').filter({ hasText: name });

const subtotalOf = (page: Page) => page.locator('dt:text-is("상품 금액 합계") + dd');

const cartBadge = (page: Page, count: number) => page.getByRole('link', { name: `장바구니, ${count}개 담김` }).first();

test.describe('the cart', () => {
  let fried: Choice;
  let second: Choice;
  let cart: ReturnType<typeof api>;

  test.beforeEach(async ({ page }) => {
    const token = await signIn(page.request, 'member', DEMO);
    cart = api(page.request, token);
    await cart.clear();
    fried = await choiceOf(page.request, 0);
    second = await choiceOf(page.request, 1);
  });

  test('lines show their options and the domain line totals; the stepper PATCHes and the totals follow', async ({
    page,
  }) => {
    await cart.add(fried);
    await cart.add(second, 2);
    await page.goto('/cart?mealType=delivery');

    const first = lineOf(page, fried.menu.menuName);
    await expect(first).toContainText(formatWon(totalOf(fried, 1)));
    for (const item of fried.items) await expect(first).toContainText(item.itemTitle);
    await expect(lineOf(page, second.menu.menuName)).toContainText(formatWon(totalOf(second, 2)));
    const subtotal = subtotalOf(page);
    await expect(page.getByText('상품 금액 합계')).toBeVisible();
    await expect(subtotal).toHaveText(formatWon(totalOf(fried, 1) + totalOf(second, 2)));
    await expect(page.getByText('배달비와 할인은 주문하기 단계에서 적용됩니다.')).toBeVisible();
    await expect(cartBadge(page, 2)).toBeVisible();

    await first.getByRole('button', { name: `${fried.menu.menuName} 수량 늘리기` }).click();
    await expect(first).toContainText(formatWon(totalOf(fried, 2)));
    await expect(subtotal).toHaveText(formatWon(totalOf(fried, 2) + totalOf(second, 2)));
    await expect.poll(async () => (await cart.lines())[0]?.quantity).toBe(2);

    const quantity = first.getByRole('spinbutton', { name: `${fried.menu.menuName} 수량` });
    await quantity.fill('5');
    await quantity.press('Enter');
    await expect(first).toContainText(formatWon(totalOf(fried, 5)));
    await expect(subtotal).toHaveText(formatWon(totalOf(fried, 5) + totalOf(second, 2)));
    await expect.poll(async () => (await cart.lines())[0]?.quantity).toBe(5);

    const checkout = page.getByRole('link', { name: '주문하기' });
    await expect(checkout).toHaveAttribute('href', '/checkout?mealType=delivery');
  });

  test('deleting asks first and refreshes the badge; clearing empties the cart', async ({ page }) => {
    await cart.add(fried);
    await cart.add(second);
    await page.goto('/cart');
    await expect(cartBadge(page, 2)).toBeVisible();

    await lineOf(page, second.menu.menuName)
      .getByRole('button', { name: `${second.menu.menuName} 삭제` })
      .click();
    const confirm = page.getByRole('alertdialog', { name: '메뉴 삭제' });
    await confirm.getByRole('button', { name: '취소' }).click();
    await expect(lineOf(page, second.menu.menuName)).toBeVisible();

    await lineOf(page, second.menu.menuName)
      .getByRole('button', { name: `${second.menu.menuName} 삭제` })
      .click();
    await confirm.getByRole('button', { name: '삭제하기' }).click();
    await expect(lineOf(page, second.menu.menuName)).toHaveCount(0);
    await expect(cartBadge(page, 1)).toBeVisible();
    await expect(subtotalOf(page)).toHaveText(formatWon(totalOf(fried, 1)));

    await page.getByRole('button', { name: '전체 삭제' }).click();
    await page.getByRole('alertdialog', { name: '장바구니 비우기' }).getByRole('button', { name: '삭제하기' }).click();
    await expect(page.getByRole('heading', { name: '장바구니가 비어 있어요' })).toBeVisible();
    await expect(page.getByRole('link', { name: '메뉴 보러 가기' })).toHaveAttribute('href', '/categories/1');
    await expect(cartBadge(page, 0)).toBeVisible();
    expect(await cart.lines()).toEqual([]);
  });

  test('after a coupon change the stored removable line leaves the cart and the changed coupon is noted', async ({
    page,
  }) => {
    const changed = await cart.add(fried);
    await cart.add(second);
    await page.goto('/');
    await page.evaluate((id) => localStorage.setItem('removableCartId', String(id)), changed);
    await page.goto('/cart?ignoreEcoupons=EC100000001');

    await expect(lineOf(page, second.menu.menuName)).toBeVisible();
    await expect(lineOf(page, fried.menu.menuName)).toHaveCount(0);
    await expect(page.getByText('메뉴를 변경한 E-쿠폰(EC100000001)은 이번 주문에 적용되지 않습니다.')).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('removableCartId'))).toBeNull();
    expect((await cart.lines()).map((l) => l.cartId)).not.toContain(changed);
    await expect(cartBadge(page, 1)).toBeVisible();
  });
});
