import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useLoaderData, useLocation, useParams } from 'react-router';
import { TOKENS } from '../../../../tokens';
import { Button } from '../../components/button/button';
import { EmptyState } from '../../components/empty-state/empty-state';
import { InfoIcon } from '../../components/icons/icons';
import { Skeleton } from '../../components/skeleton/skeleton';
import { useViewModel } from '../../di/services';
import type { CategoriesPreload } from './categories.loader';
import { CategoriesViewModel, MENU_SKELETON_COUNT } from './categories.view-model';
import styles from './categories-page.module.css';
import { CategoryTabs } from './category-tabs';
import { cardImagePriority, ProductCard, ProductCardSkeleton } from './product-card';

const MenuGrid = observer(function MenuGrid({ page }: { readonly page: CategoriesViewModel }) {
  if (page.menusStatus === 'loading') {
    return (
      <ul className={styles.grid} aria-hidden="true">
        {Array.from({ length: MENU_SKELETON_COUNT }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity; keys of their own, so the items replace them and do not reuse (and move) their elements.
          <li key={`placeholder-${i}`}>
            <ProductCardSkeleton />
          </li>
        ))}
      </ul>
    );
  }
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
});

/** Spec §2 /categories/{id}: tabs, the 전체 메뉴 보기 overview, heading with Total and the menu grid (3 / 2 columns). */
export const CategoriesPage = observer(function CategoriesPage() {
  const { id } = useParams();
  const location = useLocation();
  const preload = (useLoaderData() as CategoriesPreload | undefined) ?? null;
  const page = useViewModel(
    (get) =>
      new CategoriesViewModel(
        { listCategories: get(TOKENS.ListCategories), listMenus: get(TOKENS.ListCategoryMenus) },
        { id, search: location.search, preload },
      ),
  );
  useEffect(() => {
    void page.loadCategories();
  }, [page]);
  useEffect(() => page.setRoute(id, location.search, preload), [page, id, location.search, preload]);

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
          action={<Button onClick={() => page.retry()}>다시 시도</Button>}
        />
      ) : page.view === 'not-found' ? (
        <EmptyState
          headingLevel={2}
          title="찾을 수 없는 메뉴 분류입니다"
          description="위의 메뉴 분류에서 다시 골라주세요."
          icon={<InfoIcon size={32} />}
        />
      ) : (
        <section
          className={styles.section}
          aria-labelledby="category-heading"
          aria-busy={page.menusStatus === 'loading'}
        >
          <div className={styles.headingRow}>
            <h2 id="category-heading" className={styles.heading}>
              {page.heading === '' ? <Skeleton width={120} height={30} /> : page.heading}
            </h2>
            {page.menusStatus === 'ready' ? <p className={styles.total}>{page.totalLabel}</p> : null}
          </div>
          <MenuGrid page={page} />
        </section>
      )}
    </div>
  );
});

export { CategoriesPage as Component };
