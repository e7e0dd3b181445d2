import { codeSentTo, randomPhone } from './support/sms';
import { expect, test } from './support/test';

/**
 * Issue 4 e2e: the guest confirmation on /mypage/orders. A fresh visitor (guest session on arrival) confirms a phone
 * with the code read from the SMS outbox (GET /dev/sms.json); PUT /api/account/guest/info/phone answers 2xx and the
 * page shows the masked phone and the order history, and 나의 문의 in the same tab does not ask again. Each run and
 * project uses its own phone number.
 */

test('a fresh visitor confirms a phone as a guest on the order history page', async ({ page, request }) => {
  const phone = randomPhone();
  await page.goto('/mypage/orders');
  await expect(page.getByRole('heading', { level: 1, name: '주문 이력', exact: true })).toBeVisible();
  await expect(page.getByText('비회원 주문 내역은 휴대폰 인증 후 확인할 수 있어요.')).toBeVisible();

  await page.getByRole('button', { name: '휴대폰 번호 확인' }).click();
  const popup = page.getByRole('dialog', { name: '비회원 휴대폰 인증' });
  await expect(popup).toBeVisible();
  await expect(popup.getByLabel('이름')).toHaveCount(0);
  await popup.getByLabel('휴대폰 번호').fill(phone);
  await popup.getByRole('button', { name: '인증번호 받기' }).click();
  await popup.getByLabel('인증번호').fill(await codeSentTo(request, phone));

  const recorded = page.waitForResponse(
    (response) => response.url().endsWith('/api/account/guest/info/phone') && response.request().method() === 'PUT',
  );
  await popup.getByRole('button', { name: '확인' }).click();
  const answer = await recorded;
  expect(answer.status()).toBeGreaterThanOrEqual(200);
  expect(answer.status()).toBeLessThan(300);

  await expect(popup).toBeHidden();
  await expect(page.getByText(`${phone.slice(0, 3)}-****-${phone.slice(-4)}`)).toBeVisible();
  await expect(page.getByRole('heading', { name: '주문 내역이 없어요.' })).toBeVisible();
  await expect(page.getByRole('button', { name: '휴대폰 번호 확인' })).toHaveCount(0);

  // Issue 13: the phone stays confirmed for this tab's guest: 나의 문의 shows its (empty) list without asking again.
  await page.getByRole('link', { name: '나의 문의' }).first().click();
  await expect(page).toHaveURL(/\/mypage\/inquiry$/);
  await expect(page.getByText(`${phone.slice(0, 3)}-****-${phone.slice(-4)}`)).toBeVisible();
  await expect(page.getByText('비회원 문의 내역은 휴대폰 인증 후 확인할 수 있어요.')).toHaveCount(0);
  await expect(page.getByRole('button', { name: '휴대폰 번호 확인' })).toHaveCount(0);
});
