/**
 * Spec §3 pointState: `point` is the amount committed (used in the calculation), `_point` the draft being typed,
 * already reduced to digits and clamped (spec §5) but not yet rounded to 100 P (that happens on blur).
 */
export interface PointState {
  readonly point: number;
  readonly _point: number;
}

/** What points may pay for: the member's balance and the payable total excluding points, both integer. */
export interface PointLimits {
  readonly balance: number;
  readonly payable: number;
}

/** Spec §3 hpcPointState status; any other text the partner returns is shown as it is (spec §4). */
export type HpcStatus = 'SUCCESS' | 'CI_REQUIRED' | 'NOT_HPC_MEMBER';

/** Spec §3 hpcPointState: the Happy Point (partner point) link state and the points chosen for this order. */
export interface HpcPointState {
  readonly status: HpcStatus | (string & {});
  readonly usePoints?: number | null;
}

/**
 * Why points moved (ours): earned on a completed order or a gift, spent on an order, refunded when an order using
 * them was cancelled, or expired under the expiry policy (src/domain/points/expiry.ts).
 */
export type PointEntryKind = 'earned' | 'spent' | 'refunded' | 'expired';

/** One ledger movement as the expiry rules read it: integer P, earned/refunded positive, spent/expired negative. */
export interface LedgerMovement {
  readonly id: number;
  readonly kind: PointEntryKind;
  readonly amount: number;
  readonly occurredAt: Date | string;
  /** When an earning lapses (null: never, or a debit). */
  readonly expiresAt: Date | string | null;
  /** The earning an 'expired' movement lapsed (null for the other kinds). */
  readonly sourceEntryId: number | null;
}

/** An 'expired' movement due now: `amount` (positive) of earning `sourceEntryId` lapsed at `expiredAt`. */
export interface DueExpiry {
  readonly sourceEntryId: number;
  readonly amount: number;
  readonly expiredAt: Date;
}
