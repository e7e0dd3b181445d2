import { describe, expect, it } from 'vitest';
import { earnedPoints, isShortOfPoints } from '../../../../src/domain/points/points-input';

describe('points on orders', () => {
  it('a completed order earns the grade rate of what was paid, rounded down', () => {
    expect(earnedPoints(38_500, 3)).toBe(1155);
    expect(earnedPoints(999, 1)).toBe(9);
    expect(earnedPoints(0, 5)).toBe(0);
    expect(earnedPoints(10_000, 0)).toBe(0);
  });

  it('an order is short of points when the balance allows fewer than the cleaned amount asked for', () => {
    // Asked 1,250 P on 36,000 원: 1,200 P wanted.
    expect(isShortOfPoints(1250, 36_000, 1200)).toBe(false);
    expect(isShortOfPoints(1250, 36_000, 1100)).toBe(true);
    // Asking more than is payable is clamped, not short.
    expect(isShortOfPoints(50_000, 3_000, 3000)).toBe(false);
    // 1..99 clears to 0: nothing asked.
    expect(isShortOfPoints(99, 36_000, 0)).toBe(false);
  });
});
