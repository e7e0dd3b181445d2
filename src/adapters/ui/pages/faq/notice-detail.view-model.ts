import type { PostDetail } from '../../../../application/ports/content-feed';
import type { Post } from '../../../../domain/content/types';
import { formatSeoulDate } from '../../../../domain/money/calendar';
import type { NoticeDetailPreload } from './customer-center.loader';

/** The notice was read ('found' or 'not-found'), or could not be ('failed': the page offers 다시 시도). */
export type NoticeDetailStatus = 'found' | 'not-found' | 'failed';

/** A neighbour link of the detail page: where it goes and what it is called. */
export interface NoticeLink {
  readonly id: number;
  readonly title: string;
}

/**
 * 공지사항 detail (issue 12): the notice, its date, its paragraphs, and the 이전 글 / 다음 글 of the board. Issue 13: a
 * view of the route loader's answer for the URL; the page builds another for the next answer (이전 글 / 다음 글).
 */
export class NoticeDetailViewModel {
  readonly status: NoticeDetailStatus;
  readonly notice: PostDetail | null;
  readonly previous: Post | null;
  readonly next: Post | null;

  constructor(preload: NoticeDetailPreload) {
    const result = preload.result;
    this.status = result === null ? 'failed' : result.kind;
    this.notice = result?.kind === 'found' ? result.notice : null;
    this.previous = result?.kind === 'found' ? result.previous : null;
    this.next = result?.kind === 'found' ? result.next : null;
  }

  /** 작성일, YYYY.MM.DD in Asia/Seoul. */
  get publishedDate(): string {
    return this.notice === null ? '' : formatSeoulDate(this.notice.publishedAt);
  }

  /** The body's lines as paragraphs (the store keeps plain text with line breaks). */
  get paragraphs(): readonly string[] {
    return (this.notice?.body ?? '').split('\n').filter((line) => line.trim() !== '');
  }

  get previousLink(): NoticeLink | null {
    return this.previous === null ? null : { id: this.previous.id, title: this.previous.title };
  }

  get nextLink(): NoticeLink | null {
    return this.next === null ? null : { id: this.next.id, title: this.next.title };
  }
}
