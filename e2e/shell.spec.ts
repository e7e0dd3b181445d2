import { expect, test } from '@playwright/test';

test('the storefront shell loads in Korean with the phone-order line', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('온라인 주문');
  await expect(page.getByRole('link', { name: '1588-9282' })).toHaveAttribute('href', 'tel:1588-9282');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ko');
});

test('a deep link is served the app (history fallback)', async ({ page }) => {
  const response = await page.goto('/categories/1');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});
