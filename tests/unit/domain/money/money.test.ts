import { describe, expect, it } from 'vitest';
import { floorTo100, isWon, percentOf } from '../../../../src/domain/money/money';

describe('money helpers (ARCHITECTURE.md: integer won, spec §9 point unit 100P)', () => {
  it('won is a non-negative safe integer', () => {
    expect(isWon(0)).toBe(true);
    expect(isWon(12_900)).toBe(true);
    expect(isWon(-1)).toBe(false);
    expect(isWon(0.5)).toBe(false);
    expect(isWon(Number.NaN)).toBe(false);
  });

  it('amounts round down to a multiple of 100 and nothing below zero', () => {
    expect(floorTo100(1_299)).toBe(1_200);
    expect(floorTo100(1_200)).toBe(1_200);
    expect(floorTo100(99)).toBe(0);
    expect(floorTo100(0)).toBe(0);
    expect(floorTo100(-500)).toBe(0);
  });

  it('a percentage of an amount rounds down to the won', () => {
    expect(percentOf(15_990, 10)).toBe(1_599);
    expect(percentOf(999, 15)).toBe(149);
  });
});
