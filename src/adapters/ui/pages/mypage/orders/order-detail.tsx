import { Button } from '../../../components/button/button';
import styles from './order-history.module.css';
import { ORDER_HISTORY_TEXT } from './order-history-messages';
import type { LabelledValue, OrderDetailView } from './order-views';

function ValueList({ rows }: { readonly rows: readonly LabelledValue[] }) {
  return (
    <dl className={styles.values}>
      {rows.map((row) => (
        <div key={row.label} className={styles.valueRow}>
          <dt>{row.label}</dt>
          <dd>{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}

export interface OrderDetailProps {
  readonly id: string;
  readonly detail: OrderDetailView;
  readonly onCancel: () => void;
}

/**
 * One order's detail (issue 6): its progress through orderProgressSteps with the current step marked and the times
 * the branch recorded, the menus with their options, the amounts and payment method, where it goes (or is picked up),
 * the requests, and 주문 취소 while the order is cancellable.
 */
export function OrderDetail({ id, detail, onCancel }: OrderDetailProps) {
  return (
    <section id={id} className={styles.detail} aria-label={`${ORDER_HISTORY_TEXT.detailTitle} ${detail.orderId}`}>
      <p className={styles.orderNumber}>
        {ORDER_HISTORY_TEXT.orderNumber} <span>{detail.orderId}</span>
      </p>
      <section className={styles.block} aria-labelledby={`${id}-progress`}>
        <h4 id={`${id}-progress`} className={styles.blockTitle}>
          {ORDER_HISTORY_TEXT.progress}
        </h4>
        <ol className={styles.steps}>
          {detail.steps.map((step) => (
            <li
              key={step.status}
              className={styles.step}
              data-state={step.state}
              aria-current={step.state === 'current' ? 'step' : undefined}
            >
              <span className={styles.stepDot} aria-hidden="true" />
              <span className={styles.stepLabel}>{step.label}</span>
              {step.time === null ? null : <span className={styles.stepTime}>{step.time}</span>}
            </li>
          ))}
        </ol>
        {detail.cancelledAt === null ? null : (
          <p className={styles.cancelledNote}>{ORDER_HISTORY_TEXT.cancelledAt(detail.cancelledAt)}</p>
        )}
      </section>
      <section className={styles.block} aria-labelledby={`${id}-items`}>
        <h4 id={`${id}-items`} className={styles.blockTitle}>
          {ORDER_HISTORY_TEXT.items}
        </h4>
        <ul className={styles.items}>
          {detail.items.map((item) => (
            <li key={item.key} className={styles.item}>
              <span className={styles.itemName}>{item.name}</span>
              {item.options.length === 0 ? null : <span className={styles.itemOptions}>{item.options.join(', ')}</span>}
              <span className={styles.itemQuantity}>{item.quantity}</span>
            </li>
          ))}
        </ul>
      </section>
      <section className={styles.block} aria-labelledby={`${id}-amounts`}>
        <h4 id={`${id}-amounts`} className={styles.blockTitle}>
          {ORDER_HISTORY_TEXT.amounts}
        </h4>
        <dl className={styles.values}>
          {detail.amounts.map((row) => (
            <div key={row.label} className={styles.valueRow} data-emphasis={row.emphasis || undefined}>
              <dt>{row.label}</dt>
              <dd>{row.value}</dd>
            </div>
          ))}
        </dl>
      </section>
      <section className={styles.block} aria-labelledby={`${id}-place`}>
        <h4 id={`${id}-place`} className={styles.blockTitle}>
          {ORDER_HISTORY_TEXT.place}
        </h4>
        <ValueList rows={detail.place} />
      </section>
      <section className={styles.block} aria-labelledby={`${id}-requests`}>
        <h4 id={`${id}-requests`} className={styles.blockTitle}>
          {ORDER_HISTORY_TEXT.requests}
        </h4>
        {detail.requests.length === 0 ? (
          <p className={styles.muted}>{ORDER_HISTORY_TEXT.noRequest}</p>
        ) : (
          <ValueList rows={detail.requests} />
        )}
      </section>
      {detail.cancellable ? (
        <div className={styles.detailActions}>
          <Button variant="secondary" onClick={onCancel}>
            {ORDER_HISTORY_TEXT.cancel}
          </Button>
        </div>
      ) : null}
    </section>
  );
}
