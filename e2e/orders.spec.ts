import { PAYMENT_MESSAGES, SANDBOX_CARDS } from '../src/contract/payment';
import { formatHeaderPoints, formatPoints, formatWon } from '../src/domain/money/format';
import { contentViolations } from './support/axe';
import { DEMO, logInDemo } from './support/session';
import { codeSentTo, randomPhone } from './support/sms';
import { type APIRequestContext, expect, type Locator, type Page, test } from './support/test';

// Issue 6's order journeys, by hand through the pages, in the desktop and mobile projects, on a fresh database
// (one server per run, so the demo member's coupons, points and orders are shared by both projects: each journey
// discovers what is usable instead of naming coupons, and spends at most one membership coupon and one voucher).

/** The seeded demo member (README). */

/** Menu 1 바삭 후라이드 치킨 ×2 with option 111 한마리, at branch 2 문정법조단지점 (open around the clock). */
const FRIED = { menuName: '바삭 후라이드 치킨', code: '1-2-111' } as const;
const TAKEOUT_BRANCH = 2;
/** Menu 3 옛날 통닭 has no required option: the small order of the quick-order journey. */
const SMALL = { menuName: '옛날 통닭', code: '3-1' } as const;

const takeoutCheckout = (code: string) => `/checkout?mealType=takeout&branchId=${TAKEOUT_BRANCH}&mc=${code}`;

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** "-23,000원" → -23000; "12,300P" (or the header's "12,300p") → 12300. */
function amountOf(text: string | null): number {
  const match = /(-?)([\d,]+)\s*[원Pp]/.exec(text ?? '');
  if (match === null) throw new Error(`no amount in "${text}"`);
  return (match[1] === '-' ? -1 : 1) * Number((match[2] ?? '').replace(/,/g, ''));
}

// ── checkout ────────────────────────────────────────────────────────────────────────────────────────────────────

const summaryOf = (page: Page) => page.getByRole('region', { name: '결제 금액', exact: true });

/** A summary figure (주문금액, 할인, 포인트, 최종 결제금액…) in won. */
async function summaryFigure(page: Page, label: string): Promise<number> {
  return amountOf(await summaryOf(page).locator(`dt:text-is("${label}") + dd`).textContent());
}

/** The checkout has loaded and the server has confirmed the price on screen. */
async function checkoutSettled(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: '주문하기' })).toBeVisible();
  const summary = summaryOf(page);
  await expect(summary).toBeVisible();
  // The server's confirmation of the price (a loaded CI machine may take a few seconds).
  await expect(summary.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 15_000 });
  await expect(summary.locator('dt:text-is("최종 결제금액") + dd')).toHaveText(/원$/);
  await expect(summary.getByRole('alert')).toHaveCount(0);
}

/** The section headings of the checkout body, in page order (the summary's own heading left out). */
async function checkoutHeadings(page: Page): Promise<string[]> {
  const headings = await page.getByRole('main').getByRole('heading', { level: 2 }).allTextContents();
  return headings.map((h) => h.trim()).filter((h) => h !== '결제 금액');
}

const payButton = (page: Page) => page.getByRole('button', { name: /결제하기$/ });

async function payByCard(page: Page, cardNumber: string): Promise<void> {
  await page.getByRole('radio', { name: '신용카드' }).check();
  // Typed in groups of four, as a customer reads a card.
  await page.getByRole('textbox', { name: '카드번호' }).fill(cardNumber.replace(/(\d{4})(?=\d)/g, '$1 '));
  await expect(payButton(page)).toBeEnabled();
  await payButton(page).click();
}

/** Pays the sandbox-approved card and lands on the complete page; returns the order number shown. */
async function payAndComplete(page: Page): Promise<string> {
  await payByCard(page, SANDBOX_CARDS.approve);
  await expect(page).toHaveURL(/\/checkout\/complete\?orderId=/);
  await expect(page.getByRole('heading', { level: 1, name: '주문이 완료되었습니다' })).toBeVisible();
  return ((await page.locator('dt:text-is("주문번호") + dd').textContent()) ?? '').trim();
}

/** One choice of an open coupon chooser: its title, benefit detail and whether it may be chosen. */
interface CouponChoice {
  readonly title: string;
  readonly detail: string;
  readonly selectable: boolean;
}

