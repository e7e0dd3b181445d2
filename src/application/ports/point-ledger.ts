import type { PointEntryKind } from '../../domain/points/types';
import type { Page } from './page';

export type { PointEntryKind };

/** Points held (currentPoint) and those lapsing within the next 30 days (소멸 예정), integer P. */
export interface PointStatus {
  readonly currentPoint: number;
  readonly expiringPoint: number;
}

/** One movement of points: earned or refunded positive, spent or expired negative, integer P. */
export interface PointHistoryEntry {
  readonly id: number;
  readonly kind: PointEntryKind;
  readonly description: string;
  readonly amount: number;
  /** ISO-8601 instants: when it moved, and when an earning lapses (null: a debit, or never). */
  readonly occurredAt: string;
  readonly expiresAt: string | null;
  /** The order it was earned on, spent on or refunded by (null: a gift or an expiry). */
  readonly orderId: number | null;
  readonly orderNo: string | null;
}

/** Spec §3/§4 Happy Point (partner points) link state; a status the partner invents is kept raw. */
export type HappyPointInfo =
  | { readonly status: 'SUCCESS'; readonly balance: number }
  | { readonly status: 'CI_REQUIRED' }
  | { readonly status: 'NOT_HPC_MEMBER' }
  | { readonly status: 'raw'; readonly raw: string };

/**
 * The member's points (spec §7 GET /point, /point/status, /point/hpc/info). Points are integer P, under the expiry
 * policy of src/domain/points/expiry.ts: lapsed earnings show as 'expired' movements and leave the balance. A
 * session that is not a member's holds none: 0, an empty history and NOT_HPC_MEMBER. No session:
 * SessionRequiredError.
 */
export interface PointLedger {
  balance(): Promise<number>;
  status(): Promise<PointStatus>;
  /** Newest first; `page` is 1-based. */
  history(page: number, size: number): Promise<Page<PointHistoryEntry>>;
  happyPoint(): Promise<HappyPointInfo>;
}
