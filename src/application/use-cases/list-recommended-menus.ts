import { recommendMenusOf } from '../../domain/menu/recommend-paging';
import type { RecommendMenu, RecommendType } from '../../domain/menu/types';
import type { MenuCatalog } from '../ports/menu-catalog';

export interface ListRecommendedMenusInput {
  readonly type: RecommendType;
  /** At most this many menus (the home page shows 8); absent: all of them. */
  readonly limit?: number;
}

export type ListRecommendedMenusResult = { readonly kind: 'listed'; readonly menus: readonly RecommendMenu[] };

/**
 * Spec §2 Home 추천 메뉴 and the Sidebar recommend cards (추천 메뉴, 신메뉴): the menus of every recommend group of a
 * type in group order, a menu in two groups listed once. Outages throw.
 */
export class ListRecommendedMenus {
  constructor(private readonly catalog: Pick<MenuCatalog, 'recommend'>) {}

  async execute(input: ListRecommendedMenusInput): Promise<ListRecommendedMenusResult> {
    const menus = recommendMenusOf(await this.catalog.recommend(input.type));
    return { kind: 'listed', menus: input.limit === undefined ? menus : menus.slice(0, Math.max(0, input.limit)) };
  }
}
