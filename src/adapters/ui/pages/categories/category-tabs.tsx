import { observer } from 'mobx-react-lite';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { ChevronDownIcon } from '../../components/icons/icons';
import type { CategoriesViewModel } from './categories.view-model';
import styles from './category-tabs.module.css';

const OVERVIEW_ID = 'category-overview';

/** Spec §2: scrolls the tab strip (not the page) so the selected tab sits in the middle. */
function useCentredTab(selectedId: number | null) {
  const strip = useRef<HTMLUListElement>(null);
  useEffect(() => {
    const list = strip.current;
    if (list === null || selectedId === null) return;
    const tab = list.querySelector<HTMLElement>(`[data-category-id="${selectedId}"]`);
    if (tab === null) return;
    const left = tab.offsetLeft - (list.clientWidth - tab.offsetWidth) / 2;
    if (typeof list.scrollTo === 'function') list.scrollTo({ left: Math.max(0, left), behavior: 'smooth' });
    else list.scrollLeft = Math.max(0, left);
  }, [selectedId]);
  return strip;
}

/**
 * Spec §2 category tabs: links in priority order (the current one aria-current), one horizontally scrolling row
 * centred on the selected tab, and the 전체 메뉴 보기 expander with every category as a picture grid.
 */
export const CategoryTabs = observer(function CategoryTabs({ page }: { readonly page: CategoriesViewModel }) {
  const strip = useCentredTab(page.categoryId);
  if (page.categories === null) return null;

  return (
    <div className={styles.bar}>
      <nav aria-label="메뉴 분류" className={styles.nav}>
        <ul className={styles.strip} ref={strip}>
          {page.tabs.map((tab) => (
            <li key={tab.id} data-category-id={tab.id}>
              <Link
                to={tab.href}
                className={styles.tab}
                aria-current={tab.selected ? 'page' : undefined}
                preventScrollReset
              >
                {tab.name}
              </Link>
            </li>
          ))}
        </ul>
        <button
          type="button"
          className={styles.expander}
          aria-expanded={page.overviewOpen}
          aria-controls={OVERVIEW_ID}
          onClick={() => page.toggleOverview()}
        >
          <span className={styles.expanderLabel}>전체 메뉴 보기</span>
          <ChevronDownIcon size={18} className={styles.chevron} />
        </button>
      </nav>
      <div id={OVERVIEW_ID} className={styles.overview} hidden={!page.overviewOpen}>
        <ul className={styles.overviewGrid}>
          {page.tabs.map((tab) => (
            <li key={tab.id}>
              <Link
                to={tab.href}
                className={styles.overviewItem}
                aria-current={tab.selected ? 'page' : undefined}
                onClick={() => page.closeOverview()}
              >
                <img src={tab.imageUrl} alt="" width={96} height={96} className={styles.overviewImage} loading="lazy" />
                <span className={styles.overviewName}>{tab.name}</span>
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
});
