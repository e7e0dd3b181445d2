import { expect, type Page } from '@playwright/test';

/** The seeded demo member (server/db/seed/demo-member.ts). */
export const DEMO = { username: 'demo', password: 'chicken1234!' } as const;

/** The session type the page's cookies hold now ('guest', 'member', 'ars'), or null when there is none. */
export const sessionType = (page: Page): Promise<string | null> =>
  page.evaluate(
    async () => ((await (await fetch('/api/auth/session')).json()) as { type?: string } | null)?.type ?? null,
  );

/**
 * Logs the demo member in through the login page. A fresh visitor is first signed in as a guest on arrival; the form
 * is used once that guest session exists, as a customer reading the page would, and the member session is read only
 * after the page has left the form (a session read in flight could set the guest cookie back).
 */
export async function logInDemo(page: Page): Promise<void> {
  await page.goto('/member/login');
  await expect.poll(() => sessionType(page)).toBe('guest');
  await page.getByLabel('아이디').fill(DEMO.username);
  await page.getByLabel('비밀번호').fill(DEMO.password);
  await page.getByRole('button', { name: '로그인' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect.poll(() => sessionType(page)).toBe('member');
}