async function couponChoices(chooser: Locator): Promise<CouponChoice[]> {
  return chooser.locator('fieldset label').evaluateAll((labels) =>
    labels
      .map((label) => {
        const input = label.querySelector('input');
        const texts = [...label.querySelectorAll(':scope > span > span')].map((s) => s.textContent?.trim() ?? '');
        return { title: texts[0] ?? '', detail: texts[1] ?? '', selectable: input !== null && !input.disabled };
      })
      .filter((choice) => choice.detail !== ''),
  );
}

/** A membership coupon that takes money off the order (FLAT or RATE), usable for this order. */
const isAmountOff = (choice: CouponChoice) =>
  choice.selectable && /^(\d[\d,]*원|\d+%) 할인/.test(choice.detail) && !choice.detail.startsWith('배달팁');

async function openCouponChooser(page: Page, row: '멤버십 쿠폰' | '상품권', title: string): Promise<Locator> {
  await page.getByRole('button', { name: new RegExp(`^${row} `) }).click();
  const chooser = page.getByRole('dialog', { name: title });
  await expect(chooser).toBeVisible();
  await expect(chooser.locator('fieldset label').first()).toBeVisible();
  return chooser;
}

/** Opens the membership coupon row and chooses the first usable FLAT or RATE coupon; returns its title. */
async function chooseMembershipCoupon(page: Page): Promise<string> {
  const chooser = await openCouponChooser(page, '멤버십 쿠폰', '멤버십 쿠폰 선택');
  const coupon = (await couponChoices(chooser)).find(isAmountOff);
  if (coupon === undefined) throw new Error('the demo member holds no usable FLAT or RATE membership coupon');
  await chooser.getByRole('radio', { name: new RegExp(`^${escaped(coupon.title)}`) }).check();
  await chooser.getByRole('button', { name: '확인', exact: true }).click();
  await expect(chooser).toBeHidden();
  return coupon.title;
}

// ── journeys ────────────────────────────────────────────────────────────────────────────────────────────────────

/** The banner popup opens on a first visit to the home page (spec §2): the customer closes it with 닫기. */
async function closePopup(page: Page): Promise<void> {
  const popup = page.getByRole('dialog', { name: '이벤트 안내' });
  await expect(popup).toBeVisible();
  await popup.getByRole('button', { name: '닫기', exact: true }).last().click();
  await expect(popup).toBeHidden();
}

/** A dataset address near the demo branches, searched and saved as the guest's first (default) address. */
async function registerAddress(page: Page, detail: string): Promise<void> {
  await page.getByRole('button', { name: '주소 검색', exact: true }).click();
  const picker = page.getByRole('dialog', { name: '주소 검색' });
  const query = picker.getByRole('searchbox', { name: '주소 검색어' });
  await query.fill('법원로');
  await query.press('Enter');
  await picker.getByRole('button', { name: new RegExp(escaped('서울특별시 송파구 법원로 114 (문정동)')) }).click();
  await picker.getByRole('textbox', { name: '상세 주소' }).fill(detail);
  await picker.getByRole('button', { name: '이 주소로 설정' }).click();
  await page.getByRole('dialog', { name: '배송지 등록' }).getByRole('button', { name: '저장하기' }).click();
}

/**
 * Empties the demo member's server cart (test setup through the API, in a request context of its own): the cart
 * then holds only what the journey puts in it, whichever project ran before.
 */
async function emptyDemoCart(request: APIRequestContext): Promise<void> {
  const { csrfToken } = (await (await request.get('/api/auth/csrf')).json()) as { csrfToken: string };
  await request.post('/api/auth/callback/member', { form: { ...DEMO, csrfToken, callbackUrl: '/', json: 'true' } });
  const session = (await (await request.get('/api/auth/session')).json()) as { accessToken: string } | null;
  if (session === null) throw new Error('demo sign-in gave no session');
  const emptied = await request.delete('/api/delivery/cart', {
    headers: { authorization: `Bearer ${session.accessToken}` },
  });
  expect(emptied.ok()).toBe(true);
}

