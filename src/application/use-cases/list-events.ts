import type { EventState } from '../../domain/content/event-state';
import { totalPagesFor } from '../../domain/validation/pagination';
import type { ContentFeed, EventSummary } from '../ports/content-feed';

/** Event cards per page (ours: the spec gives none): two rows of three on desktop. */
export const EVENT_PAGE_SIZE = 6;

export interface ListEventsInput {
  /** The tab: 진행중인 이벤트 (ongoing) or 종료된 이벤트 (ended). */
  readonly state: EventState;
  /** 1-based; anything below 1 or not a whole number reads the first page. */
  readonly page: number;
}

export type ListEventsResult = {
  readonly kind: 'page';
  /** Newest start first. */
  readonly events: readonly EventSummary[];
  /** The page shown: the one asked for, or the last one when that is past the end (an old link). */
  readonly page: number;
  readonly totalCount: number;
  readonly totalPages: number;
};

/**
 * Issue 12 events page: one page of one tab, EVENT_PAGE_SIZE cards. The backend decides each event's state at its
 * "now" (Seoul date rule, domain/content/event-state). A page past the end reads the last page. Outages throw.
 */
export class ListEvents {
  constructor(private readonly feed: Pick<ContentFeed, 'events'>) {}

  async execute(input: ListEventsInput): Promise<ListEventsResult> {
    const asked = Number.isSafeInteger(input.page) ? Math.max(1, input.page) : 1;
    const first = await this.feed.events({ state: input.state, page: asked, size: EVENT_PAGE_SIZE });
    const totalPages = totalPagesFor(first.totalCount, EVENT_PAGE_SIZE);
    if (first.items.length > 0 || totalPages === 0 || asked <= totalPages) {
      return { kind: 'page', events: first.items, page: asked, totalCount: first.totalCount, totalPages };
    }
    const last = await this.feed.events({ state: input.state, page: totalPages, size: EVENT_PAGE_SIZE });
    return {
      kind: 'page',
      events: last.items,
      page: totalPages,
      totalCount: last.totalCount,
      totalPages: totalPagesFor(last.totalCount, EVENT_PAGE_SIZE),
    };
  }
}
