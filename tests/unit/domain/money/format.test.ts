import { describe, expect, it } from 'vitest';
import {
  formatCouponCount,
  formatHeaderPoints,
  formatPoints,
  formatThousands,
  formatWon,
} from '../../../../src/domain/money/format';

describe('money formatting (spec §9)', () => {
  it('prices carry thousands separators and 원', () => {
    expect(formatWon(12_900)).toBe('12,900원');
    expect(formatWon(1_234_567)).toBe('1,234,567원');
    expect(formatWon(999)).toBe('999원');
    expect(formatWon(1000)).toBe('1,000원');
    expect(formatWon(0)).toBe('0원');
  });

  it('a discount shows as a negative amount with the minus before the digits', () => {
    expect(formatWon(-3000)).toBe('-3,000원');
    expect(formatWon(-999)).toBe('-999원');
  });

  it('minus zero prints as plain zero', () => {
    expect(formatWon(-0)).toBe('0원');
    expect(formatThousands(-0)).toBe('0');
  });

  it('counts use 건, coupons held use 장, points use P', () => {
    expect(formatCouponCount(2)).toBe('2장');
    expect(formatPoints(1200)).toBe('1,200P');
    expect(formatPoints(-500)).toBe('-500P');
    // Spec §2: the header shows points "in p".
    expect(formatHeaderPoints(12300)).toBe('12,300p');
  });

  it('the largest safe integer still groups by three', () => {
    expect(formatThousands(Number.MAX_SAFE_INTEGER)).toBe('9,007,199,254,740,991');
  });

  it('a fraction, NaN or infinity is a bug and throws a TypeError instead of printing a wrong price', () => {
    expect(() => formatWon(12.5)).toThrow(TypeError);
    expect(() => formatPoints(Number.NaN)).toThrow(TypeError);
    expect(() => formatCouponCount(2 ** 60)).toThrow(TypeError);
  });
});
