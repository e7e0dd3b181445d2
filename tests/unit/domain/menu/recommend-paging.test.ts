import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  nextRecommendPage,
  previousRecommendPage,
  recommendMenusOf,
  recommendPage,
  recommendPageCount,
  recommendPageLabel,
} from '../../../../src/domain/menu/recommend-paging';

const menu = (menuId: number) => ({ menuId, menuName: `m${menuId}`, menuImageUrl: '', menuPrice: 1000 });

describe('recommend card paging', () => {
  it('shows two menus a page', () => {
    expect(recommendPageCount(5)).toBe(3);
    expect(recommendPage([1, 2, 3, 4, 5], 0)).toEqual([1, 2]);
    expect(recommendPage([1, 2, 3, 4, 5], 2)).toEqual([5]);
  });

  it('next from the last page wraps to the first and previous from the first to the last', () => {
    expect(nextRecommendPage(2, 3)).toBe(0);
    expect(previousRecommendPage(0, 3)).toBe(2);
    expect(nextRecommendPage(0, 3)).toBe(1);
  });

  it('the indicator reads page x / y from 1', () => {
    expect(recommendPageLabel(0, 3)).toBe('1 / 3');
    expect(recommendPageLabel(2, 3)).toBe('3 / 3');
    expect(recommendPageLabel(0, 0)).toBe('0 / 0');
  });

  it('no menus means no pages', () => {
    expect(recommendPageCount(0)).toBe(0);
    expect(recommendPage([], 0)).toEqual([]);
    expect(nextRecommendPage(0, 0)).toBe(0);
  });

  it('a menu recommended in two groups shows once', () => {
    const groups = [
      { categoryName: 'a', menuItemList: [menu(1), menu(2)] },
      { categoryName: 'b', menuItemList: [menu(2), menu(3)] },
    ];
    expect(recommendMenusOf(groups).map((m) => m.menuId)).toEqual([1, 2, 3]);
  });

  it('paging forward through every page shows each menu exactly once and comes back to the start', () => {
    fc.assert(
      fc.property(fc.array(fc.integer(), { maxLength: 40 }), fc.integer({ min: -50, max: 50 }), (menus, start) => {
        const pages = recommendPageCount(menus.length);
        let page = pages === 0 ? 0 : ((start % pages) + pages) % pages;
        const seen: number[] = [];
        for (let i = 0; i < pages; i += 1) {
          seen.push(...recommendPage(menus, page));
          page = nextRecommendPage(page, pages);
        }
        expect(seen.slice().sort()).toEqual(menus.slice().sort());
        expect(page).toBe(pages === 0 ? 0 : ((start % pages) + pages) % pages);
        expect(previousRecommendPage(nextRecommendPage(page, pages), pages)).toBe(page);
      }),
      { numRuns: 1000 },
    );
  });
});
