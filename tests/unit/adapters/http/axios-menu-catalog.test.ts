import { afterEach, describe, expect, it } from 'vitest';
import { AxiosMenuCatalog } from '../../../../src/adapters/http/axios-menu-catalog';
import { ContractViolationError } from '../../../../src/adapters/http/wire';
import { testClient } from './support/client';
import { type FakeApi, routes, startFakeApi } from './support/fake-api';

const nutrient = { calorie: 250, sugars: 1.5, protein: 20, saturatedFat: 4, natrium: 400 };
const group = {
  id: 100,
  subOptionTitle: '부위 선택',
  subOptionItemDetailResponseList: [{ id: 1000, itemTitle: '순살', addPrice: 2000 }],
  minSelect: 0,
  maxSelect: 1,
};
const card = {
  id: 10,
  menuName: '황금올리브치킨',
  menuPrice: 20000,
  description: '바삭한 후라이드',
  menuImageUrl: '/images/menus/10.png',
  adultOnly: false,
};
const detail = {
  ...card,
  categoryId: 1,
  origin: [{ name: '닭고기', region: '국내산' }],
  nutrient,
  allergy: '밀, 대두',
  options: [group],
};

let api: FakeApi;

afterEach(async () => {
  await api.close();
});

async function catalogFor(table: Parameters<typeof routes>[0]): Promise<AxiosMenuCatalog> {
  api = await startFakeApi(routes(table));
  return new AxiosMenuCatalog(testClient(api.baseURL));
}

describe('AxiosMenuCatalog', () => {
  it('reads the categories and a category by id; an unknown category reads null', async () => {
    const category = { id: 1, categoryName: '치킨', categoryImageUrl: '/images/categories/1.png', priority: 1 };
    const catalog = await catalogFor({
      'GET /api/delivery/menu/category': { status: 200, body: [category] },
      'GET /api/delivery/menu/category/1': { status: 200, body: category },
    });
    expect(await catalog.categories()).toEqual([category]);
    expect(await catalog.category(1)).toEqual(category);
    expect(await catalog.category(99)).toBeNull();
  });

  it('asks for the menus of a category at a branch and keeps the sold-out flag', async () => {
    const catalog = await catalogFor({
      'GET /api/delivery/menu/1': { status: 200, body: [{ ...card, soldOut: true }] },
    });
    expect(await catalog.menusOf(1, 7)).toEqual([{ ...card, soldOut: true }]);
    expect(api.requests[0]?.query.get('branchId')).toBe('7');
    await catalog.menusOf(1);
    expect(api.requests[1]?.query.has('branchId')).toBe(false);
    expect(await catalog.menusOf(2)).toBeNull();
  });

  it('maps the menu detail to the domain detail (origin, nutrient, allergy) and reads sub-options apart', async () => {
    const catalog = await catalogFor({
      'GET /api/delivery/menu/detail/10': { status: 200, body: detail },
      'GET /api/delivery/menu/sub-option/10': { status: 200, body: [group] },
    });
    const menu = await catalog.menuDetail(10);
    expect(menu).toEqual({ ...card, categoryId: 1, origin: detail.origin, nutrient, allergy: '밀, 대두' });
    expect(await catalog.subOptions(10, 3)).toEqual([group]);
    expect(api.requests[1]?.query.get('branchId')).toBe('3');
    expect(await catalog.menuDetail(11)).toBeNull();
    expect(await catalog.subOptions(11)).toBeNull();
  });

  it('sends the recommend type and the category list comma-separated', async () => {
    const groups = [
      {
        categoryName: '치킨',
        menuItemList: [{ menuId: 10, menuName: '황금올리브치킨', menuImageUrl: '/m.png', menuPrice: 20000 }],
      },
    ];
    const catalog = await catalogFor({ 'GET /api/delivery/menu/recommend': { status: 200, body: groups } });
    expect(await catalog.recommend('new', [1, 2])).toEqual(groups);
    expect(api.requests[0]?.query.get('type')).toBe('new');
    expect(api.requests[0]?.query.get('searchCategoryList')).toBe('1,2');
    await catalog.recommend('recommended', []);
    expect(api.requests[1]?.query.has('searchCategoryList')).toBe(false);
  });

  it('a body that breaks the contract (a fractional price) is thrown, not mapped', async () => {
    const catalog = await catalogFor({
      'GET /api/delivery/menu/1': { status: 200, body: [{ ...card, menuPrice: 19999.5, soldOut: false }] },
    });
    await expect(catalog.menusOf(1)).rejects.toBeInstanceOf(ContractViolationError);
  });
});
