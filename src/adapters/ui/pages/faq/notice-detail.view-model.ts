import { makeAutoObservable, runInAction } from 'mobx';
import type { PostDetail } from '../../../../application/ports/content-feed';
import type { ReadNotice, ReadNoticeResult } from '../../../../application/use-cases/read-notice';
import type { Post } from '../../../../domain/content/types';
import { formatSeoulDate } from '../../../../domain/money/calendar';
import type { NoticeDetailPreload } from './customer-center.loader';

export type NoticeDetailStatus = 'idle' | 'loading' | 'found' | 'not-found' | 'failed';

type Logger = (message: string, error: unknown) => void;

/** A neighbour link of the detail page: where it goes and what it is called. */
export interface NoticeLink {
  readonly id: number;
  readonly title: string;
}

/** 공지사항 detail (issue 12): the notice, its date, its paragraphs, and the 이전 글 / 다음 글 of the board. */
export class NoticeDetailViewModel {
  status: NoticeDetailStatus = 'idle';
  notice: PostDetail | null = null;
  previous: Post | null = null;
  next: Post | null = null;
  private sequence = 0;

  /** `preload`: the route loader's answer (issue 13), on screen from the first render. */
  constructor(
    private readonly readNotice: Pick<ReadNotice, 'execute'>,
    private readonly log: Logger = (message, error) => console.error(message, error),
    preload: NoticeDetailPreload | null = null,
  ) {
    makeAutoObservable<NoticeDetailViewModel, 'readNotice' | 'log' | 'sequence'>(this, {
      readNotice: false,
      log: false,
      sequence: false,
    });
    if (preload?.result) this.show(preload.result);
  }

  private show(result: ReadNoticeResult): void {
    if (result.kind === 'found') {
      this.notice = result.notice;
      this.previous = result.previous;
      this.next = result.next;
      this.status = 'found';
    } else {
      this.notice = null;
      this.previous = null;
      this.next = null;
      this.status = 'not-found';
    }
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

  /**
   * Shows notice `id`: the route loader's answer when it is for that notice (the first render, and 이전 글 / 다음 글,
   * which the loader reads before the page changes), else read (다시 시도 passes none).
   */
  async load(id: number, preload: NoticeDetailPreload | null = null): Promise<void> {
    const sequence = ++this.sequence;
    if (preload?.id === id && preload.result !== null) {
      this.show(preload.result);
      return;
    }
    this.status = 'loading';
    try {
      const result = await this.readNotice.execute({ id });
      if (sequence !== this.sequence) return;
      runInAction(() => this.show(result));
    } catch (error) {
      if (sequence !== this.sequence) return;
      this.log('the notice could not be read', error);
      runInAction(() => {
        this.status = 'failed';
      });
    }
  }
}
