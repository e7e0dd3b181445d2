/** Pages needed for totalItems at pageSize per page (0 items: 0 pages). */
export function totalPagesFor(totalItems: number, pageSize: number): number {
  if (!Number.isSafeInteger(totalItems) || totalItems < 0 || !Number.isSafeInteger(pageSize) || pageSize < 1) {
    throw new TypeError(`expected item count >= 0 and page size >= 1, got ${totalItems} / ${pageSize}`);
  }
  return Math.ceil(totalItems / pageSize);
}

export interface PaginationInput {
  /** 1-based; outside 1..totalPages it is clamped (a stale page after items were removed). */
  readonly currentPage: number;
  readonly totalPages: number;
  readonly windowSize: number;
}

export interface PaginationWindow {
  /** The clamped current page; 0 when there are no pages. */
  readonly currentPage: number;
  readonly totalPages: number;
  /** The page numbers to show, ascending, consecutive, containing currentPage. */
  readonly pages: readonly number[];
  readonly canGoFirst: boolean;
  readonly canGoPrevious: boolean;
  readonly canGoNext: boolean;
  readonly canGoLast: boolean;
  /** Where previous / next lead, or null when disabled. */
  readonly previousPage: number | null;
  readonly nextPage: number | null;
}

/**
 * Spec §5 pagination. The window shows min(windowSize, totalPages) consecutive pages with the current page
 * centred: floor((size - 1) / 2) pages before it and the rest after (11: 5 | 5; 6: 2 | 3). Near either end the
 * window slides instead of shrinking, so it starts at 1 or ends at the last page. First/previous are disabled
 * on page 1, next/last on the last page; with 0 pages everything is disabled and no page is shown.
 */
export function paginationWindow({ currentPage, totalPages, windowSize }: PaginationInput): PaginationWindow {
  if (!Number.isSafeInteger(currentPage) || !Number.isSafeInteger(totalPages) || !Number.isSafeInteger(windowSize)) {
    throw new TypeError('pagination takes integers');
  }
  if (totalPages < 0 || windowSize < 1)
    throw new TypeError(`bad pagination: ${totalPages} pages, window ${windowSize}`);
  if (totalPages === 0) {
    return {
      currentPage: 0,
      totalPages: 0,
      pages: [],
      canGoFirst: false,
      canGoPrevious: false,
      canGoNext: false,
      canGoLast: false,
      previousPage: null,
      nextPage: null,
    };
  }
  const current = Math.min(Math.max(currentPage, 1), totalPages);
  const size = Math.min(windowSize, totalPages);
  const centredStart = current - Math.floor((size - 1) / 2);
  const start = Math.min(Math.max(centredStart, 1), totalPages - size + 1);
  const atFirst = current === 1;
  const atLast = current === totalPages;
  return {
    currentPage: current,
    totalPages,
    pages: Array.from({ length: size }, (_, i) => start + i),
    canGoFirst: !atFirst,
    canGoPrevious: !atFirst,
    canGoNext: !atLast,
    canGoLast: !atLast,
    previousPage: atFirst ? null : current - 1,
    nextPage: atLast ? null : current + 1,
  };
}
