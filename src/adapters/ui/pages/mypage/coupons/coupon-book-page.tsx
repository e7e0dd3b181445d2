import { observer } from 'mobx-react-lite';
import { useId, useLayoutEffect } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { TOKENS } from '../../../../../tokens';
import { AlertModal } from '../../../components/modal/alert-modal';
import { ConfirmModal } from '../../../components/modal/confirm-modal';
import { useRootStore, useViewModel } from '../../../di/services';
import { usePageData } from '../../../routes/page-data';
import { NotFoundPage } from '../../not-found-page';
import type { CouponBookPreload } from './coupon-book.loader';
import {
  COUPON_TABS,
  CouponBookViewModel,
  type CouponTab,
  couponTabOf,
  COUPON_BOOK_TEXT as T,
} from './coupon-book.view-model';
import styles from './coupon-book-page.module.css';
import { CouponList } from './coupon-list';
import { CouponRegisterForm } from './coupon-register-form';
import { CouponRegisterFormViewModel } from './coupon-register-form.view-model';

/** The tabs are links (each tab has its own route, spec §2); the shown one carries aria-current=page. */
const CouponTabs = observer(function CouponTabs({
  book,
  current,
}: {
  readonly book: CouponBookViewModel;
  readonly current: CouponTab;
}) {
  return (
    <nav aria-label={T.tabsLabel} className={styles.tabs}>
      <ul className={styles.tabList}>
        {COUPON_TABS.map((entry) => {
          const count = book.countText(entry.tab);
          return (
            <li key={entry.tab} className={styles.tabItem}>
              <Link to={entry.path} className={styles.tab} aria-current={entry.tab === current ? 'page' : undefined}>
                <span>{entry.label}</span>
                {count === null ? null : (
                  <>
                    {' '}
                    <span className={styles.tabCount}>{count}</span>
                  </>
                )}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
});

const CouponBookView = observer(function CouponBookView({ tab }: { readonly tab: CouponTab }) {
  const root = useRootStore();
  const navigate = useNavigate();
  const headingId = useId();
  const page = usePageData<CouponBookPreload>();
  const book = useViewModel(
    (get) =>
      new CouponBookViewModel(
        {
          deleteWalletCoupon: get(TOKENS.DeleteWalletCoupon),
          readAgain: page.readAgain,
          refreshShell: () => root.session.load(),
        },
        page.data,
      ),
  );
  const form = useViewModel(
    (get) =>
      new CouponRegisterFormViewModel({
        registerCoupon: get(TOKENS.RegisterCoupon),
        refetch: () => book.refresh(),
        goTo: (path) => void navigate(path),
      }),
  );
  // Issue 13: the book is the route loader's answer (again after a change, for 다시 시도 and for another customer).
  useLayoutEffect(() => book.present(page.data), [book, page.data]);
  const label = COUPON_TABS.find((entry) => entry.tab === tab)?.label ?? '';
  const count = book.countText(tab);

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>{T.title}</h1>
        <p className={styles.lead}>{T.lead}</p>
      </header>
      <CouponTabs book={book} current={tab} />
      <section className={styles.panel} aria-labelledby={headingId}>
        <h2 id={headingId} className={styles.panelTitle}>
          {label}
          {count === null ? null : <span className={styles.panelCount}> {count}</span>}
        </h2>
        <CouponList book={book} tab={tab} labelledBy={headingId} page={page} />
      </section>
      <CouponRegisterForm form={form} />
      <ConfirmModal
        open={book.removing !== null}
        title={T.removeTitle}
        confirmLabel={T.remove}
        busy={book.busy}
        onConfirm={() => void book.confirmRemove()}
        onCancel={() => book.cancelRemove()}
      >
        {book.removing === null ? '' : T.removeConfirm(book.removing.name)}
      </ConfirmModal>
      <AlertModal open={book.message !== null} onConfirm={() => book.dismissMessage()}>
        {book.message}
      </AlertModal>
    </div>
  );
});

/**
 * Spec §2 /mypage/coupons 쿠폰북: /mypage/coupons and /1 membership coupons, /2 price coupons and vouchers (ours),
 * /3 e-coupons (also where a registration lands); any other kind is not found. The tabs share one read of the book
 * (issue 13: the route loader's; another tab of the same route is not read again).
 */
export const CouponBookPage = observer(function CouponBookPage() {
  const tab = couponTabOf(useParams()['kind']);
  if (tab === null) return <NotFoundPage />;
  return <CouponBookView tab={tab} />;
});

export { CouponBookPage as Component };
