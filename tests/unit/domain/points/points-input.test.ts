import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  blurPointDraft,
  blurPoints,
  cleanPoints,
  EMPTY_POINT_STATE,
  isPointsInputDisabled,
  maxUsablePoints,
  pointDigits,
  toggleWholePointState,
  toggleWholePoints,
  typedPoints,
  typePointDraft,
  wholePoints,
} from '../../../../src/domain/points/points-input';

const limits = { balance: 5_250, payable: 18_000 };

describe('typing points (spec §5)', () => {
  it('keeps digits only', () => {
    expect(pointDigits('1,2a0 0P')).toBe('1200');
    expect(typedPoints('1,200', limits)).toBe(1200);
  });

  it('clamps to the balance', () => {
    expect(typedPoints('9999', limits)).toBe(5250);
  });

  it('clamps to the payable total excluding points', () => {
    expect(typedPoints('9999', { balance: 50_000, payable: 3_100 })).toBe(3100);
  });

  it('reads empty or digit-free text as 0', () => {
    expect(typedPoints('', limits)).toBe(0);
    expect(typedPoints('abc', limits)).toBe(0);
  });

  it('treats a minus sign as a non-digit, never as a negative amount', () => {
    expect(typedPoints('-500', limits)).toBe(500);
  });

  it('clamps an overlong digit string instead of losing precision', () => {
    expect(typedPoints('9'.repeat(400), limits)).toBe(5250);
  });

  it('reads a number from a numeric field as its non-negative whole part', () => {
    expect(typedPoints(1234.9, limits)).toBe(1234);
    expect(typedPoints(-50, limits)).toBe(0);
    expect(typedPoints(Number.NaN, limits)).toBe(0);
    expect(typedPoints(Number.POSITIVE_INFINITY, limits)).toBe(5250);
  });

  it('allows nothing when a limit is negative or not a number', () => {
    expect(maxUsablePoints({ balance: -100, payable: 1000 })).toBe(0);
    expect(maxUsablePoints({ balance: 1000, payable: Number.NaN })).toBe(0);
  });
});

describe('points an order call sends (spec §5)', () => {
  it('are whole P and never below 0', () => {
    expect(wholePoints(1_250.9)).toBe(1_250);
    expect(wholePoints(0)).toBe(0);
    expect(wholePoints(-300)).toBe(0);
  });
});

describe('points on blur (spec §5)', () => {
  it('clears 1..99 to 0', () => {
    expect(blurPoints(1)).toBe(0);
    expect(blurPoints(99)).toBe(0);
  });

  it('rounds down to a multiple of 100', () => {
    expect(blurPoints(100)).toBe(100);
    expect(blurPoints(1_299)).toBe(1_200);
  });

  it('keeps 0 and ignores a non-number', () => {
    expect(blurPoints(0)).toBe(0);
    expect(blurPoints(Number.NaN)).toBe(0);
  });

  it('cleans typed text by clamping then rounding', () => {
    expect(cleanPoints('5,290', limits)).toBe(5200);
    expect(cleanPoints('77', limits)).toBe(0);
  });
});

describe('points input state (spec §3 pointState, §5)', () => {
  it('is disabled below a 100 P balance', () => {
    expect(isPointsInputDisabled(99)).toBe(true);
    expect(isPointsInputDisabled(100)).toBe(false);
    expect(isPointsInputDisabled(Number.NaN)).toBe(true);
  });

  it('keeps the clamped draft while typing and commits on blur', () => {
    const typing = typePointDraft(EMPTY_POINT_STATE, '3,456', limits);
    expect(typing).toEqual({ point: 0, _point: 3456 });
    expect(blurPointDraft(typing, limits)).toEqual({ point: 3400, _point: 3400 });
  });

  it('ignores typing when the input is disabled', () => {
    expect(typePointDraft({ point: 0, _point: 0 }, '50', { balance: 80, payable: 1000 })).toEqual(EMPTY_POINT_STATE);
  });

  it('re-clamps the draft on blur when the payable shrank', () => {
    expect(blurPointDraft({ point: 0, _point: 5000 }, { balance: 5000, payable: 2_550 })).toEqual({
      point: 2500,
      _point: 2500,
    });
  });
});

describe('whole-amount toggle (spec §4)', () => {
  it('uses min(balance, payable) rounded down to 100', () => {
    expect(toggleWholePoints(0, limits)).toBe(5200);
    expect(toggleWholePoints(0, { balance: 50_000, payable: 12_345 })).toBe(12_300);
  });

  it('resets to 0 when the full amount is already used', () => {
    expect(toggleWholePoints(5200, limits)).toBe(0);
  });

  it('applies the full amount when only part is used', () => {
    expect(toggleWholePoints(1000, limits)).toBe(5200);
  });

  it('updates both fields of the point state', () => {
    expect(toggleWholePointState({ point: 0, _point: 40 }, limits)).toEqual({ point: 5200, _point: 5200 });
    expect(toggleWholePointState({ point: 5200, _point: 5200 }, limits)).toEqual({ point: 0, _point: 0 });
  });
});

describe('points properties (1000 runs)', () => {
  const typed = fc.oneof(
    fc.string({ maxLength: 20 }),
    fc.stringMatching(/^[0-9,]{0,12}$/),
    fc.integer({ min: -1_000_000, max: 10_000_000 }),
    fc.double(),
  );
  const amount = fc.integer({ min: 0, max: 5_000_000 });

  it('blurred points are a multiple of 100, within balance and payable, never negative', () => {
    fc.assert(
      fc.property(typed, amount, amount, (value, balance, payable) => {
        const points = cleanPoints(value, { balance, payable });
        expect(points % 100).toBe(0);
        expect(points).toBeGreaterThanOrEqual(0);
        expect(points).toBeLessThanOrEqual(balance);
        expect(points).toBeLessThanOrEqual(payable);
      }),
      { numRuns: 1000 },
    );
  });

  it('the whole-amount toggle yields 0 or the full usable amount', () => {
    fc.assert(
      fc.property(amount, amount, amount, (current, balance, payable) => {
        const whole = Math.floor(Math.min(balance, payable) / 100) * 100;
        expect([0, whole]).toContain(toggleWholePoints(current, { balance, payable }));
      }),
      { numRuns: 1000 },
    );
  });
});
