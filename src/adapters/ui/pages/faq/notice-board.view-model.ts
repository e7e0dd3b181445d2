import { makeAutoObservable, runInAction } from 'mobx';
import type { ListNotices, ListNoticesResult } from '../../../../application/use-cases/list-notices';
import {
  boardFirstNumber,
  type PostRow,
  postTableHeadings,
  postTableRows,
} from '../../../../domain/content/post-table';
import type { Post } from '../../../../domain/content/types';
import { PreloadedRead } from '../../routes/loader-part';
import type { LoadStatus } from './faq.view-model';

type Logger = (message: string, error: unknown) => void;

/**
 * 공지사항 (issue 12, spec §2 post table): one page of the notice board. Rows come from the domain post table: a pin
 * for fixed notices, otherwise a number counting down across pages; 제목; 작성일 YYYY.MM.DD; the NEW marker.
 */
export class NoticeBoardViewModel {
  status: LoadStatus = 'idle';
  notices: readonly Post[] = [];
  page = 1;
  size = 1;
  totalCount = 0;
  totalPages = 0;
  /** Bumped by each read: an older answer arriving late is dropped. */
  private sequence = 0;

  /** The page the route loader's answer shows (issue 13): the first load() of it reads nothing. */
  private readonly preloaded: PreloadedRead<number>;

  /** `preload`: the route loader's answer (issue 13), on screen from the first render. */
  constructor(
    private readonly listNotices: Pick<ListNotices, 'execute'>,
    private readonly log: Logger = (message, error) => console.error(message, error),
    preload: { readonly page: number; readonly result: ListNoticesResult } | null = null,
  ) {
    this.preloaded = new PreloadedRead(preload === null ? null : preload.page);
    makeAutoObservable<NoticeBoardViewModel, 'listNotices' | 'log' | 'sequence' | 'preloaded'>(this, {
      listNotices: false,
      log: false,
      sequence: false,
      preloaded: false,
    });
    if (preload !== null) this.show(preload.result);
  }

  private show(result: ListNoticesResult): void {
    this.notices = result.notices;
    this.page = result.page;
    this.size = result.size;
    this.totalCount = result.totalCount;
    this.totalPages = result.totalPages;
    this.status = 'ready';
  }

  /** The board has no 작성자 column (the notices are all the franchise's). */
  get headings(): readonly string[] {
    return postTableHeadings(false);
  }

  get rows(): readonly PostRow[] {
    const firstNumber = boardFirstNumber({
      page: this.page,
      size: this.size,
      totalCount: this.totalCount,
      posts: this.notices,
    });
    return postTableRows(this.notices, { showPublisher: false, firstNumber });
  }

  async load(page: number): Promise<void> {
    if (this.preloaded.covers(page)) return;
    const sequence = ++this.sequence;
    this.status = 'loading';
    try {
      const result = await this.listNotices.execute({ page });
      if (sequence !== this.sequence) return;
      runInAction(() => this.show(result));
    } catch (error) {
      if (sequence !== this.sequence) return;
      this.log('the notices could not be read', error);
      runInAction(() => {
        this.status = 'failed';
      });
    }
  }
}
