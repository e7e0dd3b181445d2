import type { LoaderFunctionArgs } from 'react-router';
import type { EventBanner } from '../../../../application/ports/content-feed';
import type { ListEventsResult } from '../../../../application/use-cases/list-events';
import type { ReadEventResult } from '../../../../application/use-cases/read-event';
import type { EventState } from '../../../../domain/content/event-state';
import { parsePageParam } from '../../../../domain/navigation/route-ids';
import { type Resolve, TOKENS } from '../../../../tokens';
import { type ItemPreload, itemLoader, readOrNull } from '../../routes/loader-part';

/** The tab a `?state=` value names: 종료 for "ended", 진행중 for anything else (the default tab). */
export function eventTabOf(value: string | null): EventState {
  return value === 'ended' ? 'ended' : 'ongoing';
}

/**
 * What the /events loader read before the page renders (issue 13): the banners and the asked page of the asked tab.
 * A part that could not be read is null: the list shows its error with 다시 시도 (the loader reads again); banners
 * that could not be read are left out.
 */
export interface EventsPreload {
  readonly state: EventState;
  readonly page: number;
  readonly banners: readonly EventBanner[] | null;
  readonly list: ListEventsResult | null;
}

/** The route loader of /events (issue 12's tab and page in the query). */
export function eventsLoader(resolve: Resolve) {
  return async ({ request }: LoaderFunctionArgs): Promise<EventsPreload> => {
    const query = new URL(request.url).searchParams;
    const state = eventTabOf(query.get('state'));
    const page = parsePageParam(query.get('page'));
    const [banners, list] = await Promise.all([
      readOrNull(async () => (await resolve(TOKENS.ReadEventBanners).execute()).banners, 'event banners'),
      readOrNull(() => resolve(TOKENS.ListEvents).execute({ state, page }), 'events'),
    ]);
    return { state, page, banners, list };
  };
}

/** What the /events/{id} loader read (issue 13): the event, or null when it could not be read (다시 시도). */
export type EventDetailPreload = ItemPreload<ReadEventResult>;

/** The route loader of /events/{id}. */
export const eventDetailLoader = itemLoader((resolve, id) => resolve(TOKENS.ReadEvent).execute({ id }), 'the event');
