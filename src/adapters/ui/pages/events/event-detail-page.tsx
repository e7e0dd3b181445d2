import { useMemo } from 'react';
import { Link, useLocation } from 'react-router';
import { Badge } from '../../components/badge/badge';
import { Button, buttonClassName } from '../../components/button/button';
import { EmptyState } from '../../components/empty-state/empty-state';
import { usePageData } from '../../routes/page-data';
import { EventDetailViewModel, eventBackPath } from './event-detail.view-model';
import { EVENT_TEXT as T } from './event-messages';
import type { EventDetailPreload } from './events.loader';
import styles from './events.module.css';
import { EVENT_IMAGE } from './events.view-model';

/**
 * Issue 12 /events/{id}: the event's artwork, title, period and state, its body, and a link back to the list, as the
 * route loader read it (issue 13).
 */
export function EventDetailPage() {
  const location = useLocation();
  const page = usePageData<EventDetailPreload>();
  const detail = useMemo(() => new EventDetailViewModel(page.data), [page.data]);
  const from: unknown = (location.state as { from?: unknown } | null)?.from;
  const back = (
    <Link
      to={eventBackPath(from, detail.event)}
      className={`${buttonClassName({ variant: 'secondary' })} ${styles.back}`}
    >
      {T.backToList}
    </Link>
  );

  const event = detail.event;
  if (event === null && detail.status === 'failed') {
    return (
      <EmptyState
        headingLevel={1}
        title={T.failed}
        description={T.retryLater}
        action={
          <Button variant="secondary" loading={page.pending} onClick={page.readAgain}>
            {T.retry}
          </Button>
        }
      />
    );
  }
  if (event === null) {
    return <EmptyState headingLevel={1} title={T.notFound} description={T.notFoundDescription} action={back} />;
  }
  return (
    <article className={styles.detail} aria-busy={page.pending}>
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
}

export { EventDetailPage as Component };