/** The order history rows (page 1, newest first) once the list (or its empty state) has loaded. */
async function historyRows(page: Page): Promise<Locator> {
  await page.goto('/mypage/orders');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await expect(
    page.getByRole('region', { name: '주문 내역' }).or(page.getByRole('heading', { name: '주문 내역이 없어요.' })),
  ).toBeVisible();
  return page.getByRole('region', { name: '주문 내역' }).getByRole('listitem');
}

test('a guest orders delivery: address → 바로 주문하기 → checkout → card → complete → history after phone check', async ({
  page,
  request,
}) => {
  // A fresh visitor is a guest with no default address: 배달 asks for one first (spec §4 Delivery card).
  await page.goto('/');
  await closePopup(page);
  await page.getByRole('region', { name: '어떻게 받으시겠어요?' }).getByRole('button', { name: /^배달/ }).click();
  await expect(page).toHaveURL(/\/address\/permission\?redirect_to=/);
  await registerAddress(page, '101동 1001호');
  await expect(page).toHaveURL(/\/categories\/1\?mealType=delivery$/);

  await page.goto('/products/1?mealType=delivery');
  await expect(page.getByRole('heading', { level: 1, name: FRIED.menuName })).toBeVisible();
  await page
    .getByRole('group', { name: /부위 선택/ })
    .getByRole('radio', { name: /^한마리/ })
    .check();
  await page.getByRole('button', { name: '바로 주문하기' }).click();
  await expect(page).toHaveURL(/\/checkout\?/);
  const query = new URL(page.url()).searchParams;
  expect([query.get('mealType'), query.get('mc')]).toEqual(['delivery', '1-1-111']);
  await checkoutSettled(page);

  // Spec §2 checkout body, in order; a guest has no points sections.
  expect(await checkoutHeadings(page)).toEqual([
    '배달로 받을게요',
    '배송지 설정',
    '주문 요청 사항',
    '주문 상품',
    '할인쿠폰',
    '결제수단',
  ]);
  const address = page.getByRole('region', { name: '배송지 설정' });
  await expect(address).toContainText('서울특별시 송파구 법원로 114 (문정동)');
  await expect(address).toContainText('101동 1001호');
  await expect(page.getByRole('list', { name: '주문 상품' })).toContainText(FRIED.menuName);
  const total = await summaryFigure(page, '최종 결제금액');
  expect(total).toBe(
    (await summaryFigure(page, '주문금액')) +
      (await summaryFigure(page, '배달팁')) +
      (await summaryFigure(page, '할인')),
  );

  const orderId = await payAndComplete(page);
  expect(orderId).not.toBe('');
  await expect(page.locator('dt:text-is("결제금액") + dd')).toHaveText(/원$/);
  expect(amountOf(await page.locator('dt:text-is("결제금액") + dd').textContent())).toBe(total);

  // The guest confirms a phone (code from the SMS outbox), then the history lists the order.
  const phone = randomPhone();
  await page.goto('/mypage/orders');
  await expect(page.getByRole('heading', { level: 1, name: '주문 이력', exact: true })).toBeVisible();
  await page.getByRole('button', { name: '휴대폰 번호 확인' }).click();
  const popup = page.getByRole('dialog', { name: '비회원 휴대폰 인증' });
  await popup.getByLabel('휴대폰 번호').fill(phone);
  await popup.getByRole('button', { name: '인증번호 받기' }).click();
  await popup.getByLabel('인증번호').fill(await codeSentTo(request, phone));
  await popup.getByRole('button', { name: '확인' }).click();
  await expect(popup).toBeHidden();

  const row = page.getByRole('region', { name: '주문 내역' }).getByRole('listitem').first();
  await expect(row.getByRole('heading', { level: 3 })).toHaveText(FRIED.menuName);
  await expect(row).toContainText('배달');
  await row.getByRole('button', { name: '상세 보기' }).click();
  await expect(row).toContainText(orderId);
});

