import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { paginationWindow, totalPagesFor } from '../../../../src/domain/validation/pagination';

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

describe('pagination (spec §5/§9)', () => {
  it('pages needed for a number of items', () => {
    expect(totalPagesFor(0, 10)).toBe(0);
    expect(totalPagesFor(1, 10)).toBe(1);
    expect(totalPagesFor(10, 10)).toBe(1);
    expect(totalPagesFor(11, 10)).toBe(2);
    expect(() => totalPagesFor(-1, 10)).toThrow(TypeError);
    expect(() => totalPagesFor(10, 0)).toThrow(TypeError);
    expect(() => totalPagesFor(1.5, 10)).toThrow(TypeError);
    expect(() => totalPagesFor(10, 2.5)).toThrow(TypeError);
  });

  it('first and previous are disabled on page 1', () => {
    const w = paginationWindow({ currentPage: 1, totalPages: 20, windowSize: 11 });
    expect(w).toMatchObject({ canGoFirst: false, canGoPrevious: false, canGoNext: true, canGoLast: true });
    expect(w.previousPage).toBeNull();
    expect(w.nextPage).toBe(2);
    expect(w.pages).toEqual(range(1, 11));
  });

  it('next and last are disabled on the last page', () => {
    const w = paginationWindow({ currentPage: 20, totalPages: 20, windowSize: 11 });
    expect(w).toMatchObject({ canGoFirst: true, canGoPrevious: true, canGoNext: false, canGoLast: false });
    expect(w.previousPage).toBe(19);
    expect(w.nextPage).toBeNull();
    expect(w.pages).toEqual(range(10, 20));
  });

  it('a single page disables everything', () => {
    const w = paginationWindow({ currentPage: 1, totalPages: 1, windowSize: 11 });
    expect(w).toMatchObject({
      pages: [1],
      canGoFirst: false,
      canGoPrevious: false,
      canGoNext: false,
      canGoLast: false,
    });
  });

  it('on desktop the current page is centred with 5 pages either side', () => {
    expect(paginationWindow({ currentPage: 10, totalPages: 30, windowSize: 11 }).pages).toEqual(range(5, 15));
  });

  it('on mobile the current page has 2 pages before it and 3 after', () => {
    expect(paginationWindow({ currentPage: 10, totalPages: 30, windowSize: 6 }).pages).toEqual(range(8, 13));
  });

  it('near either end the window slides instead of shrinking', () => {
    expect(paginationWindow({ currentPage: 3, totalPages: 30, windowSize: 11 }).pages).toEqual(range(1, 11));
    expect(paginationWindow({ currentPage: 28, totalPages: 30, windowSize: 11 }).pages).toEqual(range(20, 30));
    expect(paginationWindow({ currentPage: 29, totalPages: 30, windowSize: 6 }).pages).toEqual(range(25, 30));
  });

  it('fewer pages than the window shows them all', () => {
    expect(paginationWindow({ currentPage: 2, totalPages: 4, windowSize: 11 }).pages).toEqual([1, 2, 3, 4]);
  });

  it('with 0 pages nothing is shown and everything is disabled', () => {
    expect(paginationWindow({ currentPage: 1, totalPages: 0, windowSize: 11 })).toEqual({
      currentPage: 0,
      totalPages: 0,
      pages: [],
      canGoFirst: false,
      canGoPrevious: false,
      canGoNext: false,
      canGoLast: false,
      previousPage: null,
      nextPage: null,
    });
  });

  it('a current page outside the range is clamped (a stale page after items were removed)', () => {
    expect(paginationWindow({ currentPage: 9, totalPages: 3, windowSize: 11 }).currentPage).toBe(3);
    expect(paginationWindow({ currentPage: 0, totalPages: 3, windowSize: 11 }).currentPage).toBe(1);
  });

  it('non-integer input, negative totals or an empty window are a bug', () => {
    expect(() => paginationWindow({ currentPage: 1.5, totalPages: 3, windowSize: 11 })).toThrow(TypeError);
    expect(() => paginationWindow({ currentPage: 1, totalPages: -1, windowSize: 11 })).toThrow(TypeError);
    expect(() => paginationWindow({ currentPage: 1, totalPages: 3, windowSize: 0 })).toThrow(TypeError);
  });

  it('the window always holds the current page, consecutive pages within range, never more than the window size', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 500 }),
        fc.integer({ min: -5, max: 520 }),
        fc.constantFrom(6, 11),
        (totalPages, currentPage, windowSize) => {
          const w = paginationWindow({ currentPage, totalPages, windowSize });
          expect(w.pages).toContain(w.currentPage);
          expect(w.pages.length).toBe(Math.min(windowSize, totalPages));
          expect(w.pages[0]).toBeGreaterThanOrEqual(1);
          expect(w.pages.at(-1)).toBeLessThanOrEqual(totalPages);
          w.pages.forEach((page, i) => {
            expect(page).toBe((w.pages[0] as number) + i);
          });
          if (currentPage >= 1 && currentPage <= totalPages) expect(w.currentPage).toBe(currentPage);
        },
      ),
      { numRuns: 1000 },
    );
  });
});
