import type { Page } from '../../application/ports/page';

/** One page of a list; a page below 1 or a size below 1 is read as 1 (the server clamps bad paging). */
export function pageOf<T>(all: readonly T[], page: number, size: number): Page<T> {
  const safePage = Math.max(1, Math.floor(page) || 1);
  const safeSize = Math.max(1, Math.floor(size) || 1);
  return {
    items: all.slice((safePage - 1) * safeSize, safePage * safeSize),
    page: safePage,
    size: safeSize,
    totalCount: all.length,
  };
}
