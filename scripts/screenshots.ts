// Takes desktop (1280 px) and mobile (390 px) screenshots of storefront pages for a human look.
// Usage: npx tsx scripts/screenshots.ts http://localhost:3000 / /categories/1 …  → screenshots/*.png
import { mkdirSync } from 'node:fs';
import { chromium } from '@playwright/test';

const [base = 'http://localhost:3000', ...paths] = process.argv.slice(2);
const routes = paths.length > 0 ? paths : ['/'];
const outDir = 'screenshots';
mkdirSync(outDir, { recursive: true });

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
const sizes = [
  { name: 'desktop', viewport: { width: 1280, height: 900 }, isMobile: false },
  { name: 'mobile', viewport: { width: 390, height: 844 }, isMobile: true },
];
for (const size of sizes) {
  const context = await browser.newContext({
    viewport: size.viewport,
    isMobile: size.isMobile,
    locale: 'ko-KR',
    timezoneId: 'Asia/Seoul',
  });
  const page = await context.newPage();
  for (const route of routes) {
    await page.goto(new URL(route, base).href, { waitUntil: 'networkidle' });
    const file = `${outDir}/${size.name}${route.replace(/[^a-z0-9]+/gi, '_')}.png`;
    await page.screenshot({ path: file, fullPage: true });
    console.log(file);
  }
  await context.close();
}
await browser.close();
