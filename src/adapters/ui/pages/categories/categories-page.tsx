import { useMemo } from 'react';
import { useLocation } from 'react-router';
import { Button } from '../../components/button/button';
import { EmptyState } from '../../components/empty-state/empty-state';
import { InfoIcon } from '../../components/icons/icons';
import { usePageData } from '../../routes/page-data';
import type { CategoriesPreload } from './categories.loader';
import { CategoriesViewModel } from './categories.view-model';
import styles from './categories-page.module.css';
import { CategoryTabs } from './category-tabs';
import { cardImagePriority, ProductCard } from './product-card';

function MenuGrid({ page }: { readonly page: CategoriesViewModel }) {
  if (page.isEmpty) {
    return <EmptyState title="준비된 메뉴가 없습니다" description="다른 메뉴 분류를 골라주세요." />;
  }
  return (
    <ul className={styles.grid}>
      {page.cards.map((card, index) => (
        <li key={card.id}>
          <ProductCard card={card} imagePriority={cardImagePriority(index)} />
        </li>
      ))}
    </ul>
  );
}

/**
 * Spec §2 /categories/{id}: tabs, the 전체 메뉴 보기 overview, heading with Total and the menu grid (3 / 2 columns), as
 * the route loader read them for the URL (issue 13).
 */
export function CategoriesPage() {
  const { search } = useLocation();
  const data = usePageData<CategoriesPreload>();
  const page = useMemo(() => new CategoriesViewModel(data.data, search), [data.data, search]);

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>메뉴</h1>
      <CategoryTabs page={page} />
      {page.view === 'failed' ? (
        <EmptyState
          headingLevel={2}
          title="메뉴를 불러오지 못했습니다"
          description="네트워크 상태를 확인하고 다시 시도해주세요."
          icon={<InfoIcon size={32} />}
          action={
            <Button loading={data.pending} onClick={data.readAgain}>
              다시 시도
            </Button>
          }
        />
      ) : page.view === 'not-found' ? (
        <EmptyState
          headingLevel={2}
          title="찾을 수 없는 메뉴 분류입니다"
          description="위의 메뉴 분류에서 다시 골라주세요."
          icon={<InfoIcon size={32} />}
        />
      ) : (
        <section className={styles.section} aria-labelledby="category-heading" aria-busy={data.pending}>
          <div className={styles.headingRow}>
            <h2 id="category-heading" className={styles.heading}>
              {page.heading}
            </h2>
            <p className={styles.total}>{page.totalLabel}</p>
          </div>
          <MenuGrid page={page} />
        </section>
      )}
    </div>
  );
}

export { CategoriesPage as Component };
