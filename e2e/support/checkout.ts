import { expect, type Page } from '@playwright/test';
import { SANDBOX_CARDS } from '../../src/contract/payment';

/**
 * Opens the checkout at `path` (e.g. `/checkout?mealType=takeout&branchId=2&mc=3-1`) and waits until its final amount
 * is priced and no price check is in flight.
 */
export async function openPricedCheckout(page: Page, path: string): Promise<void> {
  await page.goto(path);
  const summary = page.getByRole('region', { name: '결제 금액', exact: true });
  await expect(summary.locator('dt:text-is("최종 결제금액") + dd')).toHaveText(/원$/);
  await expect(summary.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 15_000 });
}

/** Chooses 신용카드 and types the sandbox card that approves, in groups of four as a customer types it. */
export async function chooseApprovedCard(page: Page): Promise<void> {
  await page.getByRole('radio', { name: '신용카드' }).check();
  await page.getByRole('textbox', { name: '카드번호' }).fill(SANDBOX_CARDS.approve.replace(/(\d{4})(?=\d)/g, '$1 '));
}

/** Cancels order `id` with the session of `page`'s customer (DELETE /api/delivery/order/process/{id}); the status. */
export function cancelWithSession(page: Page, id: number): Promise<number> {
  return page.evaluate(async (orderId) => {
    const session = (await (await fetch('/api/auth/session')).json()) as { accessToken: string };
    const answer = await fetch(`/api/delivery/order/process/${orderId}`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${session.accessToken}` },
    });
    return answer.status;
  }, id);
}
