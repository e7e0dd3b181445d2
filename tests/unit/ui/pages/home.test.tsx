import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { HomeViewModel } from '../../../../src/adapters/ui/pages/home/home.view-model';
import type { ContentFeed } from '../../../../src/application/ports/content-feed';
import type { MenuCatalog } from '../../../../src/application/ports/menu-catalog';
import { ListRecommendedMenus } from '../../../../src/application/use-cases/list-recommended-menus';
import { ReadEventBanners } from '../../../../src/application/use-cases/read-event-banners';
import '../support/dom';
import { memoryServices, PAGE_LOAD, renderStorefront } from '../support/app-harness';

/** The home view-model over stub ports, through the real use cases. */
function homeOver(feed: Pick<ContentFeed, 'eventBanners'>, catalog: Pick<MenuCatalog, 'recommend'>): HomeViewModel {
  return new HomeViewModel({
    readBanners: new ReadEventBanners(feed),
    listRecommended: new ListRecommendedMenus(catalog),
  });
}

describe('the home page', () => {
  it('shows the event banners in a carousel and the recommended menus with won prices', async () => {
    renderStorefront(await memoryServices(), '/');
    const carousel = await screen.findByRole('region', { name: '이벤트 배너' }, PAGE_LOAD);
    expect(within(carousel).getAllByRole('img', { hidden: true }).length).toBeGreaterThan(0);
    const recommended = screen.getByRole('region', { name: '추천 메뉴' });
    const links = (await within(recommended).findAllByRole('link')).filter((link) =>
      link.getAttribute('href')?.startsWith('/products/'),
    );
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) expect(link.textContent).toMatch(/[\d,]+원$/);
    expect(within(recommended).getByRole('link', { name: '전체 메뉴 보기' }).getAttribute('href')).toBe(
      '/categories/1',
    );
  });

  it('a failed section says so while the other still shows', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const home = homeOver(
      {
        eventBanners: async () => {
          throw new Error('down');
        },
      },
      {
        recommend: async () => [
          {
            categoryName: '후라이드',
            menuItemList: [
              { menuId: 1, menuName: '후라이드', menuImageUrl: '/1.svg', menuPrice: 20000 },
              { menuId: 1, menuName: '후라이드', menuImageUrl: '/1.svg', menuPrice: 20000 },
            ],
          },
        ],
      },
    );
    home.setSearch('?mealType=delivery&mc=x');
    await home.load();
    expect(home.bannerStatus).toBe('failed');
    expect(logged).toHaveBeenCalledOnce();
    expect(home.menuCards).toEqual([
      { id: 1, name: '후라이드', price: '20,000원', imageUrl: '/1.svg', href: '/products/1?mealType=delivery' },
    ]);
  });

  it('banners linking inside the site become router links keeping the query; others stay plain links', async () => {
    const home = homeOver(
      {
        eventBanners: async () => [
          { id: 1, title: '이벤트', imageUrl: '/b.svg', webUrl: '/events' },
          { id: 2, title: '외부', imageUrl: '/c.svg', webUrl: 'https://event.example.com/' },
        ],
      },
      { recommend: async () => [] },
    );
    home.setSearch('branchId=3');
    await home.load();
    expect(home.bannerSlides.map((b) => [b.href, b.internal])).toEqual([
      ['/events?branchId=3', true],
      ['https://event.example.com/', false],
    ]);
  });
});
