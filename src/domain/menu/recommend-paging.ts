import { RECOMMEND_MENUS_PER_PAGE } from '../shared/constants';
import type { RecommendGroup, RecommendMenu } from './types';

/** The menus of recommend groups in group order, each menu once (a menu in two groups shows once). */
export function recommendMenusOf(groups: readonly RecommendGroup[]): readonly RecommendMenu[] {
  const seen = new Set<number>();
  const menus: RecommendMenu[] = [];
  for (const group of groups) {
    for (const menu of group.menuItemList) {
      if (seen.has(menu.menuId)) continue;
      seen.add(menu.menuId);
      menus.push(menu);
    }
  }
  return menus;
}

/** Spec §2/§9: the number of recommend pages, 2 menus a page (0 when there is nothing to show). */
export function recommendPageCount(menuCount: number, perPage: number = RECOMMEND_MENUS_PER_PAGE): number {
  return Math.ceil(Math.max(0, menuCount) / perPage);
}

/** Keeps a page index (0-based) inside [0, pageCount), wrapping both ways; 0 when there are no pages. */
function wrapPage(page: number, pageCount: number): number {
  if (pageCount <= 0) return 0;
  return ((Math.trunc(page) % pageCount) + pageCount) % pageCount;
}

/** Spec §2: the menus of a page (0-based), 2 a page; a page outside the range wraps. */
export function recommendPage<T>(menus: readonly T[], page: number, perPage: number = RECOMMEND_MENUS_PER_PAGE): T[] {
  const start = wrapPage(page, recommendPageCount(menus.length, perPage)) * perPage;
  return menus.slice(start, start + perPage);
}

/** Spec §2: next from the last page wraps to the first. */
export function nextRecommendPage(page: number, pageCount: number): number {
  return wrapPage(page + 1, pageCount);
}

/** Spec §2: previous from the first page wraps to the last. */
export function previousRecommendPage(page: number, pageCount: number): number {
  return wrapPage(page - 1, pageCount);
}

/** Spec §2: the page indicator "x / y", 1-based ("0 / 0" with no pages). */
export function recommendPageLabel(page: number, pageCount: number): string {
  return pageCount <= 0 ? '0 / 0' : `${wrapPage(page, pageCount) + 1} / ${pageCount}`;
}
