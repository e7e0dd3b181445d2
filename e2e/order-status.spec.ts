import { chooseApprovedCard, openPricedCheckout } from './support/checkout';
import { logInDemo } from './support/session';
import { expect, type Locator, type Page, test } from './support/test';

// Issue 14 live order status in the browser: the complete page and /mypage/orders follow an order through its status
// stream (fetch with the session's bearer token, server-sent events) and show a change made elsewhere at once: no
// reload, and well before their polling fallback (10 s and 15 s) would.

/** The seeded demo member (README). */
const _DEMO = { username: 'demo', password: 'chicken1234!' } as const;
/** Menu 3 옛날 통닭 (no required option), takeout at branch 2 문정법조단지점 (open around the clock). */
const SMALL_TAKEOUT = '/checkout?mealType=takeout&branchId=2&mc=3-1';
/** Far below the polling fallbacks: only a pushed change is shown this fast. */
const PUSHED_WITHIN_MS = 2_000;
const STREAM_PATH = /^\/api\/delivery\/order\/history\/\d+\/events$/;

/** The newest order of the history, shown with its detail open. */
async function newestOrder(page: Page, orderId: string): Promise<Locator> {
  await page.goto('/mypage/orders');
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  const row = page.getByRole('region', { name: '주문 내역' }).getByRole('listitem').first();
  await row.getByRole('button', { name: '상세 보기' }).click();
  await expect(row).toContainText(orderId);
  return row;
}

test('a cancel made in one tab shows at once on the complete page and the order history open in others', {
  tag: '@desktop',
}, async ({ page, context }) => {
  await logInDemo(page);
  await openPricedCheckout(page, SMALL_TAKEOUT);
  await chooseApprovedCard(page);
  const streamed = page.waitForResponse((response) => STREAM_PATH.test(new URL(response.url()).pathname));
  await page.getByRole('button', { name: /결제하기$/ }).click();
  await expect(page).toHaveURL(/\/checkout\/complete\?orderId=/);
  const status = page.locator('dt:text-is("주문 상태") + dd');
  await expect(status).toHaveText('주문완료');
  const orderId = ((await page.locator('dt:text-is("주문번호") + dd').textContent()) ?? '').trim();

  // The complete page opened the order's stream: an event stream, not a poll.
  const stream = await streamed;
  expect(stream.status()).toBe(200);
  expect(stream.headers()['content-type']).toContain('text/event-stream');

  // A second tab shows the order in the history; a third cancels it there.
  const watching = await context.newPage();
  const watchedRow = await newestOrder(watching, orderId);
  await expect(watchedRow).toContainText('주문완료');
  const cancelling = await context.newPage();
  const row = await newestOrder(cancelling, orderId);
  await row.getByRole('button', { name: '주문 취소' }).click();
  await cancelling.getByRole('button', { name: '주문 취소하기' }).click();
  await expect(cancelling.getByText('주문이 취소되었습니다.')).toBeVisible();

  await expect(status).toHaveText('주문취소', { timeout: PUSHED_WITHIN_MS });
  await expect(watchedRow).toContainText('주문취소', { timeout: PUSHED_WITHIN_MS });
  await expect(watchedRow.getByRole('button', { name: '주문 취소' })).toHaveCount(0);
});
