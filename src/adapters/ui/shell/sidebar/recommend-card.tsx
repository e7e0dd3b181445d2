import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { Link } from 'react-router';
import type { RecommendType } from '../../../../domain/menu/types';
import { TOKENS } from '../../../../tokens';
import { ChevronLeftIcon, ChevronRightIcon } from '../../components/icons/icons';
import { Skeleton } from '../../components/skeleton/skeleton';
import { useViewModel } from '../../di/services';
import { useShell } from '../shell-context';
import styles from './recommend-card.module.css';
import { RecommendCardViewModel } from './recommend-card.view-model';
import { useSidebarPreload } from './sidebar.loader';
import sidebar from './sidebar.module.css';

/** Spec §2 Sidebar recommended-menu card: two menus a page, wrapping ‹ › arrows and the page "x / y". */
export const RecommendCard = observer(function RecommendCard({ type }: { readonly type: RecommendType }) {
  const shell = useShell();
  const preloaded = useSidebarPreload(type);
  const card = useViewModel((get) => new RecommendCardViewModel(get(TOKENS.ListRecommendedMenus), type, preloaded));
  useEffect(() => {
    void card.loadUnlessPreloaded();
  }, [card]);
  useEffect(() => card.setSearch(shell.search), [card, shell.search]);
  if (card.hidden) return null;

  const headingId = `sidebar-recommend-${type}`;
  return (
    <section className={sidebar.card} aria-labelledby={headingId}>
      <div className={styles.head}>
        <h2 id={headingId} className={sidebar.title}>
          {card.title}
        </h2>
        <div className={styles.pager}>
          <button
            type="button"
            className={styles.arrow}
            aria-label={`이전 ${card.title}`}
            disabled={card.single}
            onClick={() => card.previous()}
          >
            <ChevronLeftIcon size={18} />
          </button>
          <p className={styles.page} aria-live="polite">
            <span className="visually-hidden">페이지 </span>
            {card.pageLabel}
          </p>
          <button
            type="button"
            className={styles.arrow}
            aria-label={`다음 ${card.title}`}
            disabled={card.single}
            onClick={() => card.next()}
          >
            <ChevronRightIcon size={18} />
          </button>
        </div>
      </div>
      <ul className={styles.menus}>
        {card.status === 'loading'
          ? // Keys of their own: the menus replace the placeholders and do not reuse (and move) their elements.
            ['placeholder-0', 'placeholder-1'].map((key) => (
              <li key={key} aria-hidden="true" className={styles.menu}>
                <Skeleton className={styles.image} />
                <Skeleton className={styles.nameSkeleton} />
                <Skeleton className={styles.priceSkeleton} />
              </li>
            ))
          : card.visible.map((menu) => (
              <li key={menu.id}>
                <Link to={menu.href} className={styles.menu}>
                  <img
                    src={menu.imageUrl}
                    alt=""
                    width={120}
                    height={120}
                    className={styles.image}
                    loading="lazy"
                    decoding="async"
                  />
                  <span className={styles.name}>{menu.name}</span>
                  <span className={styles.price}>{menu.price}</span>
                </Link>
              </li>
            ))}
      </ul>
    </section>
  );
});
