import type { Page } from '@playwright/test';

/**
 * Issue 13: the chunk the page fetches once it has loaded (at idle, main.tsx) whose path matches `chunk`: waits for
 * `open` to load the page and for the chunk's answer, and tells when the fetch started and when the load event ended
 * (performance timeline, ms since the navigation).
 */
export async function chunkFetchedAfterLoad(page: Page, chunk: RegExp, open: () => Promise<unknown>) {
  const answer = page.waitForResponse((response) => chunk.test(new URL(response.url()).pathname));
  await open();
  const response = await answer;
  const [requested = -1, loaded = 0] = await page.evaluate((url) => {
    const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
    return [performance.getEntriesByName(url)[0]?.startTime ?? -1, navigation.loadEventEnd];
  }, response.url());
  return { ok: response.ok(), requested, loaded };
}
