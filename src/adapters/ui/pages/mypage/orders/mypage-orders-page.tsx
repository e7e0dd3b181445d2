import { observer } from 'mobx-react-lite';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { TOKENS } from '../../../../../tokens';
import { GuestPhoneCard } from '../../../components/phone-verification/guest-phone-card';
import { useRootStore, useViewModel } from '../../../di/services';
import { UI_TOKENS } from '../../../di/ui-tokens';
import { type PageRetry, usePageData } from '../../../routes/page-data';
import { type OrdersPreload, ordersPagePath } from './mypage-orders.loader';
import { MypageOrdersViewModel, ORDERS_TEXT } from './mypage-orders.view-model';
import styles from './mypage-orders-page.module.css';
import { OrderHistoryViewModel } from './order-history.view-model';
import { OrderHistoryList } from './order-history-list';

const History = observer(function History({
  page,
  data,
}: {
  readonly page: MypageOrdersViewModel;
  readonly data: PageRetry;
}) {
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
      <OrderHistoryList history={page.history} offersQuickOrder={page.offersQuickOrder} page={data} />
    </>
  );
});

/**
 * Spec §2 /mypage/orders: a guest confirms a phone first (issue 6), then the order history shows: pages of orders,
 * each with its detail, 주문 취소 while cancellable and, for members, 퀵오더 등록. Issue 13: the route loader's answer
 * (the page of the history in the URL).
 */
export const MypageOrdersPage = observer(function MypageOrdersPage() {
  const root = useRootStore();
  const navigate = useNavigate();
  const navigateRef = useRef(navigate);
  navigateRef.current = navigate;
  const data = usePageData<OrdersPreload>();
  const { readAgain } = data;
  const page = useViewModel((get) => {
    const phones = get(UI_TOKENS.ConfirmedGuestPhones);
    return new MypageOrdersViewModel(
      {
        confirmPhone: (phoneNumber) => phones.confirmed(root.session.current, phoneNumber),
        readAgain,
      },
      new OrderHistoryViewModel({
        goToPage: (next) => void navigateRef.current(ordersPagePath(next)),
        readAgain,
        readOrder: get(TOKENS.ReadOrder),
        cancelOrder: get(TOKENS.CancelOrder),
        saveQuickOrder: get(TOKENS.SaveQuickOrder),
        refreshHistory: get(TOKENS.RefreshOrderHistory),
        afterCancel: () => root.session.load(),
      }),
      data.data,
    );
  });
  useLayoutEffect(() => page.present(data.data), [page, data.data]);
  useEffect(() => page.start(), [page]);
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>{page.title}</h1>
      </header>
      {page.view === 'guest-unconfirmed' ? (
        <GuestPhoneCard
          id="orders-guest-title"
          lead={ORDERS_TEXT.guestLead}
          onConfirmed={(outcome) => void page.confirmed(outcome)}
        />
      ) : (
        <History page={page} data={data} />
      )}
    </div>
  );
});

export { MypageOrdersPage as Component };
