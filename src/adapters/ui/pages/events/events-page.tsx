import { useId, useMemo } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import type { EventState } from '../../../../domain/content/event-state';
import { Badge } from '../../components/badge/badge';
import { Button } from '../../components/button/button';
import { Carousel } from '../../components/carousel/carousel';
import { EmptyState } from '../../components/empty-state/empty-state';
import { Pagination } from '../../components/pagination/pagination';
import { type PageData, usePageData } from '../../routes/page-data';
import { EVENT_TEXT as T } from './event-messages';
import type { EventsPreload } from './events.loader';
import styles from './events.module.css';
import { EVENT_IMAGE, type EventBannerSlide, EventsViewModel, eventListPath } from './events.view-model';

/** The banner artwork is 1200 x 400: the box keeps that ratio while images load. */
const BANNER_IMAGE = { width: 1200, height: 400 } as const;
const TABS: readonly EventState[] = ['ongoing', 'ended'];

function BannerSlide({ banner, eager }: { readonly banner: EventBannerSlide; readonly eager: boolean }) {
  const image = (
    <img
      src={banner.imageUrl}
      alt={banner.title}
      {...BANNER_IMAGE}
      className={styles.bannerImage}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
    />
  );
  return banner.internal ? <Link to={banner.href}>{image}</Link> : <a href={banner.href}>{image}</a>;
}

function EventBanners({ events }: { readonly events: EventsViewModel }) {
  if (events.bannerSlides.length === 0) return null;
  return (
    <Carousel
      label={T.bannersLabel}
      pagination="fraction"
      className={styles.bannerBox}
      slides={events.bannerSlides.map((banner, i) => <BannerSlide key={banner.id} banner={banner} eager={i === 0} />)}
    />
  );
}

/** The tabs are links (the tab is in the URL, so a detail page's back link returns to it). */
function EventTabs({ current }: { readonly current: EventState }) {
  return (
    <nav aria-label={T.tabsLabel} className={styles.tabs}>
      <ul className={styles.tabList}>
        {TABS.map((tab) => (
          <li key={tab} className={styles.tabItem}>
            <Link to={eventListPath(tab)} className={styles.tab} aria-current={tab === current ? 'page' : undefined}>
              {T.tabs[tab]}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function EventCards({
  events,
  page,
  labelledBy,
}: {
  readonly events: EventsViewModel;
  readonly page: PageData<EventsPreload>;
  readonly labelledBy: string;
}) {
  const location = useLocation();
  const from = `${location.pathname}${location.search}`;
  if (events.failed) {
    return (
      <EmptyState
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
  if (events.cards.length === 0) {
    return <EmptyState title={T.empty[events.state]} description={T.emptyDescription} />;
  }
  return (
    <ul className={styles.grid} aria-labelledby={labelledBy} aria-busy={page.pending}>
      {events.cards.map((card, i) => (
        <li key={card.id}>
          <Link to={card.href} state={{ from }} className={styles.card}>
            <img
              src={card.imageUrl}
              alt=""
              {...EVENT_IMAGE}
              className={styles.cardImage}
              loading={i < 3 ? 'eager' : 'lazy'}
              decoding="async"
            />
            <span className={styles.cardTitle}>{card.title}</span>
            <span className={styles.cardMeta}>
              <Badge tone={card.state === 'ongoing' ? 'primary' : 'neutral'} variant="soft">
                {card.badge}
              </Badge>
              <span className={styles.period}>
                <span className="visually-hidden">{T.periodLabel} </span>
                {card.period}
              </span>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

/**
 * Issue 12 /events: the event banners, the 진행중 / 종료 tabs and the event cards of one page, as the route loader read
 * them for the URL (issue 13): a tab or a page is a navigation, whose answer replaces the cards when it arrives.
 */
export function EventsPage() {
  const navigate = useNavigate();
  const headingId = useId();
  const page = usePageData<EventsPreload>();
  const events = useMemo(() => new EventsViewModel(page.data), [page.data]);

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>{T.title}</h1>
        <p className={styles.lead}>{T.lead}</p>
      </header>
      <EventBanners events={events} />
      <EventTabs current={events.state} />
      <section className={styles.panel} aria-labelledby={headingId}>
        <h2 id={headingId} className="visually-hidden">
          {T.tabs[events.state]}
        </h2>
        <EventCards events={events} page={page} labelledBy={headingId} />
        {events.totalPages > 1 ? (
          <Pagination
            label={T.pagesLabel}
            currentPage={events.page}
            totalPages={events.totalPages}
            onChange={(next) => void navigate(eventListPath(events.state, next))}
          />
        ) : null}
      </section>
    </div>
  );
}

export { EventsPage as Component };
