import * as z from 'zod/mini';
import { DELIVERY_PREFIX, defineEndpoints, idParamSchema, idParamsSchema, idSchema, wonSchema } from './common';
import { publicReadErrors } from './errors';

/** Spec §7 Delivery › Menu: categories, menus of a category at a branch, menu detail, sub-options, recommend. */

export const CATALOG_MESSAGES = {
  invalidRecommendType: "추천 유형은 'recommended' 또는 'new'로 입력해주세요.",
  invalidCategoryList: '카테고리 목록은 쉼표로 구분한 번호로 입력해주세요.',
} as const;

/** Spec §3 Category. */
export const categorySchema = z.object({
  id: idSchema,
  categoryName: z.string(),
  categoryImageUrl: z.string(),
  priority: z.number().check(z.int()),
});

/** Spec §3 Menu (card); adultOnly: ordering needs adult verification (beer, spec §1). */
export const menuCardSchema = z.object({
  id: idSchema,
  menuName: z.string(),
  menuPrice: wonSchema,
  description: z.string(),
  menuImageUrl: z.string(),
  adultOnly: z.boolean(),
});

/** A card as one branch sells it: `soldOut` true when that branch marked it sold out (still listed). */
export const branchMenuCardSchema = z.extend(menuCardSchema, { soldOut: z.boolean() });

/** Spec §3 sub-option item: addPrice integer won per unit. */
export const optionItemSchema = z.object({
  id: idSchema,
  itemTitle: z.string(),
  addPrice: wonSchema,
});

/** Spec §3 sub-option group; minSelect..maxSelect items must be chosen (ours: 0 ≤ minSelect ≤ maxSelect). */
export const optionGroupSchema = z.object({
  id: idSchema,
  subOptionTitle: z.string(),
  subOptionItemDetailResponseList: z.array(optionItemSchema),
  minSelect: z.number().check(z.int(), z.minimum(0)),
  maxSelect: z.number().check(z.int(), z.minimum(0)),
});

/** Spec §3 Menu detail. */
export const originSchema = z.object({ name: z.string(), region: z.string() });

/** Spec §3/§9 nutrition per 100 g: calorie kcal, sugars g, protein g, saturatedFat g, natrium mg. */
export const nutrientSchema = z.object({
  calorie: z.number().check(z.minimum(0)),
  sugars: z.number().check(z.minimum(0)),
  protein: z.number().check(z.minimum(0)),
  saturatedFat: z.number().check(z.minimum(0)),
  natrium: z.number().check(z.minimum(0)),
});

/** The detail page's menu: the card, its category, origin, nutrition, allergy text and its option groups. */
export const menuDetailSchema = z.extend(menuCardSchema, {
  categoryId: idSchema,
  origin: z.array(originSchema),
  nutrient: nutrientSchema,
  allergy: z.string(),
  options: z.array(optionGroupSchema),
});

/** Spec §3 Recommend group. */
export const recommendMenuSchema = z.object({
  menuId: idSchema,
  menuName: z.string(),
  menuImageUrl: z.string(),
  menuPrice: wonSchema,
});

export const recommendGroupSchema = z.object({
  categoryName: z.string(),
  menuItemList: z.array(recommendMenuSchema),
});

/** Spec §7 `/menu/category/{menuId}`: the spec names the parameter menuId, but it is the category's id. */
export const categoryParamsSchema = z.object({ menuId: idParamSchema });

export const menusOfCategoryParamsSchema = z.object({ categoryId: idParamSchema });

export const subOptionParamsSchema = z.object({ menuId: idParamSchema });

/** `?branchId`: the branch whose sold-out and hidden menus apply; absent means the franchise-wide menu. */
export const branchQuerySchema = z.object({ branchId: z.optional(idParamSchema) });

export const recommendTypeSchema = z.enum(['recommended', 'new'], { error: CATALOG_MESSAGES.invalidRecommendType });

