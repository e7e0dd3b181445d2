// Screenshots of the order journey as the demo member (desktop 1280 px, mobile 390 px) for a human look:
// checkout, order complete, order history and quick order. Usage: npx tsx scripts/order-shots.ts http://localhost:3000
import { mkdirSync } from 'node:fs';
import { chromium, type Page } from '@playwright/test';

const [base = 'http://localhost:3000'] = process.argv.slice(2);
mkdirSync('screenshots', { recursive: true });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
});

/**
 * Opens `path` and waits until nothing on it is loading (no aria-busy). Not 'networkidle': the order pages keep a live
 * status stream open, so the network never goes quiet there.
 */
async function open(page: Page, path: string) {
  await page.goto(new URL(path, base).href);
  await page.waitForFunction(
    () => document.querySelector('main') !== null && !document.querySelector('[aria-busy="true"]'),
  );
}

async function shot(page: Page, name: string) {
  await page.waitForTimeout(800);
  await page.screenshot({ path: `screenshots/${name}.png`, fullPage: true });
  console.log(`screenshots/${name}.png`);
}

for (const size of [
  { name: 'desktop', viewport: { width: 1280, height: 900 }, isMobile: false },
  { name: 'mobile', viewport: { width: 390, height: 844 }, isMobile: true },
]) {
  const context = await browser.newContext({
    viewport: size.viewport,
    isMobile: size.isMobile,
    locale: 'ko-KR',
    timezoneId: 'Asia/Seoul',
  });
  const page = await context.newPage();
  await page.goto(new URL('/member/login?callbackUrl=%2F', base).href);
  await page.getByLabel('아이디').fill('demo');
  await page.getByLabel('비밀번호').fill('chicken1234!');
  await page.getByRole('button', { name: '로그인' }).click();
  await page.waitForURL(/\/$/);
  await open(page, '/checkout?mealType=delivery&mc=1-2-111');
  await shot(page, `${size.name}-checkout`);
  await page.getByRole('button', { name: /멤버십 쿠폰/ }).click();
  await page.waitForTimeout(700);
  await page.screenshot({ path: `screenshots/${size.name}-coupons.png` });
  console.log(`screenshots/${size.name}-coupons.png`);
  await page.keyboard.press('Escape');
  await page.getByLabel('카드번호').fill('4242 4242 4242 4242');
  await page.getByRole('button', { name: /결제하기|주문하기/ }).click();
  await page.waitForURL(/\/checkout\/complete/, { timeout: 15000 }).catch(async (error: unknown) => {
    await shot(page, `${size.name}-checkout-failed`);
    throw error;
  });
  await shot(page, `${size.name}-complete`);
  await open(page, '/mypage/orders');
  await shot(page, `${size.name}-orders`);
  await page.getByRole('button', { name: '상세 보기' }).first().click();
  await shot(page, `${size.name}-order-detail`);
  await page.getByRole('button', { name: '퀵오더 등록' }).first().click();
  await page.getByRole('dialog').getByRole('textbox').fill(`금요일 치킨 ${size.name}`);
  await page.getByRole('dialog').getByRole('button', { name: '저장' }).click();
  await page.getByText('추가했습니다.').waitFor();
  await open(page, '/quickorder');
  await shot(page, `${size.name}-quickorder`);
  await context.close();
}
await browser.close();
