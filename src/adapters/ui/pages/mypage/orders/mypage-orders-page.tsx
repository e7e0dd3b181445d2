import { observer } from 'mobx-react-lite';
import { Link } from 'react-router';
import { ConfirmGuestPhone } from '../../../../../application/use-cases/confirm-guest-phone';
import { DEFAULT_CATEGORY_PATH } from '../../../../../domain/shared/constants';
import { TOKENS } from '../../../../../tokens';
import { Button, buttonClassName } from '../../../components/button/button';
import { EmptyState } from '../../../components/empty-state/empty-state';
import { BagIcon, PhoneIcon } from '../../../components/icons/icons';
import { AlertModal } from '../../../components/modal/alert-modal';
import {
  GUEST_PHONE_TEXT,
  GuestPhoneConfirmationViewModel,
} from '../../../components/phone-verification/guest-phone-confirmation.view-model';
import { PhoneVerificationPopup } from '../../../components/phone-verification/phone-verification-popup';
import { Skeleton } from '../../../components/skeleton/skeleton';
import { useRootStore, useViewModel } from '../../../di/services';
import { MypageOrdersViewModel, ORDERS_TEXT } from './mypage-orders.view-model';
import styles from './mypage-orders-page.module.css';

/** Spec §5 guest path: the phone popup in guest mode, confirmed with the guest session (PUT /guest/info/phone). */
const GuestConfirmation = observer(function GuestConfirmation({ page }: { readonly page: MypageOrdersViewModel }) {
  const vm = page.confirmation;
  return (
    <section className={styles.card} aria-labelledby="orders-guest-title">
      <PhoneIcon size={32} />
      <h2 id="orders-guest-title" className={styles.cardTitle}>
        {GUEST_PHONE_TEXT.title}
      </h2>
      <p className={styles.cardText}>{ORDERS_TEXT.guestLead}</p>
      <Button onClick={() => vm.start()} className={styles.cardAction}>
        {GUEST_PHONE_TEXT.open}
      </Button>
      {vm.open ? (
        <PhoneVerificationPopup
          type="guest"
          title={GUEST_PHONE_TEXT.title}
          description={GUEST_PHONE_TEXT.description}
          busy={vm.busy}
          onClose={() => vm.close()}
          onVerified={(proof) => void page.confirm(proof)}
        />
      ) : null}
      <AlertModal open={vm.alert !== null} onConfirm={() => vm.dismissAlert()}>
        {vm.alert}
      </AlertModal>
    </section>
  );
});

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
      <EmptyState
        icon={<BagIcon size={32} />}
        title={ORDERS_TEXT.empty}
        description={ORDERS_TEXT.emptyDescription}
        action={
          <Link to={DEFAULT_CATEGORY_PATH} className={buttonClassName({ variant: 'secondary' })}>
            {ORDERS_TEXT.toMenu}
          </Link>
        }
      />
    </>
  );
});

/** Spec §2 /mypage/orders: a guest confirms a phone first (issue 6), then the (empty) order history shows. */
export const MypageOrdersPage = observer(function MypageOrdersPage() {
  const root = useRootStore();
  const page = useViewModel(
    (get) =>
      new MypageOrdersViewModel(
        root.session,
        new GuestPhoneConfirmationViewModel(
          new ConfirmGuestPhone(get(TOKENS.PhoneVerification), {
            session: async () => {
              await root.session.ready();
              return root.session.current;
            },
            signIn: (request) => root.session.signIn(request),
          }),
        ),
      ),
  );
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
        <GuestConfirmation page={page} />
      ) : (
        <History page={page} />
      )}
    </div>
  );
});

export { MypageOrdersPage as Component };
