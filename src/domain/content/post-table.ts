import { formatSeoulDate } from '../money/calendar';
import type { Post } from './types';

/** Spec §2 post table column headings; the number column's heading (번호) is ours, the spec names it only. */
export const POST_TABLE_HEADINGS = {
  number: '번호',
  title: '제목',
  publisher: '작성자',
  publishedAt: '작성일',
} as const;

export const NEW_MARKER = 'NEW';

/** The first cell of a row: a pin for pinned posts, otherwise the row number. */
export type PostMarker = { readonly kind: 'pin' } | { readonly kind: 'number'; readonly value: number };

export interface PostRow {
  readonly id: number;
  readonly marker: PostMarker;
  readonly title: string;
  readonly href: string;
  /** null when the table has no 작성자 column. */
  readonly publisher: string | null;
  /** 작성일, YYYY.MM.DD in Asia/Seoul. */
  readonly publishedDate: string;
  readonly isNew: boolean;
}

export interface PostTableOptions {
  /** Whether the table has the optional 작성자 column. */
  readonly showPublisher: boolean;
  /**
   * The number of the first unpinned row; the next unpinned rows count down from it (newest post has the
   * highest number, as on a board). Defaults to the number of unpinned posts given; for page p of size n out of
   * t unpinned posts pass t − (p − 1) × n.
   */
  readonly firstNumber?: number;
}

/** The headings of a post table, with or without 작성자 (spec §2). */
export function postTableHeadings(showPublisher: boolean): readonly string[] {
  const { number, title, publisher, publishedAt } = POST_TABLE_HEADINGS;
  return showPublisher ? [number, title, publisher, publishedAt] : [number, title, publishedAt];
}

/** Spec §2 post table rows, in the order given: pinned posts show a pin and no number, the others count down. */
export function postTableRows(posts: readonly Post[], options: PostTableOptions): readonly PostRow[] {
  let next = options.firstNumber ?? posts.filter((post) => !post.fixed).length;
  return posts.map((post) => {
    let marker: PostMarker = { kind: 'pin' };
    if (!post.fixed) {
      marker = { kind: 'number', value: next };
      next -= 1;
    }
    return {
      id: post.id,
      marker,
      title: post.title,
      href: post.href,
      publisher: options.showPublisher ? (post.publisher ?? '') : null,
      publishedDate: formatSeoulDate(post.publishedAt),
      isNew: post.new,
    };
  });
}

export interface BoardPage {
  /** 1-based page shown. */
  readonly page: number;
  readonly size: number;
  /** Every post of the board, pinned ones included (the server pages pinned and unpinned posts together). */
  readonly totalCount: number;
  /** The posts of this page, pinned first. */
  readonly posts: readonly Post[];
}

/**
 * The number of the first unpinned row of a board page whose pinned posts are listed first and counted in the
 * paging (our notice board): rows count down to 1 on the last row of the last page, so a post keeps its number
 * from page to page. Pass it as PostTableOptions.firstNumber.
 */
export function boardFirstNumber({ page, size, totalCount, posts }: BoardPage): number {
  const pinnedHere = posts.filter((post) => post.fixed).length;
  return totalCount - (page - 1) * size - pinnedHere;
}
