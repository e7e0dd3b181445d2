import { makeAutoObservable, reaction, runInAction } from 'mobx';
import type { PointHistoryEntry } from '../../../../../application/ports/point-ledger';
import type { ReadPointBalance } from '../../../../../application/use-cases/read-point-balance';
import type { ReadPointHistory } from '../../../../../application/use-cases/read-point-history';
import { formatPoints } from '../../../../../domain/money/format';
import { myPageMenu, type Viewer, viewerOf } from '../../../../../domain/navigation/role-visibility';
import { sessionIdentity } from '../../../session/session-identity';
import type { SessionStore } from '../../../stores/session-store';
import { type PointRowView, pointRowView } from './point-views';

export type PointsView = 'loading' | 'members-only' | 'points';
export type PointsStatus = 'idle' | 'loading' | 'ready' | 'failed';

/**
 * /mypage/points (spec §2, members only; issue 11): the balance (ReadPointBalance), the points lapsing within 30
 * days and pages of the ledger history newest first (ReadPointHistory). A guest reaching the page (the frame sends
 * guests to log in) sees the members-only message instead. Read when it first shows and again for another customer.
 */
export class MypagePointsViewModel {
  status: PointsStatus = 'idle';
  balance = 0;
  expiringPoint = 0;
  entries: readonly PointHistoryEntry[] = [];
  page = 1;
  totalPages = 0;
  /** Bumped by each read: an older answer arriving late is dropped. */
  private readSequence = 0;

  constructor(
    private readonly session: Pick<SessionStore, 'status' | 'current'>,
    private readonly readBalance: Pick<ReadPointBalance, 'execute'>,
    private readonly readHistory: Pick<ReadPointHistory, 'execute'>,
  ) {
    makeAutoObservable<MypagePointsViewModel, 'session' | 'readBalance' | 'readHistory' | 'readSequence'>(this, {
      session: false,
      readBalance: false,
      readHistory: false,
      readSequence: false,
    });
  }

  /** Reads the first page once a member is known, and again when the customer changes. Returns the stop. */
  start(): () => void {
    return reaction(
      () => (this.view === 'points' ? sessionIdentity(this.session.current) : null),
      (identity) => {
        if (identity !== null) void this.load(1, true);
      },
      { fireImmediately: true },
    );
  }

  get viewer(): Viewer {
    return viewerOf(this.session.current);
  }

  get view(): PointsView {
    if (this.session.status === 'loading') return 'loading';
    return this.viewer === 'member' ? 'points' : 'members-only';
  }

  /** The my-page menu's label (spec §2). */
  get title(): string {
    return myPageMenu('member').find((entry) => entry.key === 'point')?.label ?? '나의 포인트';
  }

  get balanceText(): string {
    return formatPoints(this.balance);
  }

  get expiringText(): string {
    return formatPoints(this.expiringPoint);
  }

  get rows(): readonly PointRowView[] {
    return this.entries.map(pointRowView);
  }

  get isEmpty(): boolean {
    return this.status === 'ready' && this.entries.length === 0;
  }

  /** Reads page `page` (and the balance with the first read or a retry); a failure shows the retry state. */
  async load(page: number, withBalance = false): Promise<void> {
    const sequence = ++this.readSequence;
    this.status = 'loading';
    this.page = Math.max(1, page);
    try {
      const [history, balance] = await Promise.all([
        this.readHistory.execute({ page: this.page }),
        withBalance ? this.readBalance.execute() : null,
      ]);
      if (sequence !== this.readSequence) return;
      runInAction(() => {
        this.entries = history.entries;
        this.page = history.page;
        this.totalPages = history.totalPages;
        this.expiringPoint = history.expiringPoint;
        if (balance !== null) this.balance = balance.balance;
        this.status = 'ready';
      });
    } catch {
      // An outage: the page offers 다시 시도 (the error reached the customer as the failed state).
      if (sequence !== this.readSequence) return;
      runInAction(() => {
        this.status = 'failed';
      });
    }
  }

  goTo(page: number): void {
    if (page === this.page && this.status === 'ready') return;
    void this.load(page);
  }

  retry(): Promise<void> {
    return this.load(this.page, true);
  }
}
