import { ARS_SESSION_EXPIRED_MESSAGE } from '../src/domain/session/ars';
import { arsLinkSentTo, requestArsLink } from './support/ars';
import { seriousViolations } from './support/axe';
import { cancelWithSession, chooseApprovedCard } from './support/checkout';
import { randomPhone } from './support/sms';
import { expect, test } from './support/test';

// The visible-ARS journey end to end (issue 12): the phone-order line (IVR) asks the API for a link, the caller
// opens the texted link on a phone, orders a takeout at the call's branch, pays, and the call's page ends.

/** 문정법조단지점, open around the clock. */
const BRANCH = 2;
/** Menu 3 옛날 통닭: no required option. */
const MENU = '옛날 통닭';

// The caller is on a mobile phone (spec §2: the visible-ARS header is the mobile one): the mobile project only; the
// desktop-width ARS rule (포장 goes to the call's branch) is a unit test of src/domain/navigation/meal-type.ts.
test('the IVR texts a link; the caller orders a takeout on the ARS page, pays, and the call ends', {
  tag: '@mobile',
}, async ({ page, request }) => {
  const phone = randomPhone();
  const created = await requestArsLink(request, { phoneNumber: phone, branchId: BRANCH });
  expect(created.status()).toBe(201);
  expect(await created.json()).toMatchObject({ phoneNumber: phone, branchId: BRANCH, smsSent: true, url: null });
  const link = await arsLinkSentTo(request, phone);

  await page.goto(link);
  await expect(page).toHaveURL(/\/ars$/);
  await expect(page.getByRole('heading', { level: 1, name: '보이는 ARS' })).toBeVisible();
  await expect(page.getByRole('banner')).toHaveCount(0);
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole('link', { name: '이 매장에서 포장 주문하기' }).click();
  await expect(page).toHaveURL(new RegExp(`/categories/1\\?mealType=takeout&branchId=${BRANCH}$`));
  // Only the title in the header: no hamburger, toggle, pin or my-page icons (spec §2).
  const header = page.getByTestId('mobile-header');
  await expect(header).toHaveText('보이는 ARS');
  await expect(header.getByRole('button')).toHaveCount(0);
  await expect(header.getByRole('link')).toHaveCount(0);

  await page
    .getByRole('link', { name: new RegExp(MENU) })
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 1, name: MENU })).toBeVisible();
  await page.getByRole('button', { name: '바로 주문하기' }).click();
  await expect(page).toHaveURL(/\/checkout\?/);
  expect(new URL(page.url()).searchParams.get('branchId')).toBe(String(BRANCH));
  await expect(page.getByRole('heading', { level: 1, name: '주문하기' })).toBeVisible();

  await chooseApprovedCard(page);
  const pay = page.getByRole('button', { name: /결제하기$/ });
  await expect(pay).toBeEnabled();
  const placing = page.waitForResponse((r) => r.url().endsWith('/order/process') && r.request().method() === 'POST');
  await pay.click();
  const placed = await placing;
  // Spec §9: the caller's order is sent, recorded and answered with the VISUALARS agent.
  expect(placed.request().headers()['x-agent']).toBe('VISUALARS');
  const order = (await placed.json()) as { id: number; agent: string; mealType: string };
  expect([placed.status(), order.agent, order.mealType]).toEqual([201, 'VISUALARS', 'TAKEOUT']);
  await expect(page.getByRole('heading', { level: 1, name: '주문이 완료되었습니다' })).toBeVisible();

  // The demo data stays as it was: the order is cancelled (it is still PAID) before the call ends.
  expect(await cancelWithSession(page, order.id)).toBe(200);

  await page.getByRole('link', { name: '보이는 ARS 종료하기' }).click();
  await expect(page).toHaveURL(/\/sign\/out$/);
  await expect(page.getByRole('heading', { level: 1, name: '보이는 ARS가 종료되었습니다' })).toBeVisible();

  // The link opens once: the second time shows the ARS expiry alert.
  await page.goto(link);
  await expect(page.getByRole('heading', { name: '보이는 ARS 링크를 사용할 수 없어요' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveText(ARS_SESSION_EXPIRED_MESSAGE);
  expect(await seriousViolations(page)).toEqual([]);
});

// One project is enough for an API answer.
test('the IVR API refuses an unsigned request', { tag: '@mobile' }, async ({ request }) => {
  const answer = await request.post('/api/ars/links', {
    data: { phoneNumber: randomPhone(), branchId: BRANCH },
  });
  expect(answer.status()).toBe(401);
  expect(await answer.json()).toMatchObject({ code: 'UNAUTHORIZED', message: '전화 주문 회선 인증에 실패했습니다.' });
});
