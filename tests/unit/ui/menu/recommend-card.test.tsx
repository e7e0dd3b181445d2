import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { franchiseFixtures } from '../../../../src/adapters/memory/fixtures';
import { uiModule } from '../../../../src/adapters/ui/di/ui-module';
import { UI_TOKENS } from '../../../../src/adapters/ui/di/ui-tokens';
import { RecommendCardViewModel } from '../../../../src/adapters/ui/shell/sidebar/recommend-card.view-model';
import { ListRecommendedMenus } from '../../../../src/application/use-cases/list-recommended-menus';
import {
  createContainer,
  createMemoryBackendModule,
  createMemoryLocalModule,
  resolverOf,
} from '../../../../src/composition-root';
import '../support/dom';
import { memoryServices, PAGE_LOAD, renderStorefront } from '../support/app-harness';

const menu = (menuId: number) => ({
  menuId,
  menuName: `메뉴${menuId}`,
  menuImageUrl: `/m/${menuId}.svg`,
  menuPrice: 18000,
});

function catalogOf(count: number) {
  const menus = Array.from({ length: count }, (_, i) => menu(i + 1));
  return new ListRecommendedMenus({ recommend: async () => [{ categoryName: '후라이드', menuItemList: menus }] });
}

describe('the recommended-menu card', { timeout: 20_000 }, () => {
  it('shows two menus a page with the indicator x / y', async () => {
    const card = new RecommendCardViewModel(catalogOf(5), 'recommended');
    await card.load();
    expect(card.title).toBe('추천 메뉴');
    expect(card.pageLabel).toBe('1 / 3');
    expect(card.visible.map((m) => m.name)).toEqual(['메뉴1', '메뉴2']);
    expect(card.visible[0]?.price).toBe('18,000원');
  });

  it("given the server's menus it shows them from the start and reads nothing; without them it reads", async () => {
    let reads = 0;
    const counted = {
      execute: async (input: { type: 'recommended' | 'new' }) => {
        reads += 1;
        return catalogOf(3).execute(input);
      },
    };
    const preloaded = new RecommendCardViewModel(counted, 'recommended', [menu(7), menu(8), menu(9)]);
    expect(preloaded.status).toBe('ready');
    expect(preloaded.visible.map((m) => m.name)).toEqual(['메뉴7', '메뉴8']);
    await preloaded.loadUnlessPreloaded();
    expect(reads).toBe(0);
    const unread = new RecommendCardViewModel(counted, 'recommended');
    expect(unread.status).toBe('loading');
    await unread.loadUnlessPreloaded();
    expect(reads).toBe(1);
    expect(unread.visible.map((m) => m.name)).toEqual(['메뉴1', '메뉴2']);
  });

  it('next wraps from the last page to the first, previous from the first to the last', async () => {
    const card = new RecommendCardViewModel(catalogOf(5), 'new');
    await card.load();
    card.previous();
    expect(card.pageLabel).toBe('3 / 3');
    expect(card.visible.map((m) => m.name)).toEqual(['메뉴5']);
    card.next();
    expect(card.pageLabel).toBe('1 / 3');
  });

  it('links keep the general query and a card without menus is hidden', async () => {
    const card = new RecommendCardViewModel(catalogOf(1), 'new');
    card.setSearch('?mealType=delivery&redirect_to=/x');
    await card.load();
    expect(card.visible[0]?.href).toBe('/products/1?mealType=delivery');
    expect(card.single).toBe(true);
    const empty = new RecommendCardViewModel(catalogOf(0), 'new');
    await empty.load();
    expect(empty.hidden).toBe(true);
  });

  it('in the sidebar, the arrows page the card', async () => {
    renderStorefront(await memoryServices(), '/categories/1');
    const card = await screen.findByRole('region', { name: '추천 메뉴' }, PAGE_LOAD);
    await within(card).findByText('황금올리브치킨');
    expect(within(card).getByText('1 / 1')).toBeTruthy();
    expect(within(card).getByRole('button', { name: '다음 추천 메뉴' })).toHaveProperty('disabled', true);
    expect(await screen.findByRole('region', { name: '신메뉴' })).toBeTruthy();
  });

  it('the arrows of the rendered card page through every recommended menu, wrapping', async () => {
    const fixtures = { ...franchiseFixtures, menus: franchiseFixtures.menus.map((m) => ({ ...m, recommended: true })) };
    const get = resolverOf(createContainer([createMemoryBackendModule(fixtures), createMemoryLocalModule(), uiModule]));
    await get(UI_TOKENS.RootStore).load();
    renderStorefront(get, '/categories/1');
    const card = await screen.findByRole('region', { name: '추천 메뉴' }, PAGE_LOAD);
    await within(card).findByText('1 / 5');
    expect(within(card).getAllByRole('link')).toHaveLength(2);
    fireEvent.click(within(card).getByRole('button', { name: '다음 추천 메뉴' }));
    expect(within(card).getByText('2 / 5')).toBeTruthy();
    fireEvent.click(within(card).getByRole('button', { name: '이전 추천 메뉴' }));
    fireEvent.click(within(card).getByRole('button', { name: '이전 추천 메뉴' }));
    expect(within(card).getByText('5 / 5')).toBeTruthy();
    expect(within(card).getAllByRole('link')).toHaveLength(1);
  });
});
