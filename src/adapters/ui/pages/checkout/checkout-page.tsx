import { observer } from 'mobx-react-lite';
import { lazy, Suspense, useEffect, useLayoutEffect, useRef } from 'react';
import { Link, useNavigate } from 'react-router';
import { TOKENS } from '../../../../tokens';
import { Button, buttonClassName } from '../../components/button/button';
import { EmptyState } from '../../components/empty-state/empty-state';
import { CartIcon, InfoIcon } from '../../components/icons/icons';
import { AlertModal } from '../../components/modal/alert-modal';
import { ConfirmModal } from '../../components/modal/confirm-modal';
import { Skeleton } from '../../components/skeleton/skeleton';
import { useRootStore, useViewModel } from '../../di/services';
import { useIsMobile } from '../../hooks/use-media-query';
import { usePageData } from '../../routes/page-data';
import type { CheckoutPreload } from './checkout.loader';
import { CheckoutViewModel } from './checkout.view-model';
import styles from './checkout-page.module.css';
import { AddressSection, MealTypeBanner, OrderedProductsSection, OrderRequestSection } from './checkout-sections';
import { CHECKOUT_TEXT as T } from './checkout-text';
import { CouponSection } from './coupons/coupon-section';
import { CheckoutSummary, PaymentSection } from './payment-section';
import { HappyPointSection, PointSection } from './points/point-sections';

const SKELETON_SECTIONS = 5;

/**
 * The adult check's identity popup, loaded when it opens (issue 13): its window-message check is the account
 * contract's zod schema, ~15 KB gzip of a checkout's first load that only an adult-only order ever uses.
 */
const IdentityModal = lazy(async () => ({
  default: (await import('../../components/identity-modal/identity-modal')).IdentityModal,
}));

function CheckoutSkeleton() {
  return (
    <div className={styles.layout} aria-hidden="true">
      <div className={styles.sections}>
        {Array.from({ length: SKELETON_SECTIONS }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity; keys of their own, so the items replace them and do not reuse (and move) their elements.
          <div key={`placeholder-${i}`} className={styles.section}>
            <Skeleton width="30%" height={22} />
            <Skeleton width="80%" height={16} />
            <Skeleton width="60%" height={16} />
          </div>
        ))}
      </div>
      <div className={styles.summary}>
        <Skeleton width="40%" height={22} />
        <Skeleton height={16} />
        <Skeleton height={16} />
        <Skeleton height={52} radius={10} />
      </div>
    </div>
  );
}

const CheckoutBody = observer(function CheckoutBody({ vm }: { readonly vm: CheckoutViewModel }) {
  const menuLink = (
    <Link to={vm.menuHref} className={buttonClassName({ variant: 'secondary' })}>
      {T.toMenu}
    </Link>
  );
  switch (vm.status) {
    case 'loading':
      return <CheckoutSkeleton />;
    case 'signed-out':
      return (
        <EmptyState
          title={T.signedOutTitle}
          description={T.signedOutDescription}
          icon={<CartIcon size={32} />}
          action={
            <>
              <Link to={vm.loginHref} className={buttonClassName()}>
                {T.login}
              </Link>
              {menuLink}
            </>
          }
        />
      );
    case 'meal-type-required':
      return (
        <div role="alert">
          <EmptyState title={T.mealTypeRequired} icon={<InfoIcon size={32} />} action={menuLink} />
        </div>
      );
    case 'rejected':
      return (
        <EmptyState
          title={T.rejectedTitle}
          description={vm.failure ?? undefined}
          icon={<InfoIcon size={32} />}
          action={
            <>
              <Link to={vm.cartHref} className={buttonClassName()}>
                {T.toCart}
              </Link>
              {menuLink}
            </>
          }
        />
      );
    case 'failed':
      return (
        <EmptyState
          title={T.loadFailedTitle}
          description={vm.failure ?? undefined}
          icon={<InfoIcon size={32} />}
          action={<Button onClick={() => void vm.retry()}>{T.retry}</Button>}
        />
      );
    case 'ready':
      return (
        <div className={styles.layout}>
          <div className={styles.sections}>
            <MealTypeBanner delivery={vm.delivery} />
            <AddressSection vm={vm} />
            <OrderRequestSection vm={vm} />
            <OrderedProductsSection vm={vm} />
            <CouponSection coupons={vm.pricing.coupons} forfeited={vm.pricing.forfeitedVoucherWon} />
            {vm.isMember ? <PointSection pricing={vm.pricing} /> : null}
            {vm.pricing.happyPointInfo === null ? null : <HappyPointSection pricing={vm.pricing} />}
            {vm.showsPayment ? <PaymentSection vm={vm} /> : null}
          </div>
          <CheckoutSummary vm={vm} />
        </div>
      );
  }
});