test('a member pays takeout with a membership coupon, a voucher and points; the points go down', async ({
  page,
}, testInfo) => {
  await logInDemo(page);
  const desktop = testInfo.project.name === 'desktop';
  const headerPoints = page.getByTestId('desktop-header').getByRole('link', { name: /^포인트/ });
  const headerBefore = desktop ? amountOf(await headerPoints.textContent()) : null;

  await page.goto(takeoutCheckout(FRIED.code));
  await checkoutSettled(page);
  const headings = await checkoutHeadings(page);
  // Spec §2 checkout body, in order (해피포인트 only when the partner state exists).
  expect(headings).toEqual([
    '포장할게요',
    '배송지 설정',
    '주문 요청 사항',
    '주문 상품',
    '할인쿠폰',
    '포인트',
    ...(headings.includes('해피포인트') ? ['해피포인트'] : []),
    '결제수단',
  ]);
  const pickup = page.getByRole('region', { name: '배송지 설정' });
  await expect(pickup).toContainText('픽업 매장');
  await expect(pickup).toContainText('문정법조단지점');
  const points = page.getByRole('region', { name: '포인트' });
  const balanceBefore = amountOf(await points.getByText(/^보유 /).textContent());
  if (headerBefore !== null) expect(balanceBefore).toBe(headerBefore);

  await chooseMembershipCoupon(page);
  await checkoutSettled(page);
  const couponRow = page.getByRole('button', { name: /^멤버십 쿠폰 -/ });
  await expect(couponRow).toBeVisible();
  const coupon = -amountOf(await couponRow.getAttribute('aria-label'));
  expect(coupon).toBeGreaterThan(0);

  const vouchers = await openCouponChooser(page, '상품권', '상품권 선택');
  await vouchers.getByRole('checkbox').and(page.locator(':enabled')).first().check();
  await vouchers.getByRole('button', { name: '확인', exact: true }).click();
  await expect(vouchers).toBeHidden();
  await checkoutSettled(page);
  const voucherRow = page.getByRole('button', { name: /^상품권 -/ });
  await expect(voucherRow).toBeVisible();
  const voucher = -amountOf(await voucherRow.getAttribute('aria-label'));
  expect(voucher).toBeGreaterThan(0);

  const used = 1000;
  const pointInput = page.getByRole('textbox', { name: '사용할 포인트' });
  await pointInput.fill(String(used));
  await pointInput.blur();
  await checkoutSettled(page);
  await expect(summaryOf(page).locator('dt:text-is("포인트") + dd')).toHaveText('-1,000원');

  const subtotal = await summaryFigure(page, '주문금액');
  expect(await summaryFigure(page, '할인')).toBe(-(coupon + voucher));
  expect(await summaryFigure(page, '포인트')).toBe(-used);
  const total = await summaryFigure(page, '최종 결제금액');
  expect(total).toBe(subtotal - coupon - voucher - used);
  expect(total).toBeGreaterThan(0);
  await expect(payButton(page)).toHaveText(`${formatWon(total)} 결제하기`);

  const orderId = await payAndComplete(page);
  expect(amountOf(await page.locator('dt:text-is("결제금액") + dd').textContent())).toBe(total);
  expect(amountOf(await page.locator('dt:text-is("포인트") + dd').textContent())).toBe(-used);

  // The balance went down by the points used: in the desktop header, and on a new checkout (both projects).
  if (headerBefore !== null) {
    await page.goto('/');
    await expect(headerPoints).toHaveText(new RegExp(escaped(formatHeaderPoints(headerBefore - used))));
  }
  await page.goto(takeoutCheckout(FRIED.code));
  await checkoutSettled(page);
  await expect(page.getByRole('region', { name: '포인트' }).getByText(/^보유 /)).toHaveText(
    `보유 ${formatPoints(balanceBefore - used)}`,
  );

  // Cancelling it (before the branch starts cooking) gives the coupon, the voucher and the points back.
  const rows = await historyRows(page);
  const row = rows.first();
  await row.getByRole('button', { name: '상세 보기' }).click();
  await expect(row).toContainText(orderId);
  await row.getByRole('button', { name: '주문 취소' }).click();
  await page.getByRole('button', { name: '주문 취소하기' }).click();
  await expect(page.getByText('주문이 취소되었습니다.')).toBeVisible();
  await page.goto(takeoutCheckout(FRIED.code));
  await checkoutSettled(page);
  await expect(page.getByRole('region', { name: '포인트' }).getByText(/^보유 /)).toHaveText(
    `보유 ${formatPoints(balanceBefore)}`,
  );
});

