import { makeAutoObservable, runInAction } from 'mobx';
import type { EventDetail } from '../../../../application/ports/content-feed';
import type { ReadEvent, ReadEventResult } from '../../../../application/use-cases/read-event';
import { eventPeriod } from '../../../../domain/content/event-state';
import { PreloadedRead } from '../../routes/loader-part';
import { EVENT_TEXT } from './event-messages';
import type { EventDetailPreload } from './events.loader';
import { eventListPath } from './events.view-model';

export type EventDetailStatus = 'loading' | 'found' | 'not-found' | 'failed';

/** Where the back link goes: the list the customer came from (an /events URL), else the tab the event is in. */
export function eventBackPath(from: unknown, event: Pick<EventDetail, 'state'> | null): string {
  if (typeof from === 'string' && /^\/events(\?[\w=&-]*)?$/.test(from)) return from;
  return eventListPath(event?.state ?? 'ongoing');
}

/** /events/{id} (issue 12): one event with its body; an ended event stays readable and says it has ended. */
export class EventDetailViewModel {
  status: EventDetailStatus = 'loading';
  event: EventDetail | null = null;
  private request = 0;
  /** The event the route loader's answer shows: the page's first load() of it reads nothing. */
  private readonly preloaded: PreloadedRead<number>;

  /** `preload` (the route loader's answer, issue 13): the event is on screen from the first render. */
  constructor(
    private readonly readEvent: Pick<ReadEvent, 'execute'>,
    preload: EventDetailPreload | null = null,
  ) {
    this.preloaded = new PreloadedRead(preload?.result ? preload.id : null);
    makeAutoObservable<EventDetailViewModel, 'readEvent' | 'request' | 'preloaded'>(this, {
      readEvent: false,
      request: false,
      preloaded: false,
    });
    if (preload?.result) this.show(preload.result);
  }

  private show(result: ReadEventResult): void {
    this.event = result.kind === 'found' ? result.event : null;
    this.status = result.kind;
  }

  get period(): string {
    return this.event === null ? '' : eventPeriod(this.event.startsAt, this.event.endsAt);
  }

  get badge(): string {
    return this.event === null ? '' : EVENT_TEXT.badges[this.event.state];
  }

  async load(id: number): Promise<void> {
    if (this.preloaded.covers(id)) return;
    const request = ++this.request;
    this.status = 'loading';
    try {
      const result = await this.readEvent.execute({ id });
      if (request !== this.request) return;
      runInAction(() => this.show(result));
    } catch (error) {
      if (request !== this.request) return;
      console.error('the event could not be read', error);
      runInAction(() => {
        this.status = 'failed';
      });
    }
  }
}
