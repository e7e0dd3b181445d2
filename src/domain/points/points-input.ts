import { floorTo100 } from '../money/money';
import { POINT_UNIT } from '../shared/constants';
import type { PointLimits, PointState } from './types';

/**
 * Spec §5 points rules, in integer P:
 * - the input takes digits only (anything else typed is dropped);
 * - while typing the value is clamped between 0 and min(balance, payable total excluding points);
 * - on blur 1..99 P is cleared to 0 and anything else rounded down to a multiple of 100 P (points are used in
 *   100 P units, spec §9), which never raises it above the clamp;
 * - the input is disabled below a 100 P balance (nothing usable).
 */

/** The digits of a typed text, everything else dropped ("1,2a00" → "1200"). */
export function pointDigits(text: string): string {
  return text.replace(/\D/g, '');
}

/** Points as an order call sends them (spec §5: the server cleans typed text): whole P, never below 0. */
export function wholePoints(points: number): number {
  return Math.max(0, Math.floor(points));
}

/** An integer limit; a negative, NaN or infinite limit allows nothing. */
function limitOf(value: number): number {
  return Number.isFinite(value) && value > 0 ? Math.floor(value) : 0;
}

/** The most points usable: min(balance, payable), never below 0. */
export function maxUsablePoints(limits: PointLimits): number {
  return Math.min(limitOf(limits.balance), limitOf(limits.payable));
}

/** Typed text keeps its digits only (overlong digit strings become Infinity, clamped below); a number its floor. */
function typedValue(typed: string | number): number {
  if (typeof typed === 'number') return Number.isNaN(typed) ? 0 : Math.floor(typed);
  const digits = pointDigits(typed);
  return digits === '' ? 0 : Number(digits);
}

/** A typed value (text, or a number from a numeric field) as points clamped to 0..maxUsablePoints. */
export function typedPoints(typed: string | number, limits: PointLimits): number {
  const value = typedValue(typed);
  return value <= 0 ? 0 : Math.min(value, maxUsablePoints(limits));
}

/** Spec §5 on blur: 1..99 P is cleared, otherwise rounded down to a multiple of 100 P. */
export function blurPoints(value: number): number {
  if (!Number.isFinite(value) || value < POINT_UNIT) return 0;
  return floorTo100(value);
}

/** A typed value as the points actually used: clamped, then the blur rule (spec §5). */
export function cleanPoints(typed: string | number, limits: PointLimits): number {
  return blurPoints(typedPoints(typed, limits));
}

/** Spec §5: the points input is disabled when the balance is below 100 P. */
export function isPointsInputDisabled(balance: number): boolean {
  return !(balance >= POINT_UNIT);
}

/**
 * Spec §4 whole-amount toggle: with the full usable amount already applied it resets to 0; otherwise it applies
 * min(balance, payable) rounded down to 100 P.
 */
export function toggleWholePoints(current: number, limits: PointLimits): number {
  const whole = floorTo100(maxUsablePoints(limits));
  return current === whole ? 0 : whole;
}

/** The empty point state: nothing typed, nothing used. */
export const EMPTY_POINT_STATE: PointState = { point: 0, _point: 0 };

/** Spec §5 while typing: the draft becomes the clamped digits; the committed points wait for blur. */
export function typePointDraft(state: PointState, text: string, limits: PointLimits): PointState {
  if (isPointsInputDisabled(limits.balance)) return EMPTY_POINT_STATE;
  return { ...state, _point: typedPoints(text, limits) };
}

/** Spec §5 on blur: the draft is re-clamped (the payable may have changed) and rounded; both fields agree. */
export function blurPointDraft(state: PointState, limits: PointLimits): PointState {
  const point = cleanPoints(state._point, limits);
  return { point, _point: point };
}

/** Spec §4 whole-amount toggle applied to the point state. */
export function toggleWholePointState(state: PointState, limits: PointLimits): PointState {
  const point = toggleWholePoints(state.point, limits);
  return { point, _point: point };
}

/**
 * Points a member earns on a completed order: the grade's whole percent of what was paid, rounded down to the point
 * (issue 6: "earn on a completed order at the member's grade rate").
 */
export function earnedPoints(paid: number, ratePercent: number): number {
  if (!Number.isSafeInteger(paid) || paid <= 0 || !Number.isFinite(ratePercent) || ratePercent <= 0) return 0;
  return Math.floor((paid * ratePercent) / 100);
}

/**
 * Whether an order would spend fewer points than the customer asked for: `typed`, cleaned by the spec §5 rules
 * against what is payable (as if the balance were unlimited), is more than `used`, the points the balance allows now.
 * The order is then refused rather than charging the difference to the card.
 */
export function isShortOfPoints(typed: number, payable: number, used: number): boolean {
  return used < cleanPoints(typed, { balance: Number.MAX_SAFE_INTEGER, payable });
}
