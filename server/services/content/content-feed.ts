import { and, asc, count, desc, eq, lte } from 'drizzle-orm';
import type { PostDetailWire, PostWire } from '../../../src/contract/content';
import type { Database } from '../../db/database';
import { type BannerKind, banners, events, faqs, notices } from '../../db/schema';
import { eventHref, isNewPost, noticeHref } from './post-rules';

export interface PopupBannerEntry {
  readonly id: number;
  readonly imageUrl: string;
  readonly webUrl: string;
}

export interface EventBannerEntry extends PopupBannerEntry {
  readonly title: string;
}

export interface FaqEntry {
  readonly id: number;
  readonly category: string;
  readonly question: string;
  readonly answer: string;
}

/** One page of posts; page is 1-based. */
export interface PostPage {
  readonly list: PostWire[];
  readonly page: number;
  readonly size: number;
  readonly totalCount: number;
}

interface NoticeRow {
  readonly id: number;
  readonly title: string;
  readonly body: string;
  readonly publisher: string;
  readonly publishedAt: Date;
  readonly fixed: boolean;
}

interface EventRow {
  readonly id: number;
  readonly title: string;
  readonly body: string;
  readonly startsAt: Date;
}

/**
 * The franchise's public content (spec §7 Content). Notices and events are listed once published (publishedAt, an
 * event's startsAt, at or before `now`); NEW follows post-rules. "Not found" is null.
 */
export class ContentFeedService {
  constructor(private readonly db: Database) {}

  async popupBanners(): Promise<PopupBannerEntry[]> {
    const rows = await this.bannersOf('popup');
    return rows.map(({ id, imageUrl, webUrl }) => ({ id, imageUrl, webUrl }));
  }

  async eventBanners(): Promise<EventBannerEntry[]> {
    return this.bannersOf('event');
  }

  async faq(): Promise<FaqEntry[]> {
    return this.db
      .select({ id: faqs.id, category: faqs.category, question: faqs.question, answer: faqs.answer })
      .from(faqs)
      .orderBy(asc(faqs.sortOrder), asc(faqs.id));
  }

  /** Notices: pinned first, then newest first (ties by id, newest id first). */
  async notices(page: number, size: number, now: Date): Promise<PostPage> {
    const published = lte(notices.publishedAt, now);
    const [total] = await this.db.select({ value: count() }).from(notices).where(published);
    const rows = await this.db
      .select()
      .from(notices)
      .where(published)
      .orderBy(desc(notices.fixed), desc(notices.publishedAt), desc(notices.id))
      .limit(size)
      .offset((page - 1) * size);
    return { list: rows.map((row) => noticePost(row, now)), page, size, totalCount: total?.value ?? 0 };
  }

  async notice(id: number, now: Date): Promise<PostDetailWire | null> {
    const [row] = await this.db
      .select()
      .from(notices)
      .where(and(eq(notices.id, id), lte(notices.publishedAt, now)));
    return row === undefined ? null : { ...noticePost(row, now), body: row.body };
  }

  /** Events that have started, newest start first (an ended event stays listed: its page still explains it). */
  async events(page: number, size: number, now: Date): Promise<PostPage> {
    const started = lte(events.startsAt, now);
    const [total] = await this.db.select({ value: count() }).from(events).where(started);
    const rows = await this.db
      .select()
      .from(events)
      .where(started)
      .orderBy(desc(events.startsAt), desc(events.id))
      .limit(size)
      .offset((page - 1) * size);
    return { list: rows.map((row) => eventPost(row, now)), page, size, totalCount: total?.value ?? 0 };
  }

  async event(id: number, now: Date): Promise<PostDetailWire | null> {
    const [row] = await this.db
      .select()
      .from(events)
      .where(and(eq(events.id, id), lte(events.startsAt, now)));
    return row === undefined ? null : { ...eventPost(row, now), body: row.body };
  }

  private async bannersOf(kind: BannerKind): Promise<EventBannerEntry[]> {
    return this.db
      .select({ id: banners.id, imageUrl: banners.imageUrl, webUrl: banners.webUrl, title: banners.title })
      .from(banners)
      .where(eq(banners.kind, kind))
      .orderBy(asc(banners.sortOrder), asc(banners.id));
  }
}

function noticePost(row: NoticeRow, now: Date): PostWire {
  return {
    id: row.id,
    title: row.title,
    href: noticeHref(row.id),
    publisher: row.publisher,
    publishedAt: row.publishedAt.toISOString(),
    fixed: row.fixed,
    new: isNewPost(row.publishedAt, now),
  };
}

/** An event row of the post table: no 작성자 column (publisher null) and never pinned; published when it starts. */
function eventPost(row: EventRow, now: Date): PostWire {
  return {
    id: row.id,
    title: row.title,
    href: eventHref(row.id),
    publisher: null,
    publishedAt: row.startsAt.toISOString(),
    fixed: false,
    new: isNewPost(row.startsAt, now),
  };
}
