import { type EventState, eventPeriod } from '../../../../domain/content/event-state';
import { safeRedirectPath } from '../../../../domain/navigation/redirect';
import { EVENT_TEXT } from './event-messages';
import type { EventsPreload } from './events.loader';

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

/** The list URL of a tab and page (page 1 and the 진행중 tab are the defaults and stay out of the URL). */
export function eventListPath(state: EventState, page = 1): string {
  const query = new URLSearchParams();
  if (state === 'ended') query.set('state', 'ended');
  if (page > 1) query.set('page', String(page));
  const text = query.toString();
  return text === '' ? '/events' : `/events?${text}`;
}

/**
 * /events (issue 12): the event-banner carousel, the 진행중 / 종료 tabs and one page of event cards, as the route
 * loader read them for the URL (the tab and the page are in it, so the back link of a detail page returns to them).
 * Issue 13: a view of one loader answer; the page builds another for the next answer (another tab or page, 다시 시도).
 */
export class EventsViewModel {
  readonly state: EventState;
  /** The page shown (the last one when the URL asked for a page past the end), 1 when the list could not be read. */
  readonly page: number;
  readonly totalPages: number;
  /** The list could not be read: the page offers 다시 시도. */
  readonly failed: boolean;
  readonly cards: readonly EventCardView[];
  /** The carousel's slides; banners are decoration, so none when they could not be read (the carousel is left out). */
  readonly bannerSlides: readonly EventBannerSlide[];

  constructor(preload: EventsPreload) {
    this.state = preload.state;
    const list = preload.list;
    this.failed = list === null;
    this.page = list?.page ?? preload.page;
    this.totalPages = list?.totalPages ?? 0;
    this.cards = (list?.events ?? []).map((event) => ({
      id: event.id,
      title: event.title,
      imageUrl: event.imageUrl,
      href: `/events/${event.id}`,
      period: eventPeriod(event.startsAt, event.endsAt),
      state: event.state,
      badge: EVENT_TEXT.badges[event.state],
    }));
    this.bannerSlides = (preload.banners ?? []).map((banner) => {
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
}
