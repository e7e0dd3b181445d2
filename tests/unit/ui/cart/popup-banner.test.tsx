import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { homeLoader } from '../../../../src/adapters/ui/pages/home/home.loader';
import { ReadPopupBanners } from '../../../../src/application/use-cases/read-popup-banners';
import type { PopupBanner as PopupBannerData } from '../../../../src/domain/content/types';
import '../support/dom';
import { ServicesProvider } from '../../../../src/adapters/ui/di/services';
import { PopupBanner } from '../../../../src/adapters/ui/pages/home/popup-banner/popup-banner';
import { createContainer, memoryModules, type Resolve, resolverOf, TOKENS } from '../../../../src/composition-root';

function renderPopup(prepare: (get: Resolve) => void = () => undefined, preloaded?: readonly PopupBannerData[]) {
  const get = resolverOf(createContainer(memoryModules));
  prepare(get);
  render(
    <ServicesProvider resolve={get}>
      <MemoryRouter initialEntries={['/?mealType=delivery']}>
        <PopupBanner preloaded={preloaded ?? null} />
      </MemoryRouter>
    </ServicesProvider>,
  );
  return get;
}

describe('the banner popup on the home page', () => {
  it('opens as a dialog with the banner linked (query kept), 오늘 그만보기, and focus on 닫기', async () => {
    renderPopup();
    const dialog = await screen.findByRole('dialog', { name: '이벤트 안내' });
    const link = within(dialog).getByRole('link', { name: '이벤트 안내 1' });
    expect(link.getAttribute('href')).toBe('/events?mealType=delivery');
    expect(within(dialog).getByRole('checkbox', { name: '오늘 그만보기' })).toBeTruthy();
    const close = within(dialog).getAllByRole('button', { name: '닫기' });
    expect(close.length).toBeGreaterThan(0);
    expect(document.activeElement?.textContent).toBe('닫기');
  });

  it('opens with the banners the home loader read (issue 13), without reading the feed again', async () => {
    const get = resolverOf(createContainer(memoryModules));
    const preload = await homeLoader(get)();
    expect(preload.popups?.length).toBeGreaterThan(0);
    // The loader's banners, told apart from the feed's by a link of their own: the popup must show these.
    const popups = (preload.popups ?? []).map((banner, index) => ({ ...banner, webUrl: `/events/${90 + index}` }));
    renderPopup((inner) => {
      vi.spyOn(inner(TOKENS.ContentFeed), 'popupBanners').mockRejectedValue(new Error('the feed is not asked'));
    }, popups);
    const dialog = await screen.findByRole('dialog', { name: '이벤트 안내' });
    expect(within(dialog).getByRole('link', { name: '이벤트 안내 1' }).getAttribute('href')).toBe(
      '/events/90?mealType=delivery',
    );
    expect(within(dialog).getByRole('link', { name: '이벤트 안내 1' }).querySelector('img')?.getAttribute('src')).toBe(
      popups[0]?.imageUrl,
    );
  });

  it('the home loader reads no popup for a customer who hid them today', async () => {
    const get = resolverOf(createContainer(memoryModules));
    get(TOKENS.CookieJar).set('_hpu', '1', 60);
    expect((await homeLoader(get)()).popups).toEqual([]);
  });

  it('ticking 오늘 그만보기 closes it and stores _hpu=1', async () => {
    const get = renderPopup();
    const dialog = await screen.findByRole('dialog', { name: '이벤트 안내' });
    fireEvent.click(within(dialog).getByRole('checkbox', { name: '오늘 그만보기' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(get(TOKENS.CookieJar).get('_hpu')).toBe('1');
  });

  it('닫기 closes it without a cookie', async () => {
    const get = renderPopup();
    const dialog = await screen.findByRole('dialog', { name: '이벤트 안내' });
    const close = within(dialog).getAllByRole('button', { name: '닫기' });
    const footerClose = close[close.length - 1];
    if (footerClose !== undefined) fireEvent.click(footerClose);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(get(TOKENS.CookieJar).get('_hpu')).toBeNull();
  });

  it('does not open while _hpu equals 1', async () => {
    const read = vi.spyOn(ReadPopupBanners.prototype, 'execute');
    renderPopup((get) => get(TOKENS.CookieJar).set('_hpu', '1', 86_400));
    // The popup opens in the same turn the banners' answer arrives: wait for that answer, then look.
    await vi.waitFor(() => expect(read).toHaveBeenCalledTimes(1));
    expect(await read.mock.results[0]?.value).toEqual({ kind: 'hidden-today' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
