import { paginationWindow } from '../../../../domain/validation/pagination';
import { useIsMobile } from '../../hooks/use-media-query';
import { ChevronLeftIcon, ChevronRightIcon, ChevronsLeftIcon, ChevronsRightIcon } from '../icons/icons';
import styles from './pagination.module.css';

/** Spec §5/§9: up to 11 page links on desktop, 6 on mobile (the viewport's layout, not a business rule). */
function paginationWindowSize(isMobile: boolean): number {
  return isMobile ? 6 : 11;
}

export interface PaginationProps {
  /** 1-based; clamped into 1..totalPages by the domain. */
  readonly currentPage: number;
  readonly totalPages: number;
  readonly onChange: (page: number) => void;
  /** Names the navigation landmark. */
  readonly label?: string;
  /** Spec §9 window: 6 pages on mobile, 11 on desktop; read from the viewport and user agent unless given. */
  readonly mobile?: boolean;
}

/**
 * Page links (spec §5/§9): a window of up to 11 pages on desktop and 6 on mobile around the current page, first /
 * previous disabled on page 1 and next / last on the last page, the current page marked aria-current="page".
 */
export function Pagination({ currentPage, totalPages, onChange, label = '페이지 이동', mobile }: PaginationProps) {
  const viewportMobile = useIsMobile();
  const view = paginationWindow({
    currentPage,
    totalPages,
    windowSize: paginationWindowSize(mobile ?? viewportMobile),
  });
  if (view.totalPages === 0) return null;

  return (
    <nav className={styles.pagination} aria-label={label}>
      <button
        type="button"
        className={styles.step}
        aria-label="첫 페이지"
        disabled={!view.canGoFirst}
        onClick={() => onChange(1)}
      >
        <ChevronsLeftIcon size={18} />
      </button>
      <button
        type="button"
        className={styles.step}
        aria-label="이전 페이지"
        disabled={!view.canGoPrevious}
        onClick={() => view.previousPage !== null && onChange(view.previousPage)}
      >
        <ChevronLeftIcon size={18} />
      </button>
      <ol className={styles.pages}>
        {view.pages.map((page) => (
          <li key={page}>
            <button
              type="button"
              className={styles.page}
              aria-label={`${page} 페이지`}
              aria-current={page === view.currentPage ? 'page' : undefined}
              onClick={() => onChange(page)}
            >
              {page}
            </button>
          </li>
        ))}
      </ol>
      <button
        type="button"
        className={styles.step}
        aria-label="다음 페이지"
        disabled={!view.canGoNext}
        onClick={() => view.nextPage !== null && onChange(view.nextPage)}
      >
        <ChevronRightIcon size={18} />
      </button>
      <button
        type="button"
        className={styles.step}
        aria-label="마지막 페이지"
        disabled={!view.canGoLast}
        onClick={() => onChange(view.totalPages)}
      >
        <ChevronsRightIcon size={18} />
      </button>
    </nav>
  );
}
