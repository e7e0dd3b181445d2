import { failureDetail, type Logger } from '../ports/logger';
import type { PointHistoryEntry, PointLedger, PointStatus } from '../ports/point-ledger';

/** The event a point status that could not be read is logged under (spec §8). */
export const POINT_STATUS_UNAVAILABLE = 'point-status.unavailable';

/** Movements per points-history page (ours: the spec gives no page size). */
export const POINT_HISTORY_PAGE_SIZE = 10;

export interface ReadPointHistoryInput {
  /** 1-based; anything below 1 (or not a whole number) reads the first page. */
  readonly page: number;
}

export type ReadPointHistoryResult = {
  readonly kind: 'page';
  /** Newest first. */
  readonly entries: readonly PointHistoryEntry[];
  /** The page shown: the one asked for, or the last one when the page asked for is past the end. */
  readonly page: number;
  readonly totalCount: number;
  readonly totalPages: number;
  /**
   * 소멸 예정: points lapsing within the next 30 days if left unspent (src/domain/points/expiry.ts); 0 when the point
   * status could not be read (spec §8: logged and ignored; spec §4: loaded-but-empty points read 0).
   */
  readonly expiringPoint: number;
};

/**
 * Spec §2 /mypage/points, §7 GET /point, /point/status: one page of the member's point movements (earned, spent,
 * refunded on a cancel, expired), newest first, and the points about to lapse. A page past the end reads the last
 * page. A guest holds none (an empty history, the PointLedger's rule). A point status that fails is logged and
 * ignored (spec §8); no session: SessionRequiredError; a history outage throws.
 */
export class ReadPointHistory {
  constructor(
    private readonly points: Pick<PointLedger, 'history' | 'status'>,
    private readonly log: Logger,
  ) {}

  async execute(input: ReadPointHistoryInput): Promise<ReadPointHistoryResult> {
    const asked = Number.isSafeInteger(input.page) ? Math.max(1, input.page) : 1;
    const [first, status] = await Promise.all([
      this.points.history(asked, POINT_HISTORY_PAGE_SIZE),
      this.pointStatus(),
    ]);
    const totalPages = Math.ceil(first.totalCount / POINT_HISTORY_PAGE_SIZE);
    const shown =
      first.items.length > 0 || asked <= totalPages || totalPages === 0
        ? { items: first.items, page: asked }
        : { items: (await this.points.history(totalPages, POINT_HISTORY_PAGE_SIZE)).items, page: totalPages };
    return {
      kind: 'page',
      entries: shown.items,
      page: shown.page,
      totalCount: first.totalCount,
      totalPages,
      expiringPoint: status?.expiringPoint ?? 0,
    };
  }

  private async pointStatus(): Promise<PointStatus | null> {
    try {
      return await this.points.status();
    } catch (error) {
      this.log.warn(POINT_STATUS_UNAVAILABLE, failureDetail(error));
      return null;
    }
  }
}
