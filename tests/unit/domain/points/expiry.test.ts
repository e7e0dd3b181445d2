import { describe, expect, it } from 'vitest';
import { inSeoul } from '../../../../src/domain/money/seoul-time';
import {
  expiryNoticeEnd,
  lastUsableDay,
  POINT_VALIDITY_MONTHS,
  pointsExpireAt,
} from '../../../../src/domain/points/expiry';

describe('earned points lapse when the month 24 months after earning ends (Asia/Seoul)', () => {
  it('earned on 2026-10-12 in Seoul: usable through 2028-10-31, lapsing at 2028-11-01 00:00 Seoul', () => {
    expect(POINT_VALIDITY_MONTHS).toBe(24);
    const lapse = pointsExpireAt('2026-10-12T19:20:00+09:00');
    expect(lapse.toISOString()).toBe('2028-10-31T15:00:00.000Z');
    expect(inSeoul(lastUsableDay(lapse)).format('YYYY.MM.DD')).toBe('2028.10.31');
  });

  it('the Seoul month counts, not the UTC one: 1 March 00:30 in Seoul is still March', () => {
    // 2026-02-28T15:30Z is 2026-03-01 00:30 in Seoul: a March earning, lapsing when March 2028 ends.
    expect(pointsExpireAt(new Date('2026-02-28T15:30:00Z')).toISOString()).toBe('2028-03-31T15:00:00.000Z');
    // One hour earlier it is still February in Seoul (a leap February in 2028: lapses at 1 March 2028).
    expect(pointsExpireAt(new Date('2026-02-28T14:30:00Z')).toISOString()).toBe('2028-02-29T15:00:00.000Z');
  });

  it('the last day of a month and the first earn the same lapse (the month decides)', () => {
    expect(pointsExpireAt('2026-01-01T00:00:00+09:00')).toEqual(pointsExpireAt('2026-01-31T23:59:59+09:00'));
    expect(pointsExpireAt('2026-12-31T23:59:59+09:00').toISOString()).toBe('2028-12-31T15:00:00.000Z');
  });

  it('the notice window is 30 days ahead', () => {
    expect(expiryNoticeEnd(new Date('2026-10-01T00:00:00Z')).toISOString()).toBe('2026-10-31T00:00:00.000Z');
  });
});
