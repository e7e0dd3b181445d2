import { describe, expect, it } from 'vitest';
import { inSeoul, seoulWallTime, startOfNextSeoulMonth } from '../../../../src/domain/money/seoul-time';

describe('Asia/Seoul time with dayjs (utc + timezone plugins)', () => {
  it('an instant is read on the Seoul wall clock, whatever the host zone', () => {
    expect(inSeoul(Date.UTC(2026, 10, 21, 15, 30)).format('YYYY-MM-DD HH:mm')).toBe('2026-11-22 00:30');
    expect(inSeoul('2026-11-21T10:00:00Z').hour()).toBe(19);
  });

  it('a Seoul wall time is the instant nine hours earlier in UTC', () => {
    expect(seoulWallTime('2026-11-22').toISOString()).toBe('2026-11-21T15:00:00.000Z');
    expect(seoulWallTime('2026-11-21 19:00:00').toISOString()).toBe('2026-11-21T10:00:00.000Z');
  });

  it('the next month starts at Seoul midnight, also late on the last day of a month', () => {
    expect(startOfNextSeoulMonth(new Date('2026-11-21T10:00:00Z')).toISOString()).toBe('2026-11-30T15:00:00.000Z');
    // 2026-11-30 16:00Z is already 1 December in Seoul: the next month is January.
    expect(startOfNextSeoulMonth(new Date('2026-11-30T16:00:00Z')).toISOString()).toBe('2026-12-31T15:00:00.000Z');
    expect(startOfNextSeoulMonth(new Date('2027-01-31T10:00:00Z')).toISOString()).toBe('2027-01-31T15:00:00.000Z');
  });
});
