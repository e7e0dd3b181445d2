import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  clampStepperValue,
  stepDown,
  stepperState,
  stepUp,
} from '../../../../src/adapters/ui/components/stepper/stepper-value';

describe('stepper (spec §5/§9: integer, min 0 and max 99 by default)', () => {
  it('keeps an integer within the default bounds', () => {
    expect(clampStepperValue(5)).toBe(5);
    expect(clampStepperValue(0)).toBe(0);
    expect(clampStepperValue(99)).toBe(99);
    expect(clampStepperValue(100)).toBe(99);
    expect(clampStepperValue(-1)).toBe(0);
  });

  it('cuts a fraction toward zero', () => {
    expect(clampStepperValue(3.9)).toBe(3);
    expect(clampStepperValue('3.9')).toBe(3);
  });

  it('reads the leading integer of typed text', () => {
    expect(clampStepperValue('12')).toBe(12);
    expect(clampStepperValue(' 7개')).toBe(7);
    expect(clampStepperValue('+4')).toBe(4);
    expect(clampStepperValue('007')).toBe(7);
    expect(clampStepperValue('123456789012345678901234567890')).toBe(99);
  });

  it('text without leading digits and NaN become min', () => {
    expect(clampStepperValue('')).toBe(0);
    expect(clampStepperValue('abc')).toBe(0);
    expect(clampStepperValue('-')).toBe(0);
    expect(clampStepperValue(Number.NaN, { min: 1 })).toBe(1);
  });

  it('infinities clamp to the nearer bound', () => {
    expect(clampStepperValue(Number.POSITIVE_INFINITY)).toBe(99);
    expect(clampStepperValue(Number.NEGATIVE_INFINITY)).toBe(0);
  });

  it('honours custom bounds, including negative ones', () => {
    expect(clampStepperValue(0, { min: 1, max: 10 })).toBe(1);
    expect(clampStepperValue('20', { min: 1, max: 10 })).toBe(10);
    expect(clampStepperValue('-3', { min: -5, max: 5 })).toBe(-3);
    expect(clampStepperValue(-0.5, { min: -5, max: 5 })).toBe(0);
    expect(Object.is(clampStepperValue(-0.5, { min: -5, max: 5 }), 0)).toBe(true);
  });

  it('bounds that are not integers or are inverted are a bug', () => {
    expect(() => clampStepperValue(1, { min: 5, max: 1 })).toThrow(TypeError);
    expect(() => clampStepperValue(1, { min: 0.5 })).toThrow(TypeError);
    expect(() => stepperState(1, { max: Number.POSITIVE_INFINITY })).toThrow(TypeError);
  });

  it('minus is disabled at min and plus at max', () => {
    expect(stepperState(0)).toEqual({ value: 0, canDecrement: false, canIncrement: true });
    expect(stepperState('99')).toEqual({ value: 99, canDecrement: true, canIncrement: false });
    expect(stepperState(50)).toEqual({ value: 50, canDecrement: true, canIncrement: true });
    expect(stepperState(3, { min: 3, max: 3 })).toEqual({ value: 3, canDecrement: false, canIncrement: false });
  });

  it('plus and minus move by one and stop at the bounds', () => {
    expect(stepUp(1)).toBe(2);
    expect(stepUp(99)).toBe(99);
    expect(stepDown(1)).toBe(0);
    expect(stepDown(0)).toBe(0);
    expect(stepDown(1, { min: 1 })).toBe(1);
    expect(stepUp(150)).toBe(99);
  });

  it('always returns an integer within [min, max], for any number or text', () => {
    const bounds = fc
      .tuple(fc.integer({ min: -1000, max: 1000 }), fc.integer({ min: 0, max: 1000 }))
      .map(([min, span]) => ({ min, max: min + span }));
    const input = fc.oneof(fc.double(), fc.integer(), fc.string(), fc.stringMatching(/^\s*[+-]?\d{1,25}(\.\d+)?\D*$/));
    fc.assert(
      fc.property(input, bounds, (value, b) => {
        const out = clampStepperValue(value, b);
        expect(Number.isInteger(out)).toBe(true);
        expect(out).toBeGreaterThanOrEqual(b.min);
        expect(out).toBeLessThanOrEqual(b.max);
      }),
      { numRuns: 1000 },
    );
  });
});
