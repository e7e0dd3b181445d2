import { observer } from 'mobx-react-lite';
import { useEffect, useRef } from 'react';
import { Link, useLocation } from 'react-router';
import { TOKENS } from '../../../../tokens';
import { Button, buttonClassName } from '../../components/button/button';
import { EmptyState } from '../../components/empty-state/empty-state';
import { BoltIcon, InfoIcon, PersonIcon } from '../../components/icons/icons';
import { AlertModal } from '../../components/modal/alert-modal';
import { ConfirmModal } from '../../components/modal/confirm-modal';
import { Modal } from '../../components/modal/modal';
import { Skeleton } from '../../components/skeleton/skeleton';
import { useRootStore, useViewModel } from '../../di/services';
import { QUICK_ORDER_TEXT, type QuickOrderCardView, QuickOrderPageViewModel } from './quick-order.view-model';
import styles from './quick-order-page.module.css';
import { QuickOrderTitlePopup } from './quick-order-title-popup';

function QuickOrderSkeleton() {
  return (
    <div aria-busy="true">
      <span className="visually-hidden">{QUICK_ORDER_TEXT.loading}</span>
      <ul className={styles.list} aria-hidden="true">
        {[0, 1].map((i) => (
          <li key={i} className={styles.card}>
            <Skeleton width="40%" height={22} />
            <Skeleton width="25%" height={14} />
            <Skeleton width="70%" />
            <Skeleton width="55%" />
          </li>
        ))}
      </ul>
    </div>
  );
}

const QuickOrderCard = observer(function QuickOrderCard(props: {
  readonly page: QuickOrderPageViewModel;
  readonly card: QuickOrderCardView;
}) {
  const { page, card } = props;
  const titleId = `quick-order-${card.id}-title`;
  return (
    <li className={styles.card}>
      <article className={styles.article} aria-labelledby={titleId}>
        <header className={styles.cardHead}>
          <div className={styles.cardTitleBox}>
            <h2 id={titleId} className={styles.cardTitle}>
              {card.title}
            </h2>
            <p className={styles.created}>{card.created}</p>
          </div>
          <div className={styles.cardTools}>
            <Button size="sm" variant="ghost" onClick={() => page.openRename(card.id)}>
              {QUICK_ORDER_TEXT.rename}
            </Button>
            <Button size="sm" variant="ghost" onClick={() => page.askRemove(card.id)} disabled={page.busy}>
              {QUICK_ORDER_TEXT.remove}
            </Button>
          </div>
        </header>
        <ul className={styles.items}>
          {card.items.map((item) => (
            <li key={item.id} className={styles.item}>
              <div className={styles.itemText}>
                <span className={styles.itemName}>{item.name}</span>
                {item.options === '' ? null : <span className={styles.itemOptions}>{item.options}</span>}
              </div>
              <span className={styles.itemQuantity}>{item.quantity}</span>
              <span className={styles.itemPrice}>{item.price}</span>
              <button
                type="button"
                className={styles.itemRemove}
                aria-label={QUICK_ORDER_TEXT.removeItemLabel(item.name)}
                disabled={page.busy}
                onClick={() => page.askRemoveItem(card.id, item.id)}
              >
                {QUICK_ORDER_TEXT.removeItem}
              </button>
            </li>
          ))}
        </ul>
        <footer className={styles.cardFoot}>
          <p className={styles.total}>
            <span>{QUICK_ORDER_TEXT.savedTotal}</span>
            <strong>{card.total}</strong>
          </p>
          <Button
            className={styles.reorder}
            loading={page.reorderingId === card.id}
            disabled={page.reorderingId !== null}
            onClick={() => void page.reorder(card.id)}
          >
            {QUICK_ORDER_TEXT.reorder}
          </Button>
        </footer>
      </article>
    </li>
  );
});

const QuickOrderContent = observer(function QuickOrderContent({ page }: { readonly page: QuickOrderPageViewModel }) {
  const view = page.view;
  if (view === 'loading') return <QuickOrderSkeleton />;
  if (view === 'members-only') {
    return (
      <EmptyState
        icon={<PersonIcon size={32} />}
        title={QUICK_ORDER_TEXT.membersOnlyTitle}
        description={QUICK_ORDER_TEXT.membersOnlyDescription}
        action={
          <>
            <Link to={page.loginHref} className={buttonClassName()}>
              {QUICK_ORDER_TEXT.login}
            </Link>
            <Link to="/member/join" className={buttonClassName({ variant: 'secondary' })}>
              {QUICK_ORDER_TEXT.join}
            </Link>
          </>
        }
      />
    );
  }
  if (view === 'failed') {
    return (
      <EmptyState
        icon={<InfoIcon size={32} />}
        title={QUICK_ORDER_TEXT.loadFailedTitle}
        description={QUICK_ORDER_TEXT.loadFailedDescription}
        action={
          <Button variant="secondary" onClick={() => void page.load()}>
            {QUICK_ORDER_TEXT.retry}
          </Button>
        }
      />
    );
  }
  if (page.isEmpty) {
    return (
      <EmptyState
        icon={<BoltIcon size={32} />}
        title={QUICK_ORDER_TEXT.emptyTitle}
        description={QUICK_ORDER_TEXT.emptyDescription}
        action={
          <Link to={page.historyHref} className={buttonClassName()}>
            {QUICK_ORDER_TEXT.toHistory}
          </Link>
        }
      />
    );
  }
  return (
    <>
      <p className={styles.note}>
        <InfoIcon size={16} />
        {QUICK_ORDER_TEXT.savedPriceNote}
      </p>
      <ul className={styles.list}>
        {page.cards.map((card) => (
          <QuickOrderCard key={card.id} page={page} card={card} />
        ))}
      </ul>
    </>
  );
});

