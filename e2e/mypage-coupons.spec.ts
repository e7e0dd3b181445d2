import { contentViolations } from './support/axe';
import { logInDemo } from './support/session';
import { expect, type Page, test } from './support/test';

// Spec §2 /mypage/coupons 쿠폰북 for the demo member, read only (other journeys spend its coupons): the tabs with their
// counts and cards, and issue 13's one read of the book (the route loader's) for every tab.

const tabs = (page: Page) => page.getByRole('navigation', { name: '쿠폰 종류' });

/** The cards of the tab on screen, as many as its count says (장). */
async function expectCardsAsCounted(page: Page, label: string): Promise<void> {
  const tab = tabs(page).getByRole('link', { name: new RegExp(label) });
  await expect(tab).toHaveAttribute('aria-current', 'page');
  const count = Number((await tab.textContent())?.match(/(\d+)장/)?.[1] ?? Number.NaN);
  expect(count, `the ${label} tab shows its count`).not.toBeNaN();
  const panel = page.getByRole('region', { name: new RegExp(label) });
  if (count === 0) await expect(panel.getByRole('heading', { name: '보유한 쿠폰이 없어요.' })).toBeVisible();
  else await expect(panel.getByRole('article')).toHaveCount(count);
}

test('쿠폰북: the demo member’s coupons by tab, each tab counted, the book read once for every tab', async ({
  page,
}) => {
  await logInDemo(page);
  await page.goto('/mypage/coupons');
  await expect(page.getByRole('heading', { level: 1, name: '쿠폰북' })).toBeVisible();
  await expect(tabs(page).getByRole('link', { name: /멤버십 쿠폰 \d+장/ })).toBeVisible();
  await expectCardsAsCounted(page, '멤버십 쿠폰');
  // Membership coupons are issued to the member, not registered: they have no 삭제.
  await expect(page.getByRole('region', { name: /멤버십 쿠폰/ }).getByRole('button', { name: /삭제/ })).toHaveCount(0);

  const reads: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'GET' && /\/coupon\//.test(new URL(request.url()).pathname)) reads.push(request.url());
  });
  await page.goto('/mypage/coupons/1');
  await expectCardsAsCounted(page, '멤버십 쿠폰');
  const afterArrival = reads.length;
  expect(afterArrival).toBeGreaterThan(0);

  await tabs(page)
    .getByRole('link', { name: /E-쿠폰/ })
    .click();
  await expect(page).toHaveURL(/\/mypage\/coupons\/3$/);
  await expectCardsAsCounted(page, 'E-쿠폰');
  await tabs(page)
    .getByRole('link', { name: /금액권·상품권/ })
    .click();
  await expect(page).toHaveURL(/\/mypage\/coupons\/2$/);
  await expectCardsAsCounted(page, '금액권·상품권');
  // A registered coupon can be deleted (after a confirmation, which is left unanswered here). The demo member was
  // given two price coupons and three vouchers; the other journeys spend at most one voucher per project.
  const registered = page.getByRole('region', { name: /금액권·상품권/ }).getByRole('button', { name: /삭제$/ });
  await registered.first().click();
  const confirm = page.getByRole('alertdialog', { name: '쿠폰 삭제' });
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: '취소' }).click();
  await expect(confirm).toBeHidden();
  expect(reads).toHaveLength(afterArrival);
  expect(await contentViolations(page)).toEqual([]);
});
