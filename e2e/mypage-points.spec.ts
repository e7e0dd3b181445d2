import { formatPoints } from '../src/domain/money/format';
import { contentViolations } from './support/axe';
import { chooseApprovedCard } from './support/checkout';
import { logInDemo, sessionType } from './support/session';
import { expect, type Page, test } from './support/test';

// Issue 11: 나의 포인트 and 멤버십 안내 for the demo member, in the desktop and mobile projects. The journey leaves
// the demo data as it found it: the order it places with points is cancelled, which gives the points back.

/** The seeded demo member (README): grade 골드. */
const _DEMO = { username: 'demo', password: 'chicken1234!' } as const;

/** Menu 1 ×2 with option 111, takeout at branch 2 문정법조단지점 (open around the clock). */
const TAKEOUT_CHECKOUT = '/checkout?mealType=takeout&branchId=2&mc=1-2-111';
const POINTS_USED = 1000;

/** The history rows (the pagination's page links are list items too, in their own nav). */
const history = (page: Page) => page.getByRole('region', { name: '포인트 내역' }).locator(':scope > ul > li');

/** Opens /mypage/points once it has read the ledger; returns the balance shown. */
async function openPoints(page: Page): Promise<string> {
  await page.goto('/mypage/points');
  await expect(page.getByRole('heading', { level: 1, name: '나의 포인트' })).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  const balance = page.getByTestId('point-balance');
  await expect(balance).toHaveText(/^[\d,]+P$/);
  return (await balance.textContent()) ?? '';
}

/** Places a takeout order paying POINTS_USED points (the rest by the sandbox card); returns its order number. */
async function orderWithPoints(page: Page): Promise<string> {
  await page.goto(TAKEOUT_CHECKOUT);
  await expect(page.getByRole('heading', { level: 1, name: '주문하기' })).toBeVisible();
  const summary = page.getByRole('region', { name: '결제 금액', exact: true });
  await expect(summary.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 15_000 });
  const pointInput = page.getByRole('textbox', { name: '사용할 포인트' });
  await pointInput.fill(String(POINTS_USED));
  await pointInput.blur();
  await expect(summary.locator('dt:text-is("포인트") + dd')).toHaveText('-1,000원');
  await expect(summary.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 15_000 });
  await chooseApprovedCard(page);
  const pay = page.getByRole('button', { name: /결제하기$/ });
  await expect(pay).toBeEnabled();
  await pay.click();
  await expect(page).toHaveURL(/\/checkout\/complete\?orderId=/);
  return ((await page.locator('dt:text-is("주문번호") + dd').textContent()) ?? '').trim();
}

/** Cancels the newest order from /mypage/orders (it is still cancellable: the branch takes 45 s to accept it). */
async function cancelNewestOrder(page: Page, orderNo: string): Promise<void> {
  await page.goto('/mypage/orders');
  const row = page.getByRole('region', { name: '주문 내역' }).getByRole('listitem').first();
  await row.getByRole('button', { name: '상세 보기' }).click();
  await expect(row).toContainText(orderNo);
  await row.getByRole('button', { name: '주문 취소' }).click();
  await page.getByRole('button', { name: '주문 취소하기' }).click();
  await expect(page.getByText('주문이 취소되었습니다.')).toBeVisible();
}

test('the demo member reads balance, 소멸 예정 and history; an order paid with points then cancelled shows 사용 and 취소 환불', {
  tag: '@desktop',
}, async ({ page }) => {
  await logInDemo(page);
  const before = await openPoints(page);
  await expect(page.getByTestId('point-expiring')).toHaveText(/^[\d,]+P$/);
  await expect(page.getByText('24개월이 지난 달의 말일까지 사용할 수 있으며')).toBeVisible();
  // The seeded ledger, newest first: its oldest row (on the last page, whatever other journeys added) is dated
  // YYYY.MM.DD with its reason and signed amount.
  await expect(history(page).first()).toBeVisible();
  const last = page
    .getByRole('navigation', { name: '포인트 내역 페이지' })
    .getByRole('button', { name: '마지막 페이지' });
  if (await last.isEnabled()) {
    await last.click();
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  }
  await expect(history(page).last()).toContainText('회원가입 축하 포인트');
  await expect(history(page).last()).toContainText('2026.09.01');
  await expect(history(page).last()).toContainText('적립');
  await expect(history(page).last()).toContainText('+3,000P');
  expect(await contentViolations(page)).toEqual([]);

  const orderNo = await orderWithPoints(page);
  const spent = await openPoints(page);
  expect(spent).not.toBe(before);
  await expect(history(page).first()).toContainText('사용');
  await expect(history(page).first()).toContainText(`-${formatPoints(POINTS_USED)}`);
  await expect(
    history(page)
      .first()
      .getByRole('link', { name: `주문번호 ${orderNo} 주문 내역 보기` }),
  ).toBeVisible();

  await cancelNewestOrder(page, orderNo);
  expect(await openPoints(page)).toBe(before);
  const refund = history(page).first();
  await expect(refund).toContainText('취소 환불');
  await expect(refund).toContainText(`+${formatPoints(POINTS_USED)}`);
  await expect(refund).toContainText(/\d{4}\.\d{2}\.\d{2}/);
  await refund.getByRole('link', { name: `주문번호 ${orderNo} 주문 내역 보기` }).click();
  await expect(page).toHaveURL(/\/mypage\/orders$/);
});

test('멤버십 안내: the demo member’s grade 골드 is marked, with the progress to the next grade as a progress bar', async ({
  page,
}) => {
  await logInDemo(page);
  await page.goto('/mypage/membership');
  await expect(page.getByRole('heading', { level: 1, name: '멤버십 안내' })).toBeVisible();
  await expect(page.getByTestId('my-grade')).toHaveText('골드');
  const bar = page.getByRole('progressbar', { name: 'VIP 등급까지 진행률' });
  await expect(bar).toHaveAttribute('aria-valuemax', '12');
  await expect(bar).toHaveAttribute('aria-valuenow', /^\d+$/);
  await expect(page.getByText(/VIP 등급까지 주문 \d+회 남았어요\.|VIP 등급 조건을 채웠어요/)).toBeVisible();
  const cards = page
    .getByRole('region', { name: '등급별 혜택' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 3 }) });
  await expect(cards.getByRole('heading', { level: 3 })).toHaveText(['웰컴', '실버', '골드', 'VIP']);
  const gold = cards.filter({ has: page.getByRole('heading', { name: '골드' }) });
  await expect(gold).toHaveAttribute('aria-current', 'true');
  await expect(gold).toContainText('결제 금액의 3% 포인트 적립');
  await expect(gold).toContainText('매월 치즈볼 교환 쿠폰 지급');
  await expect(gold).toContainText('최근 6개월 주문 6회 이상');
  expect(await contentViolations(page)).toEqual([]);
});

test('a guest reaching the points or membership page is told they are for members', { tag: '@desktop' }, async ({
  page,
}) => {
  await page.goto('/');
  await expect.poll(() => sessionType(page)).toBe('guest');
  for (const path of ['/mypage/points', '/mypage/membership']) {
    await page.goto(path);
    // I11-A's frame may send a guest to log in; if it shows the page, it says it is for members.
    await expect(
      page.getByRole('heading', { name: '회원 전용 서비스예요.' }).or(page.getByLabel('아이디')),
    ).toBeVisible();
  }
});
