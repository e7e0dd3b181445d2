import { and, asc, count, desc, eq, lte, type SQL, sql } from 'drizzle-orm';
import type { NoticeNeighboursWire, PostDetailWire, PostWire } from '../../../src/contract/content';
import type { Database } from '../../db/database';
import { type BannerKind, banners, faqs, notices } from '../../db/schema';
import { isNewPost, noticeHref } from './post-rules';

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

/**
 * The franchise's public content (spec §7 Content); events are the EventBoard's. Notices are listed once published
 * (publishedAt at or before `now`); NEW follows post-rules. "Not found" is null.
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

  /**
   * The published notices just above and below notice `id` on the board. The board's order is (fixed, publishedAt,
   * id) descending, so the row above is the smallest key greater than this one's and the row below the greatest
   * key smaller than it (a row comparison, one indexed step each way whatever the board's length).
   */
  async noticeNeighbours(id: number, now: Date): Promise<NoticeNeighboursWire | null> {
    const published = lte(notices.publishedAt, now);
    const [row] = await this.db
      .select()
      .from(notices)
      .where(and(eq(notices.id, id), published));
    if (row === undefined) return null;
    const key = sql`(${notices.fixed}, ${notices.publishedAt}, ${notices.id})`;
    const here = sql`(${row.fixed}, ${row.publishedAt.toISOString()}::timestamptz, ${row.id})`;
    const neighbour = async (side: SQL, order: 'asc' | 'desc') => {
      const direction = order === 'asc' ? asc : desc;
      const [found] = await this.db
        .select()
        .from(notices)
        .where(and(published, side))
        .orderBy(direction(notices.fixed), direction(notices.publishedAt), direction(notices.id))
        .limit(1);
      return found === undefined ? null : noticePost(found, now);
    };
    return {
      previous: await neighbour(sql`${key} > ${here}`, 'asc'),
      next: await neighbour(sql`${key} < ${here}`, 'desc'),
    };
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
