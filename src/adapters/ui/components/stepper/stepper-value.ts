/**
 * The stepper widget's own bounds when a screen gives none (spec §5/§9: 0..99). They are the widget's defaults, not a
 * business limit: an order line's quantity is bounded by domain/order/quantity (1..99) and the screens pass it in.
 */
const STEPPER_DEFAULT_MIN = 0;
const STEPPER_DEFAULT_MAX = 99;

/** Stepper bounds, integers, inclusive: min defaults to STEPPER_DEFAULT_MIN, max to STEPPER_DEFAULT_MAX. */
export interface StepperBounds {
  readonly min?: number;
  readonly max?: number;
}

export interface StepperState {
  readonly value: number;
  readonly canDecrement: boolean;
  readonly canIncrement: boolean;
}

function resolveBounds(bounds: StepperBounds): { min: number; max: number } {
  const min = bounds.min ?? STEPPER_DEFAULT_MIN;
  const max = bounds.max ?? STEPPER_DEFAULT_MAX;
  if (!Number.isSafeInteger(min) || !Number.isSafeInteger(max) || min > max) {
    throw new TypeError(`stepper bounds must be integers with min <= max, got [${min}, ${max}]`);
  }
  return { min, max };
}

// A leading integer of the typed text, sign allowed: "12" → 12, " 7개" → 7, "3.9" → 3, "-2" → -2.
const LEADING_INTEGER = /^\s*([+-]?\d+)/;

/**
 * Spec §5: the stepper holds an integer within [min, max]. Typed text keeps its leading integer (a fraction is
 * cut, trailing letters dropped); text with no leading digits (empty, "abc") and NaN become min; a number is
 * truncated toward zero; ±Infinity clamp to the nearer bound.
 */
export function clampStepperValue(input: string | number, bounds: StepperBounds = {}): number {
  const { min, max } = resolveBounds(bounds);
  let value: number;
  if (typeof input === 'number') {
    value = Number.isNaN(input) ? min : Math.trunc(input);
  } else {
    const match = LEADING_INTEGER.exec(input);
    value = match?.[1] === undefined ? min : Number(match[1]);
  }
  // Math.max(-0, 0) is 0 but Math.min(-0, 0) is -0: adding 0 turns a minus zero into 0.
  return Math.min(Math.max(value, min), max) + 0;
}

/** The stepper's clamped value and whether − and + are enabled (not at min / max). */
export function stepperState(input: string | number, bounds: StepperBounds = {}): StepperState {
  const { min, max } = resolveBounds(bounds);
  const value = clampStepperValue(input, bounds);
  return { value, canDecrement: value > min, canIncrement: value < max };
}

/** The value after pressing +, kept within bounds. */
export function stepUp(value: number, bounds: StepperBounds = {}): number {
  return clampStepperValue(clampStepperValue(value, bounds) + 1, bounds);
}

/** The value after pressing −, kept within bounds. */
export function stepDown(value: number, bounds: StepperBounds = {}): number {
  return clampStepperValue(clampStepperValue(value, bounds) - 1, bounds);
}