/**
 * `?type=recommended|new&searchCategoryList=1,2`: the type defaults to recommended; the list (comma-separated
 * category ids) limits the groups to those categories; absent means every category.
 */
export const recommendQuerySchema = z.object({
  type: z._default(recommendTypeSchema, 'recommended'),
  searchCategoryList: z.optional(
    z.pipe(
      z
        .string({ error: CATALOG_MESSAGES.invalidCategoryList })
        .check(z.regex(/^[1-9]\d{0,8}(,[1-9]\d{0,8})*$/, CATALOG_MESSAGES.invalidCategoryList)),
      z.transform((text: string) => [...new Set(text.split(',').map(Number))]),
    ),
  ),
});

export const categoryListResponseSchema = z.array(categorySchema);
export const branchMenuListResponseSchema = z.array(branchMenuCardSchema);
export const optionGroupListResponseSchema = z.array(optionGroupSchema);
export const recommendListResponseSchema = z.array(recommendGroupSchema);

const tags = ['menu'] as const;

export const catalogEndpoints = defineEndpoints({
  categories: {
    method: 'GET',
    path: `${DELIVERY_PREFIX}/menu/category`,
    operationId: 'getMenuCategories',
    summary: '메뉴 카테고리 목록 (priority 오름차순)',
    tags,
    auth: 'public',
    response: { 200: categoryListResponseSchema },
  },
  category: {
    method: 'GET',
    path: `${DELIVERY_PREFIX}/menu/category/:menuId`,
    operationId: 'getMenuCategory',
    summary: '메뉴 카테고리 상세 (경로의 menuId는 카테고리 번호)',
    tags,
    auth: 'public',
    params: categoryParamsSchema,
    response: { 200: categorySchema, ...publicReadErrors },
  },
  menuDetail: {
    method: 'GET',
    path: `${DELIVERY_PREFIX}/menu/detail/:id`,
    operationId: 'getMenuDetail',
    summary: '메뉴 상세: 원산지, 영양성분(100g당), 알레르기, 옵션 그룹',
    tags,
    auth: 'public',
    params: idParamsSchema,
    response: { 200: menuDetailSchema, ...publicReadErrors },
  },
  menusOfCategory: {
    method: 'GET',
    path: `${DELIVERY_PREFIX}/menu/:categoryId`,
    operationId: 'listMenusOfCategory',
    summary: '카테고리의 메뉴 목록: branchId가 있으면 그 매장의 숨김 메뉴는 빠지고 품절 메뉴는 soldOut',
    tags,
    auth: 'public',
    params: menusOfCategoryParamsSchema,
    querystring: branchQuerySchema,
    response: { 200: branchMenuListResponseSchema, ...publicReadErrors },
  },
  subOptions: {
    method: 'GET',
    path: `${DELIVERY_PREFIX}/menu/sub-option/:menuId`,
    operationId: 'listMenuSubOptions',
    summary: '메뉴의 옵션 그룹: branchId 매장에서 숨김 메뉴면 404',
    tags,
    auth: 'public',
    params: subOptionParamsSchema,
    querystring: branchQuerySchema,
    response: { 200: optionGroupListResponseSchema, ...publicReadErrors },
  },
  recommend: {
    method: 'GET',
    path: `${DELIVERY_PREFIX}/menu/recommend`,
    operationId: 'listRecommendedMenus',
    summary: '추천 메뉴 그룹 (type: recommended | new)',
    tags,
    auth: 'public',
    querystring: recommendQuerySchema,
    response: { 200: recommendListResponseSchema, 400: publicReadErrors[400] },
  },
});

export type CategoryWire = z.infer<typeof categorySchema>;
export type BranchMenuCardWire = z.infer<typeof branchMenuCardSchema>;
export type OptionGroupWire = z.infer<typeof optionGroupSchema>;
export type MenuDetailWire = z.infer<typeof menuDetailSchema>;
export type RecommendGroupWire = z.infer<typeof recommendGroupSchema>;
