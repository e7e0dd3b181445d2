import type { Post } from '../../domain/content/types';
import type { ContentFeed, PostDetail } from '../ports/content-feed';

export interface ReadNoticeInput {
  readonly id: number;
}

export type ReadNoticeResult =
  | {
      readonly kind: 'found';
      readonly notice: PostDetail;
      /** The row above it on the board (이전 글), null on the first row. */
      readonly previous: Post | null;
      /** The row below it on the board (다음 글), null on the last row. */
      readonly next: Post | null;
    }
  | { readonly kind: 'not-found' };

/** Issue 12 공지사항 detail: a notice's body and the notices listed above and below it. Outages throw. */
export class ReadNotice {
  constructor(private readonly feed: Pick<ContentFeed, 'notice' | 'noticeNeighbours'>) {}

  async execute(input: ReadNoticeInput): Promise<ReadNoticeResult> {
    if (!Number.isSafeInteger(input.id) || input.id < 1) return { kind: 'not-found' };
    const [notice, neighbours] = await Promise.all([this.feed.notice(input.id), this.feed.noticeNeighbours(input.id)]);
    if (notice === null || neighbours === null) return { kind: 'not-found' };
    return { kind: 'found', notice, previous: neighbours.previous, next: neighbours.next };
  }
}
