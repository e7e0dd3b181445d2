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
