import { describe, expect, it } from 'vitest';
import { showsOrderFormCard } from '../../../../src/domain/navigation/sidebar-cards';

describe('the sidebar order-form card', () => {
  it('shows on a product page when the order form has items', () => {
    expect(showsOrderFormCard('/products/12', 1)).toBe(true);
  });

  it('hides on a product page with an empty order form', () => {
    expect(showsOrderFormCard('/products/12', 0)).toBe(false);
  });

  it('hides on category pages even with items', () => {
    expect(showsOrderFormCard('/categories/1', 3)).toBe(false);
    expect(showsOrderFormCard('/productsx/1', 3)).toBe(false);
  });
});
