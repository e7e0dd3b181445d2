import { describe, expect, it } from 'vitest';
import {
  branchMenuCardSchema,
  branchQuerySchema,
  menuDetailSchema,
  optionGroupSchema,
  recommendGroupSchema,
  recommendQuerySchema,
} from '../../../src/contract/catalog';

const group = {
  id: 100,
  subOptionTitle: '부위 선택',
  subOptionItemDetailResponseList: [{ id: 1000, itemTitle: '순살', addPrice: 2000 }],
  minSelect: 0,
  maxSelect: 1,
};
const detail = {
  id: 10,
  menuName: '황금올리브치킨',
  menuPrice: 20000,
  description: '바삭한 후라이드',
  menuImageUrl: '/images/menus/10.png',
  adultOnly: false,
  categoryId: 1,
  origin: [{ name: '닭고기', region: '국내산' }],
  nutrient: { calorie: 250, sugars: 1.5, protein: 20, saturatedFat: 4, natrium: 400 },
  allergy: '밀, 대두',
  options: [group],
};

describe('menu answers (spec §3 field names)', () => {
  it('the menu detail carries origin, nutrient per 100 g, allergy, adultOnly and option groups', () => {
    expect(menuDetailSchema.parse(detail)).toEqual(detail);
    expect(Object.keys(menuDetailSchema.shape.nutrient.shape).sort()).toEqual(
      ['calorie', 'natrium', 'protein', 'saturatedFat', 'sugars'].sort(),
    );
  });

  it('an option group names its items subOptionItemDetailResponseList [{id, itemTitle, addPrice}]', () => {
    expect(optionGroupSchema.parse(group)).toEqual(group);
    const renamed = { ...group, subOptionItemDetailResponseList: [{ id: 1, title: '순살', addPrice: 0 }] };
    expect(optionGroupSchema.safeParse(renamed).success).toBe(false);
  });

  it('prices are integer won, never negative', () => {
    expect(menuDetailSchema.safeParse({ ...detail, menuPrice: 1999.9 }).success).toBe(false);
    expect(menuDetailSchema.safeParse({ ...detail, menuPrice: -1 }).success).toBe(false);
    const negativeAdd = { ...group, subOptionItemDetailResponseList: [{ id: 1, itemTitle: '순살', addPrice: -500 }] };
    expect(optionGroupSchema.safeParse(negativeAdd).success).toBe(false);
  });

  it('a card as a branch sells it says whether it is sold out there', () => {
    const { categoryId: _c, origin: _o, nutrient: _n, allergy: _a, options: _g, ...card } = detail;
    expect(branchMenuCardSchema.parse({ ...card, soldOut: true }).soldOut).toBe(true);
    expect(branchMenuCardSchema.safeParse(card).success).toBe(false);
  });

  it('a recommend group is categoryName + menuItemList [{menuId, menuName, menuImageUrl, menuPrice}]', () => {
    const recommend = {
      categoryName: '치킨',
      menuItemList: [{ menuId: 10, menuName: '황금올리브치킨', menuImageUrl: '/m.png', menuPrice: 20000 }],
    };
    expect(recommendGroupSchema.parse(recommend)).toEqual(recommend);
  });
});

describe('menu queries', () => {
  it('branchId is optional and read from the query text', () => {
    expect(branchQuerySchema.parse({})).toEqual({});
    expect(branchQuerySchema.parse({ branchId: '7' })).toEqual({ branchId: 7 });
    expect(branchQuerySchema.safeParse({ branchId: 'seven' }).error?.issues[0]?.message).toBe(
      '올바른 번호가 아닙니다.',
    );
    expect(branchQuerySchema.safeParse({ branchId: '0' }).success).toBe(false);
  });

  it('recommend defaults to type recommended and reads the comma-separated category list', () => {
    expect(recommendQuerySchema.parse({})).toEqual({ type: 'recommended' });
    expect(recommendQuerySchema.parse({ type: 'new', searchCategoryList: '1,2,2' })).toEqual({
      type: 'new',
      searchCategoryList: [1, 2],
    });
  });

  it('an unknown type or a malformed list is refused with a Korean message', () => {
    expect(recommendQuerySchema.safeParse({ type: 'popular' }).error?.issues[0]?.message).toBe(
      "추천 유형은 'recommended' 또는 'new'로 입력해주세요.",
    );
    for (const searchCategoryList of ['', '1,,2', 'a', '0', '1, 2']) {
      expect(recommendQuerySchema.safeParse({ searchCategoryList }).error?.issues[0]?.message).toBe(
        '카테고리 목록은 쉼표로 구분한 번호로 입력해주세요.',
      );
    }
  });
});
