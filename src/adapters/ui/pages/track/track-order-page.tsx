import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { Link, useParams } from 'react-router';
import { TOKENS } from '../../../../tokens';
import { Button, buttonClassName } from '../../components/button/button';
import { EmptyState } from '../../components/empty-state/empty-state';
import { BagIcon, InfoIcon } from '../../components/icons/icons';
import { OrderProgress } from '../../components/order-progress/order-progress';
import { Skeleton } from '../../components/skeleton/skeleton';
import { useViewModel } from '../../di/services';
import styles from './track-order.module.css';
import { TRACK_ORDER_TEXT as T, TrackOrderViewModel } from './track-order.view-model';

function TrackSkeleton() {
  return (
    <div className={styles.card} aria-busy="true">
      <Skeleton width="30%" height={16} />
      <Skeleton width="60%" height={28} />
      <Skeleton height={72} radius={12} />
      <Skeleton height={40} radius={999} />
      <Skeleton width="70%" height={16} />
      <Skeleton width="50%" height={16} />
    </div>
  );
}

const TrackedOrderCard = observer(function TrackedOrderCard({ vm }: { readonly vm: TrackOrderViewModel }) {
  const order = vm.order;
  if (order === null) return null;
  return (
    <article className={styles.card} aria-labelledby="track-title">
      <header className={styles.head}>
        <p className={styles.eyebrow}>{T.eyebrow}</p>
        <h1 id="track-title" className={styles.title}>
          {order.branchName}
        </h1>
        <p className={styles.meta}>
          {vm.mealTypeLabel} · {T.orderedAt} {vm.orderedAt}
        </p>
      </header>
      <section className={styles.statusPanel} aria-labelledby="track-status">
        <h2 id="track-status" className={styles.statusCaption}>
          {T.status}
        </h2>
        <p className={styles.statusLabel} role="status">
          {vm.statusLabel}
        </p>
        {vm.live ? (
          <p className={styles.live}>
            <span className={styles.liveDot} aria-hidden="true" />
            {T.live}
          </p>
        ) : null}
        <OrderProgress steps={vm.steps} label={T.progress} />
      </section>
      <section className={styles.block} aria-labelledby="track-items">
        <h2 id="track-items" className={styles.blockTitle}>
          {T.items}
        </h2>
        <ul className={styles.items}>
          {vm.items.map((item) => (
            <li key={item.key} className={styles.item}>
              <span className={styles.itemName}>
                {item.name}
                {item.options === '' ? null : <span className={styles.options}>{item.options}</span>}
              </span>
              <span className={styles.quantity}>{item.quantity}</span>
            </li>
          ))}
        </ul>
      </section>
      <dl className={styles.total}>
        <dt>{T.paid}</dt>
        <dd>{vm.paidTotal}</dd>
      </dl>
      <footer className={styles.notes}>
        <p>{vm.linkNotice}</p>
        <p>{T.readOnly}</p>
      </footer>
    </article>
  );
});

const HomeLink = () => (
  <Link to="/" className={buttonClassName({ variant: 'secondary' })}>
    {T.home}
  </Link>
);

const TrackBody = observer(function TrackBody({ vm }: { readonly vm: TrackOrderViewModel }) {
  switch (vm.status) {
    case 'loading':
      return <TrackSkeleton />;
    case 'ready':
      return <TrackedOrderCard vm={vm} />;
    case 'invalid':
      return (
        <EmptyState
          headingLevel={1}
          title={T.invalid}
          description={T.invalidDescription}
          icon={<InfoIcon size={32} />}
          action={<HomeLink />}
        />
      );
    case 'expired':
      return (
        <EmptyState
          headingLevel={1}
          title={T.expired}
          description={T.expiredDescription}
          icon={<BagIcon size={32} />}
          action={<HomeLink />}
        />
      );
    case 'failed':
      return (
        <EmptyState
          headingLevel={1}
          title={T.failed}
          description={T.failedDescription}
          icon={<InfoIcon size={32} />}
          action={<Button onClick={() => void vm.retry()}>{T.retry}</Button>}
        />
      );
  }
});

/** /track/:token (issue 14): the order a tracking link names, read-only and without signing in, followed live. */
export const TrackOrderPage = observer(function TrackOrderPage() {
  const { token = '' } = useParams();
  const vm = useViewModel((get) => new TrackOrderViewModel({ followTracked: get(TOKENS.FollowTrackedOrder) }));
  useEffect(() => {
    void vm.follow(token);
    return () => vm.stop();
  }, [vm, token]);

  return (
    <div className={styles.page}>
      <TrackBody vm={vm} />
    </div>
  );
});

export { TrackOrderPage as Component };
