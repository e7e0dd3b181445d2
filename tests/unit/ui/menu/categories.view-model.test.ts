import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { categoriesLoader } from '../../../../src/adapters/ui/pages/categories/categories.loader';
import { CategoriesViewModel } from '../../../../src/adapters/ui/pages/categories/categories.view-model';
import { TOKENS } from '../../../../src/composition-root';
import '../support/dom';

import { memoryServices, PAGE_LOAD, renderStorefront } from '../support/app-harness';

/** A route loader's arguments for /categories/{id}{search}. */
const loaderArgs = (id: string, search = '') =>
  ({ params: { id }, request: new Request(`http://storefront/categories/${id}${search}`), context: {} }) as never;

/** The page's view of what the route loader reads for /categories/{id}?{search} (issue 13). */
async function categoriesPage(id: string, search = '') {
  const get = await memoryServices();
  const query = search === '' ? '' : `?${search}`;
  return new CategoriesViewModel(await categoriesLoader(get)(loaderArgs(id, query)), query);
}

describe('the categories view-model', { timeout: 20_000 }, () => {
  it('tabs follow priority, not the order the server lists them, and the current one is selected', async () => {
    const page = await categoriesPage('2');
    expect(page.tabs.map((tab) => [tab.name, tab.selected])).toEqual([
      ['후라이드', false],
      ['양념치킨', true],
      ['사이드', false],
    ]);
  });

  it('the heading names the category with its Total count', async () => {
    const page = await categoriesPage('1');
    expect(page.heading).toBe('후라이드');
    expect(page.totalLabel).toBe('Total 3');
  });

  it('cards show won prices and link to products keeping mealType and branchId', async () => {
    const page = await categoriesPage('1', 'mealType=delivery&branchId=1&mc=1-1');
    expect(page.cards[0]).toMatchObject({
      name: '황금올리브치킨',
      price: '20,000원',
      href: '/products/101?mealType=delivery&branchId=1',
      soldOut: false,
    });
    expect(page.tabs[1]?.href).toBe('/categories/2?mealType=delivery&branchId=1');
  });

  it('a menu sold out at the chosen branch is flagged, and a hidden one is left out of the count', async () => {
    const fried = await categoriesPage('1', 'branchId=2');
    expect(fried.cards.find((card) => card.id === 102)?.soldOut).toBe(true);
    const sides = await categoriesPage('3', 'branchId=2');
    expect(sides.totalLabel).toBe('Total 2');
    const everywhere = await categoriesPage('3');
    expect(everywhere.totalLabel).toBe('Total 3');
    expect(everywhere.cards.find((card) => card.id === 303)?.adultOnly).toBe(true);
  });

  it('an unknown or unreadable category id is not found', async () => {
    expect((await categoriesPage('99')).view).toBe('not-found');
    expect((await categoriesPage('abc')).view).toBe('not-found');
  });

  it('a part the loader could not read is the error state', () => {
    const categories = [{ id: 1, categoryName: '후라이드', categoryImageUrl: '', priority: 1 }];
    const noMenus = new CategoriesViewModel({ categoryId: 1, branchId: null, categories, menus: null }, '');
    expect(noMenus.view).toBe('failed');
    expect(noMenus.cards).toEqual([]);
    const noTabs = new CategoriesViewModel(
      { categoryId: 1, branchId: null, categories: null, menus: { kind: 'listed', menus: [] } },
      '',
    );
    expect(noTabs.view).toBe('failed');
    const empty = new CategoriesViewModel(
      { categoryId: 1, branchId: null, categories, menus: { kind: 'listed', menus: [] } },
      '',
    );
    expect(empty.view).toBe('content');
    expect(empty.isEmpty).toBe(true);
  });
});

describe('the categories page', { timeout: 20_000 }, () => {
  it('marks the current tab, shows Total and the 품절 of a branch, and the overview lists every category', async () => {
    renderStorefront(await memoryServices(), '/categories/1?branchId=2');
    const heading = await screen.findByRole('heading', { level: 2, name: '후라이드' }, PAGE_LOAD);
    expect(heading).toBeTruthy();
    const tabs = screen.getByRole('navigation', { name: '메뉴 분류' });
    expect(within(tabs).getByRole('link', { name: '후라이드' }).getAttribute('aria-current')).toBe('page');
    expect(await screen.findByText('Total 3')).toBeTruthy();
    expect(screen.getByRole('link', { name: /^크리스피치킨, 품절 바삭한 크리스피 치킨 19,000원$/ })).toBeTruthy();
    const expander = screen.getByRole('button', { name: '전체 메뉴 보기' });
    expect(expander.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(expander);
    expect(expander.getAttribute('aria-expanded')).toBe('true');
    const overview = document.getElementById(expander.getAttribute('aria-controls') ?? '');
    expect(overview?.hidden).toBe(false);
    expect(within(overview as HTMLElement).getAllByRole('link')).toHaveLength(3);
  });
});

describe('the categories route loader (issue 13)', { timeout: 20_000 }, () => {
  it("reads the tabs and the menus of the query's branch before the page renders; the page starts finished", async () => {
    const get = await memoryServices();
    const preload = await categoriesLoader(get)(loaderArgs('1', '?branchId=2'));
    expect(preload).toMatchObject({ categoryId: 1, branchId: 2 });
    expect(preload.categories?.length).toBeGreaterThan(0);
    expect(preload.menus?.kind).toBe('listed');
    const page = new CategoriesViewModel(preload, '?branchId=2');
    expect(page.view).toBe('content');
    expect(page.heading).toBe('후라이드');
    expect(page.cards.find((card) => card.id === 102)?.soldOut).toBe(true);
  });

  it('a part it could not read is null (the page shows its error state with 다시 시도)', async () => {
    const get = await memoryServices();
    const failing = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const broken = ((token: unknown) =>
      token === TOKENS.ListCategoryMenus
        ? { execute: () => Promise.reject(new Error('offline')) }
        : get(token as never)) as typeof get;
    const preload = await categoriesLoader(broken)(loaderArgs('1'));
    failing.mockRestore();
    expect(preload.menus).toBeNull();
    expect(preload.categories).not.toBeNull();
  });
});
