import { makeAutoObservable, runInAction } from 'mobx';
import type { EventBanner } from '../../../../application/ports/content-feed';
import type { ListEvents, ListEventsResult } from '../../../../application/use-cases/list-events';
import type { ReadEventBanners } from '../../../../application/use-cases/read-event-banners';
import { type EventState, eventPeriod } from '../../../../domain/content/event-state';
import { safeRedirectPath } from '../../../../domain/navigation/redirect';
import { PreloadedRead } from '../../routes/loader-part';
import { EVENT_TEXT } from './event-messages';
import type { EventsPreload } from './events.loader';

export type LoadStatus = 'loading' | 'ready' | 'failed';

/** The event artwork is 640 x 360: image boxes keep that ratio while it loads. */
export const EVENT_IMAGE = { width: 640, height: 360 } as const;

/** What one event card shows. */
export interface EventCardView {
  readonly id: number;
  readonly title: string;
  readonly imageUrl: string;
  readonly href: string;
  /** YYYY.MM.DD ~ YYYY.MM.DD (Seoul). */
  readonly period: string;
  readonly state: EventState;
  readonly badge: string;
}

export interface EventBannerSlide {
  readonly id: number;
  readonly title: string;
  readonly imageUrl: string;
  readonly href: string;
  /** A same-site path (a router link) or another site (a plain link). */
  readonly internal: boolean;
}

export interface EventsDeps {
  readonly listEvents: Pick<ListEvents, 'execute'>;
  readonly readBanners: Pick<ReadEventBanners, 'execute'>;
}

/** The list URL of a tab and page (page 1 and the 진행중 tab are the defaults and stay out of the URL). */
export function eventListPath(state: EventState, page = 1): string {
  const query = new URLSearchParams();
  if (state === 'ended') query.set('state', 'ended');
  if (page > 1) query.set('page', String(page));
  const text = query.toString();
  return text === '' ? '/events' : `/events?${text}`;
}

/**
 * /events (issue 12): the event-banner carousel, the 진행중 / 종료 tabs and one page of event cards. The tab and
 * the page come from the URL (so the back link of a detail page returns to them); each load replaces the last, and
 * an answer to an older request is dropped.
 */
export class EventsViewModel {
  state: EventState = 'ongoing';
  page = 1;
  totalPages = 0;
  status: LoadStatus = 'loading';
  cards: readonly EventCardView[] = [];
  banners: readonly EventBanner[] = [];
  /** The banners' read: while it runs the page holds the carousel's place (issue 13: nothing moves when it ends). */
  bannersStatus: LoadStatus = 'loading';
  private request = 0;
  /** The tab and page the route loader's answer shows: the page's first show() of them reads nothing. */
  private readonly preloaded: PreloadedRead<string>;

  /** `preload` (the route loader's answer, issue 13): what it holds is on screen from the first render. */
  constructor(
    private readonly deps: EventsDeps,
    preload: EventsPreload | null = null,
  ) {
    this.preloaded = new PreloadedRead(preload?.list ? `${preload.state}|${preload.page}` : null);
    makeAutoObservable<EventsViewModel, 'deps' | 'request' | 'preloaded'>(this, {
      deps: false,
      request: false,
      preloaded: false,
    });
    if (preload?.banners) {
      this.banners = preload.banners;
      this.bannersStatus = 'ready';
    }
    if (preload?.list) {
      this.state = preload.state;
      this.showList(preload.list);
    }
  }

  get bannerSlides(): readonly EventBannerSlide[] {
    return this.banners.map((banner) => {
      const path = safeRedirectPath(banner.webUrl, '');
      return {
        id: banner.id,
        title: banner.title,
        imageUrl: banner.imageUrl,
        href: path === '' ? banner.webUrl : path,
        internal: path !== '',
      };
    });
  }

  /** Banners are decoration: when they cannot be read the carousel is simply left out. */
  async loadBanners(): Promise<void> {
    if (this.bannersStatus === 'ready') return;
    try {
      const { banners } = await this.deps.readBanners.execute();
      runInAction(() => {
        this.banners = banners;
        this.bannersStatus = 'ready';
      });
    } catch (error) {
      console.error('event banners could not be read', error);
      runInAction(() => {
        this.bannersStatus = 'failed';
      });
    }
  }

  /** One page of the list on screen. */
  private showList(result: ListEventsResult): void {
    this.page = result.page;
    this.totalPages = result.totalPages;
    this.cards = result.events.map((event) => ({
      id: event.id,
      title: event.title,
      imageUrl: event.imageUrl,
      href: `/events/${event.id}`,
      period: eventPeriod(event.startsAt, event.endsAt),
      state: event.state,
      badge: EVENT_TEXT.badges[event.state],
    }));
    this.status = 'ready';
  }

  /** Shows `page` of tab `state`; the shown page may be the last one when `page` is past the end. */
  async show(state: EventState, page: number): Promise<void> {
    if (this.preloaded.covers(`${state}|${page}`)) return;
    const request = ++this.request;
    this.state = state;
    this.page = page;
    this.status = 'loading';
    try {
      const result = await this.deps.listEvents.execute({ state, page });
      if (request !== this.request) return;
      runInAction(() => this.showList(result));
    } catch (error) {
      if (request !== this.request) return;
      console.error('events could not be read', error);
      runInAction(() => {
        this.status = 'failed';
      });
    }
  }
}