test('a declined card leaves no order and the membership coupon still usable', { tag: '@desktop' }, async ({
  page,
}) => {
  await logInDemo(page);
  const rows = await historyRows(page);
  const before = await rows.count();
  const newestBefore = before === 0 ? null : await rows.first().getByRole('heading', { level: 3 }).textContent();

  await page.goto(takeoutCheckout(FRIED.code));
  await checkoutSettled(page);
  const title = await chooseMembershipCoupon(page);
  await checkoutSettled(page);
  await expect(page.getByRole('button', { name: /^멤버십 쿠폰 -/ })).toBeVisible();

  await payByCard(page, SANDBOX_CARDS.decline);
  const alert = page.getByRole('alertdialog', { name: '결제 실패' });
  await expect(alert).toBeVisible();
  await expect(alert).toContainText(PAYMENT_MESSAGES.declined);
  await alert.getByRole('button', { name: '확인' }).click();
  await expect(alert).toBeHidden();
  await expect(page).toHaveURL(/\/checkout\?/);

  const after = await historyRows(page);
  await expect(after).toHaveCount(before);
  if (newestBefore !== null) await expect(after.first().getByRole('heading', { level: 3 })).toHaveText(newestBefore);

  await page.goto(takeoutCheckout(FRIED.code));
  await checkoutSettled(page);
  const chooser = await openCouponChooser(page, '멤버십 쿠폰', '멤버십 쿠폰 선택');
  const same = (await couponChoices(chooser)).find((choice) => choice.title === title);
  expect(same?.selectable).toBe(true);
  await expect(chooser.getByRole('radio', { name: new RegExp(`^${escaped(title)}`) })).toBeEnabled();
});

test('a quick order saved from the history puts its menu back in the cart', { tag: '@desktop' }, async ({
  page,
  request,
}) => {
  await emptyDemoCart(request);
  await logInDemo(page);
  await page.goto(takeoutCheckout(SMALL.code));
  await checkoutSettled(page);
  const orderId = await payAndComplete(page);

  const rows = await historyRows(page);
  const row = rows.filter({ has: page.getByRole('heading', { level: 3, name: SMALL.menuName }) }).first();
  await row.getByRole('button', { name: '상세 보기' }).click();
  await expect(row).toContainText(orderId);
  await row.getByRole('button', { name: '퀵오더 등록' }).click();
  const popup = page.getByRole('dialog', { name: '퀵오더 등록' });
  const name = `단골 ${test.info().project.name} ${Date.now() % 100_000}`;
  await popup.getByRole('textbox', { name: '퀵오더 이름' }).fill(name);
  await popup.getByRole('button', { name: '저장', exact: true }).click();
  const saved = page.getByRole('alertdialog', { name: '알림' });
  await expect(saved).toContainText('추가했습니다.');
  await saved.getByRole('button', { name: '확인' }).click();
  await expect(saved).toBeHidden();

  await page.goto(`/quickorder?mealType=takeout&branchId=${TAKEOUT_BRANCH}`);
  await expect(page.getByRole('heading', { level: 1, name: '퀵오더' })).toBeVisible();
  const card = page.getByRole('article', { name });
  await expect(card).toContainText(SMALL.menuName);
  await card.getByRole('button', { name: '장바구니 담기' }).click();
  const done = page.getByRole('alertdialog', { name: '장바구니 담기' });
  await expect(done).toContainText('장바구니에 담았습니다');
  await done.getByRole('link', { name: '장바구니로 이동하기' }).click();

  await expect(page).toHaveURL(new RegExp(`/cart\\?mealType=takeout&branchId=${TAKEOUT_BRANCH}$`));
  const lines = page.getByRole('list', { name: '담은 메뉴' }).getByRole('listitem');
  await expect(lines).toHaveCount(1);
  await expect(lines.first()).toContainText(SMALL.menuName);
});

test('axe: /checkout and /mypage/orders have no serious or critical violations', async ({ page }) => {
  await logInDemo(page);
  await page.goto(takeoutCheckout(FRIED.code));
  await checkoutSettled(page);
  expect(await contentViolations(page)).toEqual([]);

  await historyRows(page);
  expect(await contentViolations(page)).toEqual([]);
});
