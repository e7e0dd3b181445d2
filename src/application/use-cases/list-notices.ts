import type { Post } from '../../domain/content/types';
import type { ContentFeed } from '../ports/content-feed';

/** Notices per board page (ours: the spec gives no size; the server's default page). */
export const NOTICE_PAGE_SIZE = 10;

export interface ListNoticesInput {
  /** 1-based; anything below 1 (or not a whole number) reads the first page. */
  readonly page: number;
}

export type ListNoticesResult = {
  readonly kind: 'page';
  /** Pinned first, then newest first. */
  readonly notices: readonly Post[];
  /** The page shown: the one asked for, or the last one when the page asked for is past the end. */
  readonly page: number;
  readonly size: number;
  readonly totalCount: number;
  readonly totalPages: number;
};

/**
 * Issue 12 공지사항: one page of the notice board, NOTICE_PAGE_SIZE rows. A page past the end (an old link) reads the
 * last page instead. Outages throw.
 */
export class ListNotices {
  constructor(private readonly feed: Pick<ContentFeed, 'notices'>) {}

  async execute(input: ListNoticesInput): Promise<ListNoticesResult> {
    const asked = Number.isSafeInteger(input.page) ? Math.max(1, input.page) : 1;
    let found = await this.feed.notices(asked, NOTICE_PAGE_SIZE);
    let page = asked;
    const lastPage = Math.ceil(found.totalCount / NOTICE_PAGE_SIZE);
    if (found.items.length === 0 && lastPage > 0 && asked > lastPage) {
      found = await this.feed.notices(lastPage, NOTICE_PAGE_SIZE);
      page = lastPage;
    }
    return {
      kind: 'page',
      notices: found.items,
      page,
      size: NOTICE_PAGE_SIZE,
      totalCount: found.totalCount,
      totalPages: Math.ceil(found.totalCount / NOTICE_PAGE_SIZE),
    };
  }
}
