import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { Link, useLoaderData, useLocation } from 'react-router';
import { TOKENS } from '../../../../tokens';
import { Button, buttonClassName } from '../../components/button/button';
import { EmptyState } from '../../components/empty-state/empty-state';
import { CartIcon, InfoIcon } from '../../components/icons/icons';
import { AlertModal } from '../../components/modal/alert-modal';
import { ConfirmModal } from '../../components/modal/confirm-modal';
import { Skeleton } from '../../components/skeleton/skeleton';
import { useRootStore, useViewModel } from '../../di/services';
import type { CartPreload } from './cart.loader';
import { CartViewModel } from './cart.view-model';
import { CartLineItem } from './cart-line-item';
import { CART_MESSAGES } from './cart-messages';
import styles from './cart-page.module.css';

const SKELETON_LINES = 3;

function CartSkeleton() {
  return (
    <ul className={styles.lines} aria-hidden="true">
      {Array.from({ length: SKELETON_LINES }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity; keys of their own, so the items replace them and do not reuse (and move) their elements.
        <li key={`placeholder-${i}`} className={styles.skeletonLine}>
          <Skeleton className={styles.skeletonImage} height="auto" radius={10} />
          <div className={styles.skeletonText}>
            <Skeleton width="55%" height={20} />
            <Skeleton width="35%" height={14} />
            <Skeleton width="120px" height={36} radius={999} />
          </div>
        </li>
      ))}
    </ul>
  );
}

const CartSummary = observer(function CartSummary({ cart }: { readonly cart: CartViewModel }) {
  return (
    <section className={styles.summary} aria-labelledby="cart-summary-title">
      <h2 id="cart-summary-title" className="visually-hidden">
        결제 예정 금액
      </h2>
      <dl className={styles.totalRow} aria-busy={cart.totalUpdating || undefined}>
        <dt>{CART_MESSAGES.subtotal}</dt>
        <dd className={styles.totalValue} aria-live="polite">
          {cart.totalLabel}
        </dd>
      </dl>
      <p className={styles.note}>
        <InfoIcon size={16} />
        {CART_MESSAGES.checkoutNote}
      </p>
      <Link
        to={cart.checkoutHref}
        className={`${buttonClassName({ size: 'lg', fullWidth: true })} ${styles.checkout}`}
        aria-disabled={cart.totalUpdating || undefined}
        onClick={(event) => {
          // The total shown must be the server's before ordering from it.
          if (cart.totalUpdating) event.preventDefault();
        }}
      >
        {CART_MESSAGES.checkout}
      </Link>
      <Link to={cart.menuHref} className={buttonClassName({ variant: 'ghost', fullWidth: true })}>
        {CART_MESSAGES.addMore}
      </Link>
    </section>
  );
});

const CartContent = observer(function CartContent({ cart }: { readonly cart: CartViewModel }) {
  if (cart.status === 'loading') return <CartSkeleton />;
  if (cart.status === 'failed') {
    return (
      <EmptyState
        title={CART_MESSAGES.loadFailedTitle}
        description={CART_MESSAGES.loadFailedDescription}
        icon={<InfoIcon size={32} />}
        action={<Button onClick={() => void cart.load()}>{CART_MESSAGES.retry}</Button>}
      />
    );
  }
  if (cart.status === 'signed-out') {
    return (
      <EmptyState
        title={CART_MESSAGES.signedOutTitle}
        description={CART_MESSAGES.signedOutDescription}
        icon={<CartIcon size={32} />}
        action={
          <>
            <Link to={cart.loginHref} className={buttonClassName()}>
              {CART_MESSAGES.login}
            </Link>
            <Link to={cart.menuHref} className={buttonClassName({ variant: 'secondary' })}>
              {CART_MESSAGES.toMenu}
            </Link>
          </>
        }
      />
    );
  }
  if (cart.isEmpty) {
    return (
      <EmptyState
        title={CART_MESSAGES.emptyTitle}
        description={CART_MESSAGES.emptyDescription}
        icon={<CartIcon size={32} />}
        action={
          <Link to={cart.menuHref} className={buttonClassName()}>
            {CART_MESSAGES.toMenu}
          </Link>
        }
      />
    );
  }
  return (
    <div className={styles.layout}>
      <div className={styles.listColumn}>
        <div className={styles.listHead}>
          <p className={styles.count}>{CART_MESSAGES.lineCount(cart.lines.length)}</p>
          <Button variant="ghost" size="sm" onClick={() => cart.askClear()}>
            {CART_MESSAGES.clear}
          </Button>
        </div>
        <ul className={styles.lines} aria-label="담은 메뉴">
          {cart.lineViews.map((line, index) => (
            <CartLineItem
              key={line.cartId}
              index={index}
              line={line}
              onQuantity={(quantity) => void cart.changeQuantity(line.cartId, quantity)}
              onRemove={() => cart.askRemove(line.cartId)}
              onCouponChange={() => cart.startCouponChange(line.cartId)}
            />
          ))}
        </ul>
      </div>
      <CartSummary cart={cart} />
    </div>
  );
});

/**
 * Spec §2 /cart: the server cart with quantity, delete and clear, the e-coupon lines and the ignoreEcoupons notice,
 * the server's total and 주문하기; empty, signed-out, loading and failure states.
 */
export const CartPage = observer(function CartPage() {
  const location = useLocation();
  const root = useRootStore();
  const preload = (useLoaderData() as CartPreload | undefined) ?? null;
  const cart = useViewModel(
    (get) =>
      new CartViewModel(
        {
          loadCart: get(TOKENS.LoadCart),
          changeLine: get(TOKENS.ChangeCartLine),
          removeLines: get(TOKENS.RemoveCartLines),
          changeEcouponMenu: get(TOKENS.ChangeEcouponMenu),
          session: root.session,
          cartStore: root.cart,
        },
        preload,
      ),
  );
  useEffect(() => cart.setSearch(location.search), [cart, location.search]);
  useEffect(() => {
    void cart.load();
  }, [cart]);

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{CART_MESSAGES.title}</h1>
      {cart.ignoredEcoupons.length === 0 || cart.status !== 'ready' ? null : (
        <p className={styles.notice}>
          <InfoIcon size={18} />
          {CART_MESSAGES.ignoredNotice(cart.ignoredEcoupons)}
        </p>
      )}
      <CartContent cart={cart} />
      <ConfirmModal
        open={cart.removing !== null}
        title={CART_MESSAGES.removeTitle}
        confirmLabel={CART_MESSAGES.confirmRemove}
        cancelLabel={CART_MESSAGES.cancel}
        busy={cart.busy}
        onConfirm={() => void cart.confirmRemove()}
        onCancel={() => cart.cancelRemove()}
      >
        {CART_MESSAGES.removeQuestion(cart.removingName)}
      </ConfirmModal>
      <ConfirmModal
        open={cart.clearing}
        title={CART_MESSAGES.clearTitle}
        confirmLabel={CART_MESSAGES.confirmRemove}
        cancelLabel={CART_MESSAGES.cancel}
        busy={cart.busy}
        onConfirm={() => void cart.confirmClear()}
        onCancel={() => cart.cancelClear()}
      >
        {CART_MESSAGES.clearQuestion}
      </ConfirmModal>
      <AlertModal open={cart.alert !== null} onConfirm={() => cart.dismissAlert()}>
        {cart.alert}
      </AlertModal>
    </div>
  );
});

export { CartPage as Component };
