import { observer } from 'mobx-react-lite';
import { Link } from 'react-router';
import { DEFAULT_CATEGORY_PATH } from '../../../../../domain/shared/constants';
import { QUICK_ORDER_PRICE_WARNING } from '../../../../../domain/validation/quick-order';
import { Badge, type BadgeTone } from '../../../components/badge/badge';
import { Button, buttonClassName } from '../../../components/button/button';
import { EmptyState } from '../../../components/empty-state/empty-state';
import { BagIcon, InfoIcon } from '../../../components/icons/icons';
import { AlertModal } from '../../../components/modal/alert-modal';
import { ConfirmModal } from '../../../components/modal/confirm-modal';
import { Pagination } from '../../../components/pagination/pagination';
import type { PageRetry } from '../../../routes/page-data';
import { QuickOrderTitlePopup } from '../../quickorder/quick-order-title-popup';
import { ORDERS_TEXT } from './mypage-orders.view-model';
import { OrderDetail } from './order-detail';
import styles from './order-history.module.css';
import type { OrderHistoryViewModel } from './order-history.view-model';
import { ORDER_HISTORY_TEXT } from './order-history-messages';
import type { OrderRowView, OrderTone } from './order-views';

const TONE_BADGE: Readonly<Record<OrderTone, { tone: BadgeTone; variant: 'solid' | 'soft' }>> = {
  progress: { tone: 'primary', variant: 'solid' },
  completed: { tone: 'success', variant: 'soft' },
  cancelled: { tone: 'neutral', variant: 'soft' },
};

interface OrderRowProps {
  readonly history: OrderHistoryViewModel;
  readonly row: OrderRowView;
  readonly offersQuickOrder: boolean;
}

const OrderRow = observer(function OrderRow({ history, row, offersQuickOrder }: OrderRowProps) {
  const expanded = history.expandedId === row.id;
  const detail = expanded ? history.expanded : null;
  const titleId = `order-${row.id}-title`;
  const detailId = `order-${row.id}-detail`;
  const badge = TONE_BADGE[row.tone];
  return (
    <li className={styles.row} data-tone={row.tone}>
      <article className={styles.article} aria-labelledby={titleId}>
        <div className={styles.rowHead}>
          <p className={styles.date}>{row.orderedAt}</p>
          <Badge tone={badge.tone} variant={badge.variant} className={styles.status}>
            {row.statusLabel}
          </Badge>
        </div>
        <h3 id={titleId} className={styles.menus}>
          {row.menuSummary}
        </h3>
        <p className={styles.meta}>
          <span className={styles.mealType}>{row.mealType}</span>
          <span>{row.branchName}</span>
        </p>
        <div className={styles.rowFoot}>
          <p className={styles.total}>{row.total}</p>
          <div className={styles.actions}>
            {offersQuickOrder ? (
              <Button size="sm" variant="ghost" onClick={() => history.openQuickOrder(row.id)}>
                {ORDER_HISTORY_TEXT.registerQuickOrder}
              </Button>
            ) : null}
            <Button
              size="sm"
              variant="secondary"
              aria-expanded={expanded}
              aria-controls={expanded ? detailId : undefined}
              onClick={() => void history.toggle(row.id)}
            >
              {expanded ? ORDER_HISTORY_TEXT.hideDetail : ORDER_HISTORY_TEXT.showDetail}
            </Button>
          </div>
        </div>
        {detail === null ? null : (
          <OrderDetail id={detailId} detail={detail} onCancel={() => history.askCancel(row.id)} />
        )}
      </article>
    </li>
  );
});

interface HistoryProps {
  readonly history: OrderHistoryViewModel;
  readonly offersQuickOrder: boolean;
  /** The page's loader: pending while it reads another page of the history or reads again (다시 시도). */
  readonly page: PageRetry;
}

const HistoryContent = observer(function HistoryContent(props: HistoryProps) {
  const { history, offersQuickOrder, page } = props;
  if (history.status === 'failed') {
    return (
      <EmptyState
        icon={<InfoIcon size={32} />}
        title={ORDER_HISTORY_TEXT.loadFailedTitle}
        description={ORDER_HISTORY_TEXT.loadFailedDescription}
        action={
          <Button variant="secondary" loading={page.pending} onClick={() => void history.retry()}>
            {ORDER_HISTORY_TEXT.retry}
          </Button>
        }
      />
    );
  }
  if (history.isEmpty) {
    return (
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
    );
  }
  return (
    <section className={styles.history} aria-labelledby="order-history-title">
      <h2 id="order-history-title" className="visually-hidden">
        {ORDER_HISTORY_TEXT.listLabel}
      </h2>
      <ul className={styles.list} aria-busy={page.pending}>
        {history.rows.map((row) => (
          <OrderRow key={row.id} history={history} row={row} offersQuickOrder={offersQuickOrder} />
        ))}
      </ul>
      <Pagination
        currentPage={history.page}
        totalPages={history.totalPages}
        onChange={(page) => history.goTo(page)}
        label={ORDER_HISTORY_TEXT.pagination}
      />
    </section>
  );
});

/** The order history with its popups: cancel confirmation, quick-order saving, and the result alert. */
export const OrderHistoryList = observer(function OrderHistoryList(props: HistoryProps) {
  const { history } = props;
  return (
    <>
      <HistoryContent {...props} />
      <ConfirmModal
        open={history.cancelling !== null}
        title={ORDER_HISTORY_TEXT.cancelTitle}
        confirmLabel={ORDER_HISTORY_TEXT.cancelConfirm}
        cancelLabel={ORDER_HISTORY_TEXT.cancelKeep}
        busy={history.cancelBusy}
        onConfirm={() => void history.confirmCancel()}
        onCancel={() => history.dismissCancel()}
      >
        {history.cancelling === null ? '' : ORDER_HISTORY_TEXT.cancelQuestion(history.cancelling.orderId)}
      </ConfirmModal>
      <QuickOrderTitlePopup
        form={history.quickOrderForm}
        title={ORDER_HISTORY_TEXT.registerQuickOrder}
        saveLabel={ORDER_HISTORY_TEXT.saveQuickOrder}
        lead={history.quickOrderLead}
        warning={QUICK_ORDER_PRICE_WARNING}
        onClose={() => history.closeQuickOrder()}
        onSaved={() => history.quickOrderSaved()}
      />
      <AlertModal open={history.alert !== null} onConfirm={() => history.dismissAlert()}>
        {history.alert}
      </AlertModal>
    </>
  );
});
