import { seriousViolations } from './support/axe';
import { expect, type Page, test } from './support/test';

// Issue 12: events list → detail → back, the 비비큐 스토리 player (a facade: nothing from YouTube before the click),
// and axe on /events, /events/{id} and /story/videos, in the desktop (1280) and mobile (390) projects. The journeys
// use the 종료된 이벤트 tab: an event that has ended stays ended whatever day the suite runs on.

const VIDEO_HOST = /youtube|ytimg|googlevideo/;

async function settled(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeAttached();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

test.describe('events', () => {
  test('an ended event opens from the 종료 tab, stays readable, and the back link returns to that page', {
    tag: '@desktop',
  }, async ({ page }) => {
    await page.goto('/events');
    await expect(page.getByRole('heading', { level: 1, name: '이벤트' })).toBeVisible();
    await expect(page.getByRole('region', { name: '이벤트 배너' })).toBeVisible();
    const tabs = page.getByRole('navigation', { name: '이벤트 구분' });
    await expect(tabs.getByRole('link', { name: '진행중인 이벤트' })).toHaveAttribute('aria-current', 'page');
    await settled(page);
    for (const text of await page.getByRole('list', { name: '진행중인 이벤트' }).getByRole('link').allInnerTexts()) {
      expect(text).toContain('진행중');
    }

    await tabs.getByRole('link', { name: '종료된 이벤트' }).click();
    await expect(page).toHaveURL(/\/events\?state=ended$/);
    await page
      .getByRole('navigation', { name: '이벤트 목록 페이지' })
      .getByRole('button', { name: '2 페이지' })
      .click();
    await expect(page).toHaveURL(/\/events\?state=ended&page=2$/);
    // The cards of page 1 stay (aria-busy) until page 2 has arrived; page 2 is marked current when it is asked for.
    const pages = page.getByRole('navigation', { name: '이벤트 목록 페이지' });
    await expect(pages.getByRole('button', { name: '2 페이지' })).toHaveAttribute('aria-current', 'page');
    const list = page.getByRole('list', { name: '종료된 이벤트' });
    await expect(list).toHaveAttribute('aria-busy', 'false');
    const card = list.getByRole('link').first();
    await expect(card).toContainText('종료');
    await expect(card).toContainText(/\d{4}\.\d{2}\.\d{2} ~ \d{4}\.\d{2}\.\d{2}/);
    const title = ((await card.locator('span').first().textContent()) ?? '').trim();
    const image = card.locator('img');
    await expect(image).toHaveAttribute('width', '640');
    await expect(image).toHaveAttribute('height', '360');

    await card.click();
    await expect(page).toHaveURL(/\/events\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByText('종료된 이벤트입니다. 이벤트 내용은 계속 확인하실 수 있어요.')).toBeVisible();
    await settled(page);
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('link', { name: '목록으로' }).click();
    await expect(page).toHaveURL(/\/events\?state=ended&page=2$/);
    await expect(
      page.getByRole('link', { name: new RegExp(title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) }),
    ).toBeVisible();
  });

  test('/events is axe clean', async ({ page }) => {
    await page.goto('/events?state=ended');
    await settled(page);
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('an unknown event says so, with a way back to the list', { tag: '@desktop' }, async ({ page }) => {
    await page.goto('/events/99999');
    await expect(page.getByRole('heading', { level: 1, name: '이벤트를 찾을 수 없습니다' })).toBeVisible();
    await page.getByRole('link', { name: '목록으로' }).click();
    await expect(page).toHaveURL(/\/events$/);
  });
});

test.describe('story videos', () => {
  test('a card opens the player modal only on click (no YouTube request before) and Escape closes it', async ({
    page,
  }) => {
    const videoRequests: string[] = [];
    page.on('request', (request) => {
      if (VIDEO_HOST.test(new URL(request.url()).hostname)) videoRequests.push(request.url());
    });
    await page.goto('/story/videos');
    const gallery = page.getByRole('list', { name: '스토리 영상 목록' });
    await expect(gallery.getByRole('listitem')).toHaveCount(12);
    await expect(page.getByText('55개 중 12개')).toBeVisible();
    await settled(page);
    expect(await seriousViolations(page)).toEqual([]);
    // Nothing on the page points at the video host before the click (no frame, script or picture from it).
    await expect(page.locator('iframe, [src*="youtube"], [src*="ytimg"]')).toHaveCount(0);
    expect(videoRequests).toEqual([]);

    const card = gallery.getByRole('button', { name: '매장 주방 24시 영상 보기' });
    await card.click();
    const dialog = page.getByRole('dialog', { name: '매장 주방 24시' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: '닫기' })).toBeVisible();
    // Never an empty frame: the player, or (offline, as in a sandbox without internet) the message.
    await expect(dialog.locator('iframe').or(dialog.getByRole('alert'))).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(card).toBeFocused();
  });

  test('offline, the player says the video cannot be loaded now instead of showing an empty frame', {
    tag: '@desktop',
  }, async ({ page, context }) => {
    await page.goto('/story/videos');
    await expect(page.getByText('55개 중 12개')).toBeVisible();
    await context.setOffline(true);
    await page.getByRole('button', { name: '첫 매장 이야기 영상 보기' }).click();
    const dialog = page.getByRole('dialog', { name: '첫 매장 이야기' });
    await expect(dialog.getByText('지금은 영상을 불러올 수 없습니다. 잠시 후 다시 시도해주세요.')).toBeVisible();
    await expect(dialog.locator('iframe')).toHaveCount(0);
    await dialog.getByRole('button', { name: '닫기' }).click();
    await expect(dialog).toHaveCount(0);
    await context.setOffline(false);
  });

  test('more videos load as the customer presses 더보기 or scrolls to the end, up to all 55', {
    tag: '@desktop',
  }, async ({ page }) => {
    await page.goto('/story/videos');
    const cards = page.getByRole('list', { name: '스토리 영상 목록' }).getByRole('listitem');
    await expect(cards).toHaveCount(12);
    await page.getByRole('button', { name: '더보기' }).click();
    await expect.poll(() => cards.count()).toBeGreaterThanOrEqual(24);
    // Scrolling reads the following pages (no button press) until the gallery is complete.
    await expect(async () => {
      await page.mouse.wheel(0, 4000);
      await expect(cards).toHaveCount(55, { timeout: 1000 });
    }).toPass({ timeout: 20_000 });
    await expect(page.getByText('55개 중 55개')).toBeVisible();
    await expect(page.getByRole('button', { name: '더보기' })).toHaveCount(0);
  });
});
