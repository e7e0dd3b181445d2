import { contentViolations } from './support/axe';
import { cancelWithSession, chooseApprovedCard, openPricedCheckout } from './support/checkout';
import { logInDemo, sessionType } from './support/session';
import { matchInTextTo } from './support/sms';
import { type APIRequestContext, type Browser, expect, type Page, type TestInfo, test } from './support/test';

// Issue 14 tracking link: after an order is placed, the receiver's phone gets an SMS (read here from the local SMS
// simulator's outbox) with a signed /track/{token} link; opened in a browser that never signed in, it shows the
// branch, the items, the amount and the live status, and a tampered link shows a Korean page instead.

/** The seeded demo member's phone (server/db/seed/demo-member.ts): the receiver of its orders. */
const DEMO_PHONE = '01012345678';
/** Menu 3 옛날 통닭 (no required option), takeout at branch 2 문정법조단지점 (open around the clock). */
const SMALL_TAKEOUT = '/checkout?mealType=takeout&branchId=2&mc=3-1';
const PUSHED_WITHIN_MS = 2_000;

/**
 * The path of the tracking link of order `orderId` texted to the demo member's phone. Other journeys order for the
 * demo member at the same time: the link is told apart by its order id.
 */
async function textedTrackingPath(request: APIRequestContext, orderId: number): Promise<string> {
  const [, path = ''] = await matchInTextTo(
    request,
    DEMO_PHONE,
    new RegExp(`https?://\\S+?(/track/${orderId}\\.[A-Za-z0-9_-]{22})`),
  );
  return path;
}

/** A browser of its own with the project's device (viewport, touch, user agent), never signed in. */
async function freshBrowser(browser: Browser, testInfo: TestInfo): Promise<Page> {
  const { baseURL, viewport, isMobile, hasTouch, userAgent, deviceScaleFactor, locale, timezoneId } =
    testInfo.project.use;
  const context = await browser.newContext({
    baseURL,
    viewport,
    isMobile,
    hasTouch,
    userAgent,
    deviceScaleFactor,
    locale,
    timezoneId,
  });
  return context.newPage();
}

/** Pays the small takeout by the sandbox card that approves; the complete page is shown. Resolves with the order id. */
async function placeSmallTakeout(page: Page): Promise<number> {
  await openPricedCheckout(page, SMALL_TAKEOUT);
  await chooseApprovedCard(page);
  const placed = page.waitForResponse(
    (response) => response.url().endsWith('/api/delivery/order/process') && response.status() === 201,
  );
  await page.getByRole('button', { name: /결제하기$/ }).click();
  const { id } = (await (await placed).json()) as { id: number };
  await expect(page).toHaveURL(/\/checkout\/complete\?orderId=/);
  await expect(page.locator('dt:text-is("주문 상태") + dd')).toHaveText('주문완료');
  return id;
}

test('the texted link shows the order live to a browser that never signed in; a tampered one a Korean page', async ({
  page,
  browser,
  request,
}, testInfo) => {
  // Two browsers, an order, a cancel and two axe checks: longer than one page's journey.
  test.slow();
  await logInDemo(page);
  const orderId = await placeSmallTakeout(page);
  const paid = ((await page.locator('dt:text-is("결제금액") + dd').textContent()) ?? '').trim();
  const branchSection = page.getByRole('region', { name: '주문 매장' });
  const path = await textedTrackingPath(request, orderId);

  const receiver = await freshBrowser(browser, testInfo);
  await receiver.goto(path);
  const card = receiver.locator('article', { has: receiver.getByRole('heading', { level: 1 }) });
  const branchName = ((await card.getByRole('heading', { level: 1 }).textContent()) ?? '').trim();
  expect(branchName).not.toBe('');
  await expect(branchSection).toContainText(branchName);
  const items = card.getByRole('region', { name: '주문 메뉴' });
  await expect(items.getByRole('listitem')).toHaveCount(1);
  await expect(items.getByRole('listitem')).toContainText('옛날 통닭');
  await expect(items.getByRole('listitem')).toContainText('1개');
  await expect(card.locator('dt:text-is("결제금액") + dd')).toHaveText(paid);
  expect(paid).toMatch(/^\d{1,3}(,\d{3})*원$/);
  const status = card.getByRole('status');
  await expect(status).toHaveText('주문완료');
  await expect(card.getByRole('list', { name: '주문 진행 상황' }).locator('[aria-current="step"]')).toHaveText(
    '주문완료',
  );
  expect(await sessionType(receiver)).not.toBe('member');
  await expect(receiver.locator('main')).not.toContainText(/010-?1234-?5678/);
  expect(await contentViolations(receiver)).toEqual([]);

  // The member cancels this order (with the member's session; the history's cancel button is orders.spec's): the
  // receiver's page shows it at once (pushed, no reload). The history's newest row may be another journey's order.
  expect(await cancelWithSession(page, orderId)).toBe(200);
  await expect(status).toHaveText('주문취소', { timeout: PUSHED_WITHIN_MS });

  // One character changed: the Korean page, not an error.
  const tampered = `${path.slice(0, -1)}${path.endsWith('A') ? 'B' : 'A'}`;
  await receiver.goto(tampered);
  await expect(receiver.getByRole('heading', { level: 1, name: '유효하지 않은 주문 조회 링크입니다.' })).toBeVisible();
  await expect(receiver.getByRole('link', { name: '홈으로' })).toBeVisible();
  expect(await contentViolations(receiver)).toEqual([]);
});
