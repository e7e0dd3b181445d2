import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { Link, useLocation } from 'react-router';
import { TOKENS } from '../../../../../tokens';
import { Button, buttonClassName } from '../../../components/button/button';
import { EmptyState } from '../../../components/empty-state/empty-state';
import { BagIcon, InfoIcon } from '../../../components/icons/icons';
import { OrderProgress } from '../../../components/order-progress/order-progress';
import { Skeleton } from '../../../components/skeleton/skeleton';
import { useRootStore, useViewModel } from '../../../di/services';
import styles from './order-complete.module.css';
import {
  MORE_MENU_PATH,
  ORDER_HISTORY_PATH,
  OrderCompleteViewModel,
  ORDER_COMPLETE_TEXT as T,
} from './order-complete.view-model';

function CompleteSkeleton() {
  return (
    <div className={styles.card} aria-hidden="true">
      <Skeleton width="50%" height={28} />
      <Skeleton width="35%" height={18} />
      <Skeleton height={40} radius={999} />
      <Skeleton width="70%" height={16} />
      <Skeleton width="60%" height={16} />
    </div>
  );
}

function Links({ endArsHref }: { readonly endArsHref: string | null }) {
  if (endArsHref !== null) {
    return (
      <div className={styles.links}>
        <Link to={endArsHref} className={buttonClassName({ size: 'lg' })}>
          {T.endArs}
        </Link>
      </div>
    );
  }
  return (
    <div className={styles.links}>
      <Link to={ORDER_HISTORY_PATH} className={buttonClassName({ variant: 'secondary', size: 'lg' })}>
        {T.history}
      </Link>
      <Link to={MORE_MENU_PATH} className={buttonClassName({ size: 'lg' })}>
        {T.more}
      </Link>
    </div>
  );
}

const OrderDetails = observer(function OrderDetails({ vm }: { readonly vm: OrderCompleteViewModel }) {
  const order = vm.order;
  if (order === null) return null;
  return (
    <div className={styles.card}>
      <h1 className={styles.title}>{T.title}</h1>
      <dl className={styles.facts}>
        <div className={styles.fact}>
          <dt>{T.orderNumber}</dt>
          <dd>{order.orderId}</dd>
        </div>
        <div className={styles.fact}>
          <dt>{T.orderedAt}</dt>
          <dd>{vm.orderedAt}</dd>
        </div>
        <div className={styles.fact}>
          <dt>{T.status}</dt>
          <dd className={styles.status} aria-live="polite">
            {vm.statusLabel}
          </dd>
        </div>
      </dl>
      <OrderProgress steps={vm.steps} label={T.progress} />
      <section className={styles.block} aria-labelledby="complete-branch">
        <h2 id="complete-branch" className={styles.blockTitle}>
          {T.branch}
        </h2>
        <p>
          {order.branchName} · <a href={`tel:${order.branchTel.replace(/\D/g, '')}`}>{order.branchTel}</a>
        </p>
        {order.deliveryInfo === null ? null : (
          <p className={styles.muted}>
            {T.address}: {order.deliveryInfo.deliveryFullAddress} {order.deliveryInfo.deliveryDetailAddress}
          </p>
        )}
      </section>
      <section className={styles.block} aria-labelledby="complete-items">
        <h2 id="complete-items" className={styles.blockTitle}>
          {T.items}
        </h2>
        <ul className={styles.items}>
          {vm.items.map((item) => (
            <li key={item.key} className={styles.item}>
              <span>
                {item.name}
                {item.options === '' ? null : <span className={styles.muted}> ({item.options})</span>}
              </span>
              <span>{item.quantity}</span>
            </li>
          ))}
        </ul>
      </section>
      <section className={styles.block} aria-labelledby="complete-amounts">
        <h2 id="complete-amounts" className={styles.blockTitle}>
          {T.amounts}
        </h2>
        <dl className={styles.amounts}>
          {vm.amounts.map((row) => (
            <div key={row.key} className={styles.amount}>
              <dt>{row.label}</dt>
              <dd>{row.value}</dd>
            </div>
          ))}
          <div className={`${styles.amount} ${styles.paid}`}>
            <dt>{T.paid}</dt>
            <dd>{vm.paidTotal}</dd>
          </div>
          <div className={styles.amount}>
            <dt>{T.method}</dt>
            <dd>{order.paymentMethodName}</dd>
          </div>
        </dl>
      </section>
      <Links endArsHref={vm.endArsHref} />
    </div>
  );
});

const CompleteBody = observer(function CompleteBody({ vm }: { readonly vm: OrderCompleteViewModel }) {
  switch (vm.status) {
    case 'loading':
      return <CompleteSkeleton />;
    case 'ready':
      return <OrderDetails vm={vm} />;
    case 'signed-out':
      return (
        <EmptyState
          headingLevel={1}
          title={T.signedOut}
          icon={<InfoIcon size={32} />}
          action={
            <Link to={vm.loginHref} className={buttonClassName()}>
              {T.login}
            </Link>
          }
        />
      );
    case 'failed':
      return (
        <EmptyState
          headingLevel={1}
          title={T.failed}
          icon={<InfoIcon size={32} />}
          action={<Button onClick={() => void vm.load()}>{T.retry}</Button>}
        />
      );
    case 'not-found':
      return (
        <EmptyState
          headingLevel={1}
          title={T.notFound}
          description={T.notFoundDescription}
          icon={<BagIcon size={32} />}
          action={<Links endArsHref={vm.endArsHref} />}
        />
      );
  }
});

/** The order-complete page (/checkout/complete?orderId=): the placed order, followed until it is finished. */
export const OrderCompletePage = observer(function OrderCompletePage() {
  const location = useLocation();
  const root = useRootStore();
  const vm = useViewModel(
    (get) => new OrderCompleteViewModel({ followOrder: get(TOKENS.FollowOrderStatus), session: root.session }),
  );
  useEffect(() => vm.start(), [vm]);
  useEffect(() => {
    vm.setSearch(location.search);
    void vm.load();
  }, [vm, location.search]);

  return (
    <div className={styles.page}>
      <CompleteBody vm={vm} />
    </div>
  );
});

export { OrderCompletePage as Component };
