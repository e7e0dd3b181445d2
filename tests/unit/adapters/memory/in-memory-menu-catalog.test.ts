import { describe, expect, it } from 'vitest';
import { memoryWorld } from '../../application/memory-world';

describe('InMemoryMenuCatalog', () => {
  it('lists categories by priority', async () => {
    expect((await memoryWorld().menu.categories()).map((c) => c.id)).toEqual([1, 2, 3]);
  });

  it('at a branch, its hidden menus are left out and its sold-out menus flagged', async () => {
    const { menu } = memoryWorld();
    const sides = await menu.menusOf(3, 2);
    expect(sides?.map((m) => m.id)).toEqual([301, 302]);
    const fried = await menu.menusOf(1, 2);
    expect(fried?.map((m) => [m.id, m.soldOut])).toEqual([
      [101, false],
      [102, true],
      [103, false],
    ]);
    expect((await menu.menusOf(3))?.map((m) => m.id)).toEqual([301, 302, 303]);
  });

  it('an unknown category or branch reads null', async () => {
    const { menu } = memoryWorld();
    expect(await menu.menusOf(99)).toBeNull();
    expect(await menu.menusOf(1, 99)).toBeNull();
    expect(await menu.category(99)).toBeNull();
  });

  it('menu detail carries origin, nutrition and allergy and nothing of the server internals', async () => {
    const { menu } = memoryWorld();
    const detail = await menu.menuDetail(101);
    expect(detail).toMatchObject({ id: 101, categoryId: 1, allergy: '밀, 대두, 닭고기 함유' });
    expect(detail).not.toHaveProperty('options');
    expect(await menu.menuDetail(999)).toBeNull();
  });

  it('sub-options of a menu hidden at the branch read null', async () => {
    const { menu } = memoryWorld();
    expect(await menu.subOptions(303, 2)).toBeNull();
    expect((await menu.subOptions(101, 2))?.map((g) => g.subOptionTitle)).toEqual(['부위 선택', '음료 추가']);
    expect(await menu.subOptions(999)).toBeNull();
  });

  it('recommend lists group recommended or new menus by category', async () => {
    const { menu } = memoryWorld();
    expect(await menu.recommend('new')).toEqual([
      { categoryName: '후라이드', menuItemList: [expect.objectContaining({ menuId: 103 })] },
      { categoryName: '양념치킨', menuItemList: [expect.objectContaining({ menuId: 202 })] },
    ]);
    expect((await menu.recommend('recommended', [2])).map((g) => g.categoryName)).toEqual(['양념치킨']);
  });
});
