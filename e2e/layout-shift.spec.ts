import { logInDemo } from './support/session';
import { expect, type Page, test } from './support/test';

// Issue 13 "No layout shift": the pages a customer lands on keep their layout while their data arrives, at 390 px
// (the mobile project only: the CLS target is Lighthouse's mobile one, and at 1280 px this walk cost CI 35 s;
// at 1280 px the member's menu pages are measured below). The browser's own Layout Instability API measures every
// shift of an element that was already on screen (Lighthouse's CLS counts the same entries); the sum after the page
// has settled stays ≤ 0.02.
// A shift is reported with the elements that moved, so a failure names its cause.

const CLS_TARGET = 0.02;
/** How long a page gets to load everything it shows before its shifts are summed. */
const SETTLE_MS = 2_000;

interface Shift {
  readonly value: number;
  readonly moved: readonly string[];
}

/** Opens `path` in a fresh page and returns the layout shifts (not caused by input) of its first seconds. */
async function shiftsOf(page: Page, path: string): Promise<Shift[]> {
  await page.addInitScript(() => {
    const shifts: { value: number; moved: string[] }[] = [];
    (window as unknown as { __layoutShifts: typeof shifts }).__layoutShifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as {
        value: number;
        hadRecentInput: boolean;
        sources?: { node?: Node | null }[];
      }[]) {
        if (entry.hadRecentInput) continue;
        const moved = (entry.sources ?? []).map((source) =>
          source.node instanceof Element ? source.node.outerHTML.slice(0, 120) : String(source.node?.nodeName),
        );
        shifts.push({ value: entry.value, moved });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto(path);
  await page.waitForTimeout(SETTLE_MS);
  return page.evaluate(() => (window as unknown as { __layoutShifts: Shift[] }).__layoutShifts);
}

const PAGES = ['/', '/categories/1', '/products/1', '/products/26', '/events', '/faq', '/cart', '/stores/map'];

// One test walks the pages (each its own first load in a new tab of one browser context: the first signs
// the guest in, as a customer arriving; the others load as that customer's next visits), so the check stays cheap.
test(`the landing pages do not shift while they load (CLS ≤ ${CLS_TARGET} each)`, { tag: '@mobile' }, async ({
  context,
}) => {
  test.setTimeout(PAGES.length * 8_000);
  for (const path of PAGES) {
    const page = await context.newPage();
    const shifts = await shiftsOf(page, path);
    await page.close();
    const total = shifts.reduce((sum, shift) => sum + shift.value, 0);
    expect.soft(total, `${path}: ${JSON.stringify(shifts, null, 1)}`).toBeLessThanOrEqual(CLS_TARGET);
  }
});

// The server renders public pages for every visitor alike (a guest's sidebar and header); a member's are shown once
// hydrated. At 1280 px the sidebar's login card (not a member's) sat between the cards, and dropping it moved the
// recommended menus up: CLS 0.038 on the menu pages for the demo member. Desktop only: the sidebar is beside the page
// there (on a phone its cards follow the page and the login card is not shown).
test(`a member's menu pages do not shift once hydrated at 1280 px (CLS ≤ ${CLS_TARGET})`, { tag: '@desktop' }, async ({
  context,
  page,
}) => {
  await logInDemo(page);
  for (const path of ['/categories/1', '/products/1']) {
    const tab = await context.newPage();
    const shifts = await shiftsOf(tab, path);
    await tab.close();
    const total = shifts.reduce((sum, shift) => sum + shift.value, 0);
    expect.soft(total, `${path}: ${JSON.stringify(shifts, null, 1)}`).toBeLessThanOrEqual(CLS_TARGET);
  }
});
