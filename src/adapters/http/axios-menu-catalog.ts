import type { AxiosInstance } from 'axios';
import type { BranchMenuCard, MenuCatalog } from '../../application/ports/menu-catalog';
import {
  branchMenuListResponseSchema,
  catalogEndpoints,
  categoryListResponseSchema,
  categorySchema,
  menuDetailSchema,
  optionGroupListResponseSchema,
  recommendListResponseSchema,
} from '../../contract/catalog';
import { toBranchMenuCard, toMenuDetail, toOptionGroup } from '../../contract/wire-reading';
import type { Category, MenuDetail, OptionGroup, RecommendGroup, RecommendType } from '../../domain/menu/types';
import { callEndpoint, nullIfNotFound } from './wire';

/** MenuCatalog over the spec §7 Menu calls; an unknown (or, at the branch, hidden) id answers 404 and reads null. */
export class AxiosMenuCatalog implements MenuCatalog {
  constructor(private readonly http: AxiosInstance) {}

  async categories(): Promise<readonly Category[]> {
    return callEndpoint(this.http, catalogEndpoints.categories, categoryListResponseSchema);
  }

  async category(categoryId: number): Promise<Category | null> {
    return nullIfNotFound(() =>
      callEndpoint(this.http, catalogEndpoints.category, categorySchema, { path: { menuId: categoryId } }),
    );
  }

  async menusOf(categoryId: number, branchId?: number | null): Promise<readonly BranchMenuCard[] | null> {
    const cards = await nullIfNotFound(() =>
      callEndpoint(this.http, catalogEndpoints.menusOfCategory, branchMenuListResponseSchema, {
        path: { categoryId },
        query: { branchId: branchId ?? undefined },
      }),
    );
    return cards === null ? null : cards.map(toBranchMenuCard);
  }

  async menuDetail(menuId: number): Promise<MenuDetail | null> {
    const menu = await nullIfNotFound(() =>
      callEndpoint(this.http, catalogEndpoints.menuDetail, menuDetailSchema, { path: { id: menuId } }),
    );
    return menu === null ? null : toMenuDetail(menu);
  }

  async subOptions(menuId: number, branchId?: number | null): Promise<readonly OptionGroup[] | null> {
    const groups = await nullIfNotFound(() =>
      callEndpoint(this.http, catalogEndpoints.subOptions, optionGroupListResponseSchema, {
        path: { menuId },
        query: { branchId: branchId ?? undefined },
      }),
    );
    return groups === null ? null : groups.map(toOptionGroup);
  }

  /** An empty or absent category list asks for every category (the wire has no "none" filter). */
  async recommend(type: RecommendType, categoryIds?: readonly number[]): Promise<readonly RecommendGroup[]> {
    const searchCategoryList =
      categoryIds === undefined || categoryIds.length === 0 ? undefined : categoryIds.join(',');
    return callEndpoint(this.http, catalogEndpoints.recommend, recommendListResponseSchema, {
      query: { type, searchCategoryList },
    });
  }
}
