import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { TOKENS } from '../../../../../tokens';
import { GuestPhoneCard } from '../../../components/phone-verification/guest-phone-card';
import { Skeleton } from '../../../components/skeleton/skeleton';
import { useRootStore, useViewModel } from '../../../di/services';
import { MypageOrdersViewModel, ORDERS_TEXT } from './mypage-orders.view-model';
import styles from './mypage-orders-page.module.css';
import { OrderHistoryViewModel } from './order-history.view-model';
import { OrderHistoryList } from './order-history-list';

const History = observer(function History({ page }: { readonly page: MypageOrdersViewModel }) {
  return (
    <>
      {page.maskedPhone === null ? null : (
        <section className={styles.confirmed} aria-labelledby="orders-phone-title">
          <h2 id="orders-phone-title" className={styles.confirmedLabel}>
            {ORDERS_TEXT.confirmedPhone}
          </h2>
          <p className={styles.confirmedPhone}>{page.maskedPhone}</p>
          <p className={styles.confirmedLead}>{ORDERS_TEXT.confirmedLead}</p>
        </section>
      )}
      <OrderHistoryList history={page.history} offersQuickOrder={page.offersQuickOrder} />
    </>
  );
});

/**
 * Spec §2 /mypage/orders: a guest confirms a phone first (issue 6), then the order history shows: pages of orders,
 * each with its detail, 주문 취소 while cancellable and, for members, 퀵오더 등록.
 */
export const MypageOrdersPage = observer(function MypageOrdersPage() {
  const root = useRootStore();
  const page = useViewModel(
    (get) =>
      new MypageOrdersViewModel(
        root.session,
        new OrderHistoryViewModel({
          listHistory: get(TOKENS.ListOrderHistory),
          readOrder: get(TOKENS.ReadOrder),
          cancelOrder: get(TOKENS.CancelOrder),
          saveQuickOrder: get(TOKENS.SaveQuickOrder),
          refreshHistory: get(TOKENS.RefreshOrderHistory),
          afterCancel: () => root.session.load(),
        }),
      ),
  );
  useEffect(() => page.start(), [page]);
  const view = page.view;
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        {view === 'loading' ? <Skeleton width="40%" height={32} /> : <h1 className={styles.title}>{page.title}</h1>}
      </header>
      {view === 'loading' ? (
        <div className={styles.card} aria-busy="true">
          <span className="visually-hidden">불러오는 중</span>
          <Skeleton width="60%" height={20} />
          <Skeleton width="80%" />
        </div>
      ) : view === 'guest-unconfirmed' ? (
        <GuestPhoneCard
          id="orders-guest-title"
          lead={ORDERS_TEXT.guestLead}
          onConfirmed={(outcome) => page.confirmed(outcome)}
        />
      ) : (
        <History page={page} />
      )}
    </div>
  );
});

export { MypageOrdersPage as Component };
