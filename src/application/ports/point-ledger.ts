import type { Page } from './page';

/** Points held (currentPoint) and those expiring at the end of this month, integer P. */
export interface PointStatus {
  readonly currentPoint: number;
  readonly expiringPoint: number;
}

/** One movement of points: earned positive, spent or expired negative, integer P. */
export interface PointHistoryEntry {
  readonly id: number;
  readonly description: string;
  readonly amount: number;
  /** ISO-8601 instant. */
  readonly occurredAt: string;
}

/** Spec §3/§4 Happy Point (partner points) link state; a status the partner invents is kept raw. */
export type HappyPointInfo =
  | { readonly status: 'SUCCESS'; readonly balance: number }
  | { readonly status: 'CI_REQUIRED' }
  | { readonly status: 'NOT_HPC_MEMBER' }
  | { readonly status: 'raw'; readonly raw: string };

/**
 * The member's points (spec §7 GET /point, /point/status, /point/hpc/info). Points are integer P. A session that
 * is not a member's holds none: 0, an empty history and NOT_HPC_MEMBER. No session: SessionRequiredError.
 */
export interface PointLedger {
  balance(): Promise<number>;
  status(): Promise<PointStatus>;
  /** Newest first; `page` is 1-based. */
  history(page: number, size: number): Promise<Page<PointHistoryEntry>>;
  happyPoint(): Promise<HappyPointInfo>;
}
