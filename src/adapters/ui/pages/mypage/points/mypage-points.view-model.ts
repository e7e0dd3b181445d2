import { formatPoints } from '../../../../../domain/money/format';
import { myPageMenu } from '../../../../../domain/navigation/role-visibility';
import type { PointsPreload } from './mypage-points.loader';
import { type PointRowView, pointRowView } from './point-views';

/** What the page shows: the members-only message, the error with 다시 시도, or the member's points. */
export type PointsView = 'members-only' | 'failed' | 'points';

/**
 * /mypage/points (spec §2, members only; issue 11): the balance (ReadPointBalance), the points lapsing within 30
 * days and a page of the ledger history newest first (ReadPointHistory). A guest reaching the page (the guards send
 * guests to log in) sees the members-only message instead. Issue 13: a view of one answer of the route loader
 * (mypage-points.loader.ts), which reads for the page in the URL and again for another customer; the page builds another
 * for the next answer (another page of the history, 다시 시도).
 */
export class MypagePointsViewModel {
  readonly view: PointsView;
  readonly balanceText: string;
  readonly expiringText: string;
  readonly rows: readonly PointRowView[];
  /** The page of the history shown (the last one when the URL asked for a page past the end). */
  readonly page: number;
  readonly totalPages: number;

  constructor(preload: PointsPreload) {
    const read = preload.kind === 'read' ? preload.value : null;
    this.view = preload.kind === 'members-only' ? 'members-only' : read === null ? 'failed' : 'points';
    this.balanceText = formatPoints(read?.balance ?? 0);
    this.expiringText = formatPoints(read?.history.expiringPoint ?? 0);
    this.rows = (read?.history.entries ?? []).map(pointRowView);
    this.page = read?.history.page ?? 1;
    this.totalPages = read?.history.totalPages ?? 0;
  }

  /** The my-page menu's label (spec §2). */
  get title(): string {
    return myPageMenu('member').find((entry) => entry.key === 'point')?.label ?? '나의 포인트';
  }

  get isEmpty(): boolean {
    return this.view === 'points' && this.rows.length === 0;
  }
}
