import dayjs from 'dayjs';
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

  it("inSeoul is dayjs's tz('Asia/Seoul') of the instant, also across the zone's transitions (1908, 1961, 1987-88)", () => {
    const views = (value: dayjs.Dayjs) => [
      value.format('YYYY-MM-DD HH:mm:ss.SSS Z'),
      value.utcOffset(),
      value.startOf('day').toISOString(),
      value.startOf('month').format(),
      value.add(1, 'month').toISOString(),
      value.subtract(1, 'day').format(),
    ];
    const instants = [
      Date.UTC(1908, 2, 31, 15, 32, 7), // LMT +08:27:52 until 15:32:08Z, then +08:30
      Date.UTC(1908, 2, 31, 15, 32, 8),
      Date.UTC(1961, 7, 9, 15, 29, 59, 999), // +08:30 until 15:30Z, then +09:00
      Date.UTC(1961, 7, 9, 15, 30),
      Date.UTC(1987, 4, 9, 16, 59, 59), // summer time 1987: +10:00 from 17:00Z
      Date.UTC(1987, 4, 9, 17, 0),
      Date.UTC(1987, 9, 10, 16, 59, 59), // and +09:00 again from 17:00Z
      Date.UTC(1987, 9, 10, 17, 30),
      Date.UTC(1988, 4, 7, 17, 15),
      Date.UTC(2026, 10, 21, 15, 30),
    ];
    // Every quarter hour of two days around each instant, read twice (the second read comes from the memo).
    for (const instant of instants) {
      for (let step = -96; step <= 96; step += 7) {
        const at = instant + step * 15 * 60 * 1000 + 1234;
        const expected = views(dayjs(at).tz('Asia/Seoul'));
        expect(views(inSeoul(at))).toEqual(expected);
        expect(views(inSeoul(new Date(at)))).toEqual(expected);
      }
      expect(views(inSeoul(instant))).toEqual(views(dayjs(instant).tz('Asia/Seoul')));
    }
    expect(inSeoul('not a date').isValid()).toBe(false);
  });
});
