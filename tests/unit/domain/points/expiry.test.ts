import { describe, expect, it } from 'vitest';
import { POINT_VALIDITY_DAYS, pointsExpireAt } from '../../../../src/domain/points/expiry';

describe('earned points expire after 365 Seoul days', () => {
  it('the same Seoul wall time, 365 days later (a leap year counts its 29 February)', () => {
    expect(POINT_VALIDITY_DAYS).toBe(365);
    expect(pointsExpireAt(new Date('2026-11-21T10:00:00Z')).toISOString()).toBe('2027-11-21T10:00:00.000Z');
    expect(pointsExpireAt('2027-09-01T10:00:00+09:00').toISOString()).toBe('2028-08-31T01:00:00.000Z');
  });
});
