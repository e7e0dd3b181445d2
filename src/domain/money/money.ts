import { POINT_UNIT } from '../shared/constants';

/**
 * Money is integer won and points are integer P (ARCHITECTURE.md): no fractions anywhere. Functions that
 * divide (rates) round down with a named function so the customer is never charged a fraction.
 */
export type Won = number;

export function isWon(value: number): boolean {
  return Number.isSafeInteger(value) && value >= 0;
}

/** Spec §5/§9: points are used in 100 P units; amounts are rounded down to a multiple of 100. */
export function floorTo100(value: number): number {
  if (value <= 0) return 0;
  return Math.floor(value / POINT_UNIT) * POINT_UNIT;
}

/** A whole-percent rate of an amount, rounded down to the won (10 % of 15,990 원 = 1,599 원). */
export function percentOf(amount: Won, ratePercent: number): Won {
  return Math.floor((amount * ratePercent) / 100);
}
