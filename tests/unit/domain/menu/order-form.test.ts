import { describe, expect, it } from 'vitest';
import {
  addOrderFormItem,
  distinctIds,
  lineTotalOf,
  orderFormLineTotal,
  orderFormTotal,
  removeOrderFormItem,
  sameConfiguration,
  toAddToCartPayload,
  toCartItem,
  validateOptionSelection,
} from '../../../../src/domain/menu/order-form';
import type { OptionGroup, OrderFormItem } from '../../../../src/domain/menu/types';

const sauce: OptionGroup = {
  id: 1,
  subOptionTitle: '소스',
  minSelect: 1,
  maxSelect: 1,
  subOptionItemDetailResponseList: [
    { id: 11, itemTitle: '양념', addPrice: 0 },
    { id: 12, itemTitle: '치즈', addPrice: 1500 },
  ],
};
const extras: OptionGroup = {
  id: 2,
  subOptionTitle: '추가',
  subOptionItemDetailResponseList: [
    { id: 21, itemTitle: '치즈볼', addPrice: 3000 },
    { id: 22, itemTitle: '콜라 1.25L', addPrice: 2500 },
  ],
};

const item = (over: Partial<OrderFormItem> = {}): OrderFormItem => ({
  menuId: 100,
  menuName: '황금올리브치킨',
  menuPrice: 20000,
  menuImageUrl: '/img/100.png',
  options: [sauce, extras],
  selectedOptionItemIds: [12],
  quantity: 1,
  ...over,
});

describe('order-form line total (spec §3)', () => {
  it('is (menu price + selected add prices) × quantity', () => {
    expect(orderFormLineTotal(item({ selectedOptionItemIds: [12, 21], quantity: 2 }))).toBe((20000 + 1500 + 3000) * 2);
  });

  it('is the menu price × quantity with no options chosen', () => {
    expect(orderFormLineTotal(item({ selectedOptionItemIds: [], quantity: 3 }))).toBe(60000);
  });

  it('counts an option chosen twice once', () => {
    expect(orderFormLineTotal(item({ selectedOptionItemIds: [21, 21, 12] }))).toBe(24500);
  });

  it('adds nothing for an id that names no option of the menu', () => {
    expect(orderFormLineTotal(item({ selectedOptionItemIds: [12, 999] }))).toBe(21500);
  });

  it('prices an id listed in two groups once, at the first group price', () => {
    const twice: OptionGroup = {
      ...extras,
      id: 3,
      subOptionItemDetailResponseList: [{ id: 12, itemTitle: 'x', addPrice: 9 }],
    };
    expect(orderFormLineTotal(item({ options: [sauce, twice], selectedOptionItemIds: [12] }))).toBe(21500);
  });

  it('lineTotalOf multiplies the unit with its add prices', () => {
    expect(lineTotalOf(1000, [100, 200], 3)).toBe(3900);
  });
});

describe('option selection (spec §3, min/max per group)', () => {
  it('accepts a selection within every group bound and returns distinct ids in order', () => {
    expect(validateOptionSelection([sauce, extras], [21, 12, 21, 22])).toEqual({ ok: true, value: [21, 12, 22] });
  });

  it('refuses a required group left empty', () => {
    const result = validateOptionSelection([sauce, extras], [21]);
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.error.code).toBe('OPTION_BELOW_MIN');
      expect(result.error.field).toBe('options.1');
      expect(result.error.message).toContain('소스');
    }
  });

  it('refuses more choices than a group allows', () => {
    const result = validateOptionSelection([sauce, extras], [11, 12]);
    expect(result.ok ? null : result.error.code).toBe('OPTION_ABOVE_MAX');
  });

  it('refuses an id of no group of this menu', () => {
    const result = validateOptionSelection([sauce, extras], [11, 77]);
    expect(result.ok ? null : result.error.code).toBe('OPTION_UNKNOWN');
  });

  it('treats a group without bounds as optional with any number of choices', () => {
    expect(validateOptionSelection([extras], []).ok).toBe(true);
    expect(validateOptionSelection([extras], [21, 22]).ok).toBe(true);
  });

  it('counts a repeated id once against the maximum', () => {
    expect(validateOptionSelection([sauce], [12, 12, 12]).ok).toBe(true);
  });

  it('accepts the empty selection for a menu without options', () => {
    expect(validateOptionSelection([], [])).toEqual({ ok: true, value: [] });
  });
});

describe('order-form item to cart (spec §3)', () => {
  it('becomes a sidebar cart item with distinct option ids', () => {
    expect(toCartItem(item({ selectedOptionItemIds: [12, 21, 12], quantity: 2 }))).toEqual({
      menuId: 100,
      quantity: 2,
      subOptionIds: [12, 21],
    });
  });

  it('becomes an add-to-cart payload (mainMenuId, quantity, subOptionItemIdSet)', () => {
    expect(toAddToCartPayload(item({ selectedOptionItemIds: [21, 21] }))).toEqual({
      mainMenuId: 100,
      quantity: 1,
      subOptionItemIdSet: [21],
    });
  });

  it('distinctIds keeps the first occurrence order', () => {
    expect(distinctIds([3, 1, 3, 2, 1])).toEqual([3, 1, 2]);
  });
});

describe('sidebar order form (spec §2)', () => {
  it('appends a new configuration', () => {
    const form = addOrderFormItem([item()], item({ selectedOptionItemIds: [11] }));
    expect(form).toHaveLength(2);
  });

  it('adds the quantity of the same configuration to its line instead of a second line', () => {
    const form = addOrderFormItem(
      [item({ selectedOptionItemIds: [12, 21], quantity: 2 })],
      item({ selectedOptionItemIds: [21, 12], quantity: 3 }),
    );
    expect(form).toHaveLength(1);
    expect(form[0]?.quantity).toBe(5);
  });

  it('caps a merged quantity at 99', () => {
    const form = addOrderFormItem([item({ quantity: 98 })], item({ quantity: 5 }));
    expect(form[0]?.quantity).toBe(99);
  });

  it('treats different menus or option sets as different configurations', () => {
    expect(sameConfiguration(item(), item({ menuId: 101 }))).toBe(false);
    expect(sameConfiguration(item(), item({ selectedOptionItemIds: [12, 21] }))).toBe(false);
    expect(sameConfiguration(item({ selectedOptionItemIds: [12, 12] }), item({ selectedOptionItemIds: [12] }))).toBe(
      true,
    );
  });

  it('removes a line', () => {
    const form = removeOrderFormItem([item(), item({ menuId: 2 })], 0);
    expect(form.map((l) => l.menuId)).toEqual([2]);
  });

  it('totals the line totals of every item', () => {
    expect(orderFormTotal([item({ quantity: 2 }), item({ selectedOptionItemIds: [11, 22] })])).toBe(43000 + 22500);
    expect(orderFormTotal([])).toBe(0);
  });
});
