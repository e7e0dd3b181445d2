import { describe, expect, it } from 'vitest';
import { ListCategories } from '../../../src/application/use-cases/list-categories';
import { ListCategoryMenus } from '../../../src/application/use-cases/list-category-menus';
import { ListRecommendedMenus } from '../../../src/application/use-cases/list-recommended-menus';
import { ReadEventBanners } from '../../../src/application/use-cases/read-event-banners';
import { ShowMenu } from '../../../src/application/use-cases/show-menu';
import type { RecommendGroup } from '../../../src/domain/menu/types';
import { memoryWorld } from './memory-world';

/** Fixture branch 2 (가락시장점): 크리스피치킨 (102) sold out, 생맥주 500cc (303) hidden. */
const GARAK = 2;

describe('browsing the menu', () => {
  it('lists the categories in ascending priority, whatever order the catalog keeps', async () => {
    const { categories } = await new ListCategories(memoryWorld().menu).execute();
    expect(categories.map((c) => c.categoryName)).toEqual(['후라이드', '양념치킨', '사이드']);
  });

  it("a branch's sold-out menu is listed but flagged, and its hidden menu is left out", async () => {
    const world = memoryWorld();
    const list = new ListCategoryMenus(world.menu);
    const fried = await list.execute({ categoryId: 1, branchId: GARAK });
    if (fried.kind !== 'listed') throw new Error('category 1 exists');
    expect(fried.menus.find((m) => m.id === 102)?.soldOut).toBe(true);
    expect(fried.menus.find((m) => m.id === 101)?.soldOut).toBe(false);
    const sides = await list.execute({ categoryId: 3, branchId: GARAK });
    expect(sides.kind === 'listed' && sides.menus.map((m) => m.id)).not.toContain(303);
    const everywhere = await list.execute({ categoryId: 3, branchId: null });
    expect(everywhere.kind === 'listed' && everywhere.menus.map((m) => m.id)).toContain(303);
  });

  it('an unknown category is not found', async () => {
    expect(await new ListCategoryMenus(memoryWorld().menu).execute({ categoryId: 99, branchId: null })).toEqual({
      kind: 'not-found',
    });
  });
});

describe('showing a menu', () => {
  it('reads the menu with its option groups, not sold out without a branch', async () => {
    const result = await new ShowMenu(memoryWorld().menu).execute({ menuId: 101, branchId: null });
    if (result.kind !== 'found') throw new Error('menu 101 exists');
    expect(result.detail.menuName).toBe('황금올리브치킨');
    expect(result.options.map((g) => g.id)).toContain(1001);
    expect(result.soldOut).toBe(false);
  });

  it('is sold out at a branch that sold out of it, and not found at a branch that hides it', async () => {
    const show = new ShowMenu(memoryWorld().menu);
    expect(await show.execute({ menuId: 102, branchId: GARAK })).toMatchObject({ kind: 'found', soldOut: true });
    expect(await show.execute({ menuId: 303, branchId: GARAK })).toEqual({ kind: 'not-found' });
    expect(await show.execute({ menuId: 999, branchId: null })).toEqual({ kind: 'not-found' });
  });

  it('a branch list that cannot be read hides nothing: the menu shows as orderable', async () => {
    const { menu } = memoryWorld();
    const flaky = {
      menuDetail: menu.menuDetail.bind(menu),
      subOptions: menu.subOptions.bind(menu),
      menusOf: () => Promise.reject(new Error('down')),
    };
    expect(await new ShowMenu(flaky).execute({ menuId: 102, branchId: GARAK })).toMatchObject({
      kind: 'found',
      soldOut: false,
    });
  });
});

describe('recommended menus and banners', () => {
  const menuOf = (menuId: number) => ({ menuId, menuName: `메뉴${menuId}`, menuImageUrl: '', menuPrice: 1000 });
  const groups: RecommendGroup[] = [
    { categoryName: '후라이드', menuItemList: [menuOf(1), menuOf(2)] },
    { categoryName: '양념치킨', menuItemList: [menuOf(2), menuOf(3)] },
  ];

  it('lists every group in order, a menu in two groups once, up to the limit asked', async () => {
    const list = new ListRecommendedMenus({ recommend: async () => groups });
    const all = await list.execute({ type: 'recommended' });
    expect(all.menus.map((m) => m.menuId)).toEqual([1, 2, 3]);
    const two = await list.execute({ type: 'recommended', limit: 2 });
    expect(two.menus.map((m) => m.menuId)).toEqual([1, 2]);
  });

  it('new menus and recommended menus are different lists', async () => {
    const list = new ListRecommendedMenus(memoryWorld().menu);
    const recommended = (await list.execute({ type: 'recommended' })).menus.map((m) => m.menuId);
    const fresh = (await list.execute({ type: 'new' })).menus.map((m) => m.menuId);
    expect(recommended).toContain(101);
    expect(fresh).toContain(202);
    expect(recommended).not.toContain(202);
  });

  it('reads the event banners of the home carousel', async () => {
    const { banners } = await new ReadEventBanners(memoryWorld().content).execute();
    expect(banners).toEqual([
      { id: 1, imageUrl: '/images/banners/event-1.png', webUrl: '/events', title: '겨울 이벤트' },
    ]);
  });
});
