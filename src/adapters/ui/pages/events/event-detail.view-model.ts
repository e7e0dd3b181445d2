import type { EventDetail } from '../../../../application/ports/content-feed';
import { eventPeriod } from '../../../../domain/content/event-state';
import { EVENT_TEXT } from './event-messages';
import type { EventDetailPreload } from './events.loader';
import { eventListPath } from './events.view-model';

/** The event was read ('found' or 'not-found'), or could not be ('failed': the page offers 다시 시도). */
export type EventDetailStatus = 'found' | 'not-found' | 'failed';

/** Where the back link goes: the list the customer came from (an /events URL), else the tab the event is in. */
export function eventBackPath(from: unknown, event: Pick<EventDetail, 'state'> | null): string {
  if (typeof from === 'string' && /^\/events(\?[\w=&-]*)?$/.test(from)) return from;
  return eventListPath(event?.state ?? 'ongoing');
}

/**
 * /events/{id} (issue 12): one event with its body; an ended event stays readable and says it has ended. Issue 13: a
 * view of the route loader's answer for the URL; the page builds another for the next answer.
 */
export class EventDetailViewModel {
  readonly status: EventDetailStatus;
  readonly event: EventDetail | null;

  constructor(preload: EventDetailPreload) {
    const result = preload.result;
    this.status = result === null ? 'failed' : result.kind;
    this.event = result?.kind === 'found' ? result.event : null;
  }

  get period(): string {
    return this.event === null ? '' : eventPeriod(this.event.startsAt, this.event.endsAt);
  }

  get badge(): string {
    return this.event === null ? '' : EVENT_TEXT.badges[this.event.state];
  }
}
