import { and, asc, count, desc, eq, gte, lt, lte, type SQL } from 'drizzle-orm';
import type { EventDetailWire, EventSummaryWire, StoryVideoWire } from '../../../src/contract/content';
import { type EventState, eventState, eventsEndedBefore } from '../../../src/domain/content/event-state';
import type { Database } from '../../db/database';
import { events, storyVideos } from '../../db/schema';
import { eventHref, isNewPost } from './post-rules';

/** One page of a list; page is 1-based. */
export interface ListPage<T> {
  readonly list: T[];
  readonly page: number;
  readonly size: number;
  readonly totalCount: number;
}

export interface EventListQuery {
  /** Absent: every started event. */
  readonly state?: EventState;
  readonly page: number;
  readonly size: number;
}

type EventRow = typeof events.$inferSelect;

/**
 * Which started events are in a tab at `now`, as SQL over ends_at: the same cut as the domain's eventState (an
 * event has ended once its end is before the first instant of the Seoul day `now` falls on).
 */
function stateCondition(state: EventState | undefined, now: Date): SQL | undefined {
  if (state === undefined) return undefined;
  const cut = new Date(eventsEndedBefore(now.getTime()));
  return state === 'ended' ? lt(events.endsAt, cut) : gte(events.endsAt, cut);
}

/** An event row of the post table (no 작성자 column, never pinned, published when it starts) with its card fields. */
function eventSummary(row: EventRow, now: Date): EventSummaryWire {
  return {
    id: row.id,
    title: row.title,
    href: eventHref(row.id),
    publisher: null,
    publishedAt: row.startsAt.toISOString(),
    fixed: false,
    new: isNewPost(row.startsAt, now),
    imageUrl: row.imageUrl,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    state: eventState(row.endsAt.getTime(), now.getTime()),
  };
}

/**
 * Events (issue 12 tabs 진행중 / 종료) and the 비비큐 스토리 videos. An event is listed once it has started
 * (startsAt at or before `now`) and stays listed and readable after it ends; newest start first. "Not found": null.
 */
export class EventBoard {
  constructor(private readonly db: Database) {}

  async events(query: EventListQuery, now: Date): Promise<ListPage<EventSummaryWire>> {
    const where = and(lte(events.startsAt, now), stateCondition(query.state, now));
    const [total] = await this.db.select({ value: count() }).from(events).where(where);
    const rows = await this.db
      .select()
      .from(events)
      .where(where)
      .orderBy(desc(events.startsAt), desc(events.id))
      .limit(query.size)
      .offset((query.page - 1) * query.size);
    const list = rows.map((row) => eventSummary(row, now));
    return { list, page: query.page, size: query.size, totalCount: total?.value ?? 0 };
  }

  async event(id: number, now: Date): Promise<EventDetailWire | null> {
    const [row] = await this.db
      .select()
      .from(events)
      .where(and(eq(events.id, id), lte(events.startsAt, now)));
    return row === undefined ? null : { ...eventSummary(row, now), body: row.body };
  }

  /** The gallery in the franchise's order (sort order, then id). */
  async storyVideos(page: number, size: number): Promise<ListPage<StoryVideoWire>> {
    const [total] = await this.db.select({ value: count() }).from(storyVideos);
    const list = await this.db
      .select({
        id: storyVideos.id,
        code: storyVideos.code,
        title: storyVideos.title,
        posterUrl: storyVideos.posterUrl,
      })
      .from(storyVideos)
      .orderBy(asc(storyVideos.sortOrder), asc(storyVideos.id))
      .limit(size)
      .offset((page - 1) * size);
    return { list, page, size, totalCount: total?.value ?? 0 };
  }
}
