import { describe, expect, it } from 'vitest';
import {
  isOrderLineQuantity,
  ORDER_LINE_QUANTITY_MAX,
  ORDER_LINE_QUANTITY_MIN,
} from '../../../../src/domain/order/quantity';

describe('the order line quantity', () => {
  it('a line holds 1..99 whole units', () => {
    expect([ORDER_LINE_QUANTITY_MIN, ORDER_LINE_QUANTITY_MAX]).toEqual([1, 99]);
    expect(isOrderLineQuantity(1)).toBe(true);
    expect(isOrderLineQuantity(99)).toBe(true);
  });

  it('0 (a deletion), 100, fractions and NaN are not quantities', () => {
    for (const quantity of [0, -1, 100, 1.5, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(isOrderLineQuantity(quantity)).toBe(false);
    }
  });
});
