import { describe, expect, it, vi } from 'vitest';
import '../support/dom';
import type { ManualClock } from '../../../../src/adapters/memory/local/manual-clock';
import { PopupBannerViewModel } from '../../../../src/adapters/ui/pages/home/popup-banner/popup-banner.view-model';
import type { ContentFeed } from '../../../../src/application/ports/content-feed';
import type { CookieJar } from '../../../../src/application/ports/cookie-jar';
import { HidePopupBannersForToday } from '../../../../src/application/use-cases/hide-popup-banners-for-today';
import { ReadPopupBanners } from '../../../../src/application/use-cases/read-popup-banners';
import { createContainer, memoryModules, resolverOf, TOKENS } from '../../../../src/composition-root';

const DAY_MS = 86_400 * 1000;

/** The popup view-model over a feed and a cookie jar, through the real use cases. */
function popupOver(
  feed: Pick<ContentFeed, 'popupBanners'>,
  cookies: CookieJar,
  log?: (message: string, error: unknown) => void,
): PopupBannerViewModel {
  return new PopupBannerViewModel(
    { read: new ReadPopupBanners(feed, cookies), hide: new HidePopupBannersForToday(cookies) },
    log,
  );
}

function setup() {
  const get = resolverOf(createContainer(memoryModules));
  const cookies = get(TOKENS.CookieJar);
  const clock = get(TOKENS.Clock) as ManualClock;
  const popup = () => popupOver(get(TOKENS.ContentFeed), cookies);
  return { get, cookies, clock, popup };
}

describe('the home popup banner', () => {
  it('opens with the popup banners when the _hpu cookie is absent', async () => {
    const { popup } = setup();
    const vm = popup();
    await vm.load();
    expect(vm.open).toBe(true);
    expect(vm.slides).toEqual([
      { id: 1, imageUrl: '/images/banners/popup-1.png', href: '/events', internal: true, alt: '이벤트 안내 1' },
    ]);
  });

  it('stays closed, without asking for banners, while _hpu equals 1', async () => {
    const { get, cookies } = setup();
    cookies.set('_hpu', '1', 60);
    const feed = { popupBanners: vi.fn(() => get(TOKENS.ContentFeed).popupBanners()) };
    const vm = popupOver(feed, cookies);
    await vm.load();
    expect(vm.open).toBe(false);
    expect(feed.popupBanners).not.toHaveBeenCalled();
  });

  it('a _hpu cookie with another value than 1 does not hide it', async () => {
    const { cookies, popup } = setup();
    cookies.set('_hpu', '0', 60);
    const vm = popup();
    await vm.load();
    expect(vm.open).toBe(true);
  });

  it('오늘 그만보기 writes _hpu=1 with max-age 86,400 s and closes', async () => {
    const set = vi.fn<CookieJar['set']>();
    const cookies: CookieJar = { get: () => null, set, remove: () => undefined };
    const vm = popupOver({ popupBanners: async () => [{ id: 1, imageUrl: '/p.svg', webUrl: '/' }] }, cookies);
    await vm.load();
    expect(vm.open).toBe(true);
    vm.hideForToday();
    expect(set).toHaveBeenCalledWith('_hpu', '1', 86_400);
    expect(vm.open).toBe(false);
  });

  it('after 오늘 그만보기 the next visit within a day shows nothing; a day later it shows again', async () => {
    const { clock, popup } = setup();
    const first = popup();
    await first.load();
    first.hideForToday();

    clock.advance(DAY_MS - 1000);
    const sameDay = popup();
    await sameDay.load();
    expect(sameDay.open).toBe(false);

    clock.advance(1000);
    const nextDay = popup();
    await nextDay.load();
    expect(nextDay.open).toBe(true);
  });

  it('닫기 closes for this visit only: the next visit shows it again', async () => {
    const { cookies, popup } = setup();
    const first = popup();
    await first.load();
    first.close();
    expect(first.open).toBe(false);
    expect(cookies.get('_hpu')).toBeNull();
    const again = popup();
    await again.load();
    expect(again.open).toBe(true);
  });

  it('no banners, or a feed that fails, opens nothing', async () => {
    const { cookies } = setup();
    const empty = popupOver({ popupBanners: async () => [] }, cookies);
    await empty.load();
    expect(empty.open).toBe(false);
    const logged: unknown[] = [];
    const failing = popupOver(
      {
        popupBanners: async () => {
          throw new Error('down');
        },
      },
      cookies,
      (...args: unknown[]) => logged.push(args),
    );
    await failing.load();
    expect(failing.open).toBe(false);
    expect(logged).toHaveLength(1);
  });

  it('slides link inside the site keeping the query; http(s) links stay as they are; anything else is not a link', async () => {
    const { cookies } = setup();
    const vm = popupOver(
      {
        popupBanners: async () => [
          { id: 1, imageUrl: '/a.svg', webUrl: '/products/10' },
          { id: 2, imageUrl: '/b.svg', webUrl: 'https://event.example.com/x' },
          { id: 3, imageUrl: '/c.svg', webUrl: 'javascript:alert(1)' },
        ],
      },
      cookies,
    );
    vm.setSearch('?mealType=delivery&mc=1-1');
    await vm.load();
    expect(vm.slides.map((s) => [s.href, s.internal])).toEqual([
      ['/products/10?mealType=delivery', true],
      ['https://event.example.com/x', false],
      [null, false],
    ]);
  });
});
