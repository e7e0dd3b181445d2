import { describe, expect, it } from 'vitest';
import { categoryTotalLabel, sortCategoriesByPriority } from '../../../../src/domain/menu/category-tabs';

const category = (id: number, priority: number) => ({
  id,
  priority,
  categoryName: `c${id}`,
  categoryImageUrl: `/c/${id}.svg`,
});

describe('category tabs', () => {
  it('are ordered by ascending priority, not by id', () => {
    const sorted = sortCategoriesByPriority([category(1, 3), category(2, 1), category(3, 2)]);
    expect(sorted.map((c) => c.id)).toEqual([2, 3, 1]);
  });

  it('equal priorities keep the lower id first and the input is not changed', () => {
    const input = [category(5, 1), category(4, 1)];
    expect(sortCategoriesByPriority(input).map((c) => c.id)).toEqual([4, 5]);
    expect(input.map((c) => c.id)).toEqual([5, 4]);
  });

  it('the heading count reads Total N', () => {
    expect(categoryTotalLabel(7)).toBe('Total 7');
  });
});