/** The answers to paying: a refusal or failure (CHECKOUT_NOT_FOUND offers a new snapshot) and the adult check. */
const SubmitDialogs = observer(function SubmitDialogs({ vm }: { readonly vm: CheckoutViewModel }) {
  const submit = vm.submit;
  const alert = submit.alert;
  return (
    <>
      <AlertModal
        open={alert !== null && !alert.reinit}
        title={alert?.title ?? undefined}
        onConfirm={() => submit.dismissAlert()}
      >
        {alert?.message}
      </AlertModal>
      <ConfirmModal
        open={alert?.reinit === true}
        title={T.reinitTitle}
        confirmLabel={T.reinit}
        cancelLabel={T.close}
        onConfirm={() => void submit.reinit()}
        onCancel={() => submit.dismissAlert()}
      >
        {alert?.message}
      </ConfirmModal>
      {submit.adultOpen ? (
        <Suspense fallback={null}>
          <IdentityModal
            verifyType="ADULT_VERIFY"
            open
            title={T.adultTitle}
            onClose={() => submit.closeAdult()}
            onVerified={(ciToken) => void submit.adultVerified(ciToken)}
            onError={(message) => submit.adultFailed(message)}
          />
        </Suspense>
      ) : null}
    </>
  );
});

/**
 * Spec §2 /checkout: the checkout body in the spec's order (desktop and mobile in one responsive page), the payment
 * summary and the pay button; loading, signed-out, meal-type-missing, refused and failed states.
 */
export const CheckoutPage = observer(function CheckoutPage() {
  const navigate = useNavigate();
  const navigateRef = useRef(navigate);
  navigateRef.current = navigate;
  const root = useRootStore();
  const mobile = useIsMobile();
  const page = usePageData<CheckoutPreload>();
  const vm = useViewModel((get) => {
    const screen = new CheckoutViewModel(
      {
        snapshotAgain: page.readAgain,
        priceCheckout: get(TOKENS.PriceCheckout),
        chooseCoupon: get(TOKENS.ChooseCheckoutCoupon),
        placeOrder: get(TOKENS.PlaceOrder),
        verifyAdult: get(TOKENS.VerifyAdultBuyer),
        session: root.session,
        cartStore: root.cart,
        replace: (to) => void navigateRef.current(to, { replace: true }),
      },
      page.data,
    );
    // The device from the first render: a snapshot taken for another agent is asked for again (takenForOtherAgent).
    screen.setMobile(mobile);
    return screen;
  });
  useEffect(() => vm.setMobile(mobile), [vm, mobile]);
  useEffect(() => vm.start(), [vm]);
  // Issue 13: each snapshot is the route loader's answer (another query, 다시 시도, 다시 불러오기, another agent).
  useLayoutEffect(() => vm.present(page.data), [vm, page.data]);
  // Once the router is idle: the guards' check when the session is first read runs first (one snapshot, not two).
  const otherAgent = page.idle && vm.takenForOtherAgent(page.data);
  useEffect(() => {
    if (otherAgent) void vm.reinit();
  }, [vm, otherAgent]);

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{T.title}</h1>
      <CheckoutBody vm={vm} />
      <SubmitDialogs vm={vm} />
    </div>
  );
});

export { CheckoutPage as Component };
