import type { Category } from './types';

/** Spec §2: category tabs in ascending priority; equal priorities keep a stable order by id. */
export function sortCategoriesByPriority(categories: readonly Category[]): readonly Category[] {
  return [...categories].sort((a, b) => a.priority - b.priority || a.id - b.id);
}

/** Spec §2 category heading: the number of menus listed, written "Total N". */
export function categoryTotalLabel(count: number): string {
  return `Total ${count}`;
}