/** 장바구니 담기 done: what changed (each flag's sentence) or 장바구니에 담았습니다., then 장바구니로 이동하기 / 닫기. */
const ReorderResult = observer(function ReorderResult({ page }: { readonly page: QuickOrderPageViewModel }) {
  const outcome = page.reorderOutcome;
  const toCartRef = useRef<HTMLAnchorElement>(null);
  return (
    <Modal
      open={outcome !== null}
      title={QUICK_ORDER_TEXT.reorderTitle}
      role="alertdialog"
      initialFocusRef={toCartRef}
      closeLabel={QUICK_ORDER_TEXT.closeIcon}
      onClose={() => page.dismissReorder()}
      footer={
        <>
          <Button variant="secondary" size="lg" onClick={() => page.dismissReorder()}>
            {QUICK_ORDER_TEXT.close}
          </Button>
          <Link
            ref={toCartRef}
            to={page.cartHref}
            className={buttonClassName({ size: 'lg' })}
            onClick={() => page.dismissReorder()}
          >
            {QUICK_ORDER_TEXT.toCart}
          </Link>
        </>
      }
    >
      {outcome === null ? null : (
        <div className={styles.outcome}>
          <p>{outcome.message}</p>
          {outcome.flags.length === 0 ? null : (
            <ul className={styles.flags}>
              {outcome.flags.map((flag) => (
                <li key={flag}>{flag}</li>
              ))}
            </ul>
          )}
        </div>
      )}
    </Modal>
  );
});

/** Spec §2 /quickorder (members only, spec §6): the member's quick orders, put back in the cart in one go. */
export const QuickOrderPage = observer(function QuickOrderPage() {
  const location = useLocation();
  const root = useRootStore();
  const page = useViewModel(
    (get) =>
      new QuickOrderPageViewModel({
        listQuickOrders: get(TOKENS.ListQuickOrders),
        renameQuickOrder: get(TOKENS.RenameQuickOrder),
        deleteQuickOrder: get(TOKENS.DeleteQuickOrder),
        deleteQuickOrderLine: get(TOKENS.DeleteQuickOrderLine),
        reorderQuickOrder: get(TOKENS.ReorderQuickOrder),
        session: root.session,
        cartStore: root.cart,
      }),
  );
  useEffect(() => page.setSearch(location.search), [page, location.search]);
  useEffect(() => page.start(), [page]);

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>{QUICK_ORDER_TEXT.title}</h1>
        {page.view === 'members-only' ? null : <p className={styles.lead}>{QUICK_ORDER_TEXT.lead}</p>}
      </header>
      <QuickOrderContent page={page} />
      <ReorderResult page={page} />
      <QuickOrderTitlePopup
        form={page.renameForm}
        title={QUICK_ORDER_TEXT.renameTitle}
        saveLabel={QUICK_ORDER_TEXT.renameSave}
        onClose={() => page.closeRename()}
        onSaved={() => void page.renamed()}
      />
      <ConfirmModal
        open={page.removing !== null}
        title={QUICK_ORDER_TEXT.removeTitle}
        confirmLabel={QUICK_ORDER_TEXT.confirmRemove}
        cancelLabel={QUICK_ORDER_TEXT.cancel}
        busy={page.busy}
        onConfirm={() => void page.confirmRemove()}
        onCancel={() => page.dismissRemove()}
      >
        {page.removing === null ? '' : QUICK_ORDER_TEXT.removeQuestion(page.removing.quickOrderTitle)}
      </ConfirmModal>
      <ConfirmModal
        open={page.removingItem !== null}
        title={QUICK_ORDER_TEXT.removeItemTitle}
        confirmLabel={QUICK_ORDER_TEXT.confirmRemove}
        cancelLabel={QUICK_ORDER_TEXT.cancel}
        busy={page.busy}
        onConfirm={() => void page.confirmRemoveItem()}
        onCancel={() => page.dismissRemove()}
      >
        {page.removingItemQuestion}
      </ConfirmModal>
      <AlertModal open={page.alert !== null} onConfirm={() => page.dismissAlert()}>
        {page.alert}
      </AlertModal>
    </div>
  );
});

export { QuickOrderPage as Component };
