import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { Link, useLoaderData, useLocation, useParams } from 'react-router';
import { TOKENS } from '../../../../tokens';
import { Badge } from '../../components/badge/badge';
import { Button, buttonClassName } from '../../components/button/button';
import { EmptyState } from '../../components/empty-state/empty-state';
import { Skeleton } from '../../components/skeleton/skeleton';
import { useViewModel } from '../../di/services';
import { EventDetailViewModel, eventBackPath } from './event-detail.view-model';
import { EVENT_TEXT as T } from './event-messages';
import type { EventDetailPreload } from './events.loader';
import styles from './events.module.css';
import { EVENT_IMAGE } from './events.view-model';

/** Issue 12 /events/{id}: the event's artwork, title, period and state, its body, and a link back to the list. */
export const EventDetailPage = observer(function EventDetailPage() {
  const id = Number(useParams()['id']);
  const location = useLocation();
  const preload = (useLoaderData() as EventDetailPreload | undefined) ?? null;
  const detail = useViewModel((get) => new EventDetailViewModel(get(TOKENS.ReadEvent), preload));
  useEffect(() => {
    void detail.load(id);
  }, [detail, id]);
  const from: unknown = (location.state as { from?: unknown } | null)?.from;
  const back = (
    <Link
      to={eventBackPath(from, detail.event)}
      className={`${buttonClassName({ variant: 'secondary' })} ${styles.back}`}
    >
      {T.backToList}
    </Link>
  );

  if (detail.status === 'not-found') {
    return <EmptyState headingLevel={1} title={T.notFound} description={T.notFoundDescription} action={back} />;
  }
  if (detail.status === 'failed') {
    return (
      <EmptyState
        headingLevel={1}
        title={T.failed}
        description={T.retryLater}
        action={
          <Button variant="secondary" onClick={() => void detail.load(id)}>
            {T.retry}
          </Button>
        }
      />
    );
  }
  const event = detail.event;
  if (detail.status === 'loading' || event === null) {
    return (
      <div className={styles.detail} aria-busy="true">
        <h1 className="visually-hidden">{T.title}</h1>
        <Skeleton width="60%" height={32} />
        <Skeleton className={styles.detailImage} height="auto" radius={16} />
        <Skeleton width="100%" height={80} />
      </div>
    );
  }
  return (
    <article className={styles.detail}>
      <header className={styles.detailHeader}>
        <Badge tone={event.state === 'ongoing' ? 'primary' : 'neutral'} variant="soft" className={styles.detailBadge}>
          {detail.badge}
        </Badge>
        <h1 className={styles.title}>{event.title}</h1>
        <p className={styles.period}>
          <span className="visually-hidden">{T.periodLabel} </span>
          {detail.period}
        </p>
      </header>
      {event.state === 'ended' ? <p className={styles.endedNotice}>{T.endedNotice}</p> : null}
      <img src={event.imageUrl} alt={event.title} {...EVENT_IMAGE} className={styles.detailImage} decoding="async" />
      <div className={styles.body}>{event.body}</div>
      {back}
    </article>
  );
});

export { EventDetailPage as Component };
