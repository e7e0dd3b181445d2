import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { ReadPopupBanners } from '../../../../src/application/use-cases/read-popup-banners';
import '../support/dom';
import { ServicesProvider } from '../../../../src/adapters/ui/di/services';
import { PopupBanner } from '../../../../src/adapters/ui/pages/home/popup-banner/popup-banner';
import { createContainer, memoryModules, type Resolve, resolverOf, TOKENS } from '../../../../src/composition-root';

function renderPopup(prepare: (get: Resolve) => void = () => undefined) {
  const get = resolverOf(createContainer(memoryModules));
  prepare(get);
  render(
    <ServicesProvider resolve={get}>
      <MemoryRouter initialEntries={['/?mealType=delivery']}>
        <PopupBanner />
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
