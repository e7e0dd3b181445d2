import type { ListNoticesResult } from '../../../../application/use-cases/list-notices';
import {
  boardFirstNumber,
  type PostRow,
  postTableHeadings,
  postTableRows,
} from '../../../../domain/content/post-table';
import type { Post } from '../../../../domain/content/types';

/**
 * 공지사항 (issue 12, spec §2 post table): one page of the notice board. Rows come from the domain post table: a pin
 * for fixed notices, otherwise a number counting down across pages; 제목; 작성일 YYYY.MM.DD; the NEW marker. Issue 13:
 * a view of the route loader's answer for the URL's page (null: it could not be read, the page offers 다시 시도); the
 * page builds another for the next answer.
 */
export class NoticeBoardViewModel {
  readonly failed: boolean;
  readonly notices: readonly Post[];
  readonly page: number;
  readonly size: number;
  readonly totalCount: number;
  readonly totalPages: number;

  constructor(preload: { readonly page: number; readonly result: ListNoticesResult } | null) {
    const result = preload?.result ?? null;
    this.failed = result === null;
    this.notices = result?.notices ?? [];
    this.page = result?.page ?? preload?.page ?? 1;
    this.size = result?.size ?? 1;
    this.totalCount = result?.totalCount ?? 0;
    this.totalPages = result?.totalPages ?? 0;
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
}
