import { describe, expect, it } from 'vitest';
import { seedRows } from '../../../server/db/seed/seed-rows';
import { seedFixture } from '../support/seed-fixture';

describe('seed rows', () => {
  it('menus keep the data order within their category', () => {
    const rows = seedRows(seedFixture);
    expect(rows.menus.map((menu) => [menu.id, menu.categoryId, menu.sortOrder])).toEqual([
      [10, 1, 0],
      [11, 1, 1],
      [20, 2, 0],
    ]);
  });

  it('option groups and items belong to their menu and group, in data order', () => {
    const rows = seedRows(seedFixture);
    expect(rows.optionGroups).toEqual([expect.objectContaining({ id: 100, menuId: 10, sortOrder: 0 })]);
    expect(rows.optionItems.map((item) => [item.id, item.optionGroupId, item.addPrice, item.sortOrder])).toEqual([
      [1000, 100, 2000, 0],
      [1001, 100, 3000, 1],
    ]);
  });

  it("a branch's sold-out and hidden menus become status rows", () => {
    expect(seedRows(seedFixture).branchMenuStatus).toEqual([
      { branchId: 1, menuId: 11, status: 'SOLD_OUT' },
      { branchId: 1, menuId: 20, status: 'HIDDEN' },
    ]);
  });

  it('event and popup banners may share ids: the kind tells them apart', () => {
    expect(seedRows(seedFixture).banners.map((banner) => [banner.kind, banner.id])).toEqual([
      ['event', 1],
      ['popup', 1],
    ]);
  });

  it('one option group id under two menus is refused instead of silently moving the group', () => {
    const [first, second] = seedFixture.menus;
    const shared = { ...second!, optionGroups: first!.optionGroups };
    expect(() => seedRows({ ...seedFixture, menus: [first!, shared] })).toThrow(/option_groups key 100/);
  });

  it('a menu both sold out and hidden at one branch is refused', () => {
    const [branch] = seedFixture.branches;
    const conflicting = { ...branch!, soldOutMenuIds: [20], hiddenMenuIds: [20] };
    expect(() => seedRows({ ...seedFixture, branches: [conflicting] })).toThrow(/branch_menu_status key 1\/20/);
  });
});
