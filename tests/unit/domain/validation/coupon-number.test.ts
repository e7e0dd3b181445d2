import { describe, expect, it } from 'vitest';
import { canRegisterCouponNumber, normaliseCouponNumber } from '../../../../src/domain/validation/coupon-number';

describe('coupon number (spec §5)', () => {
  it('register is disabled when the number is empty or whitespace only', () => {
    expect(canRegisterCouponNumber('')).toBe(false);
    expect(canRegisterCouponNumber('  \t ')).toBe(false);
    expect(canRegisterCouponNumber('ABCD1234')).toBe(true);
  });

  it('a pasted number loses its surrounding spaces', () => {
    expect(normaliseCouponNumber(' ABCD1234\n')).toBe('ABCD1234');
  });
});
