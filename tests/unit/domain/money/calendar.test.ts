import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  daysInMonth,
  formatCalendarDate,
  formatSeoulDate,
  isLeapYear,
  isValidCalendarDate,
  parseInstant,
  seoulCalendarDate,
  seoulStartOfDay,
  toEpochMs,
} from '../../../../src/domain/money/calendar';

// 2024-05-01T00:00:00Z, a Wednesday; 09:00 that day in Seoul.
const MAY_1_UTC = Date.UTC(2024, 4, 1);
const NINE_HOURS_MS = 9 * 3_600_000;

/** An independent oracle: the Seoul calendar day as the host's IANA database (Intl) names it. */
const SEOUL_DAY = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Asia/Seoul',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
});
function intlSeoulDay(ms: number) {
  const parts = Object.fromEntries(SEOUL_DAY.formatToParts(ms).map((part) => [part.type, Number(part.value)]));
  return { year: parts['year'], month: parts['month'], day: parts['day'] };
}

describe('Asia/Seoul calendar dates (spec §9)', () => {
  it('an instant late in the UTC evening is already the next day in Seoul (UTC+9)', () => {
    const utc1500 = Date.UTC(2024, 4, 1, 15, 0, 0);
    expect(seoulCalendarDate(utc1500 - 1)).toEqual({ year: 2024, month: 5, day: 1 });
    expect(seoulCalendarDate(utc1500)).toEqual({ year: 2024, month: 5, day: 2 });
  });

  it('new year in Seoul starts at 15:00 UTC on 31 December', () => {
    expect(formatSeoulDate(Date.UTC(2023, 11, 31, 14, 59, 59, 999))).toBe('2023.12.31');
    expect(formatSeoulDate(Date.UTC(2023, 11, 31, 15))).toBe('2024.01.01');
  });

  it('leap day and instants before 1970 are placed on the right day', () => {
    expect(seoulCalendarDate(Date.UTC(2024, 1, 29, 3))).toEqual({ year: 2024, month: 2, day: 29 });
    expect(seoulCalendarDate(Date.UTC(1969, 11, 31, 14, 59))).toEqual({ year: 1969, month: 12, day: 31 });
    expect(seoulCalendarDate(Date.UTC(1969, 11, 31, 15))).toEqual({ year: 1970, month: 1, day: 1 });
  });

  it('follows the zone history, not a fixed offset: KST was UTC+8:30 in 1955 and had summer time in 1988', () => {
    // 1955-01-15 15:20Z is 23:50 at UTC+8:30 (still 15 January), 00:20 on the 16th at a fixed UTC+9.
    expect(seoulCalendarDate(Date.UTC(1955, 0, 15, 15, 20))).toEqual({ year: 1955, month: 1, day: 15 });
    // 1988-07-01 14:30Z is 00:30 on 2 July under KDT (UTC+10), 23:30 on 1 July at a fixed UTC+9.
    expect(seoulCalendarDate(Date.UTC(1988, 6, 1, 14, 30))).toEqual({ year: 1988, month: 7, day: 2 });
    expect(seoulStartOfDay({ year: 2024, month: 5, day: 1 })).toBe(MAY_1_UTC - NINE_HOURS_MS);
  });

  it('agrees with the IANA database of the host (Intl) for any instant (1000 random instants, 1930..2100)', () => {
    fc.assert(
      fc.property(fc.integer({ min: Date.UTC(1930, 0, 1), max: Date.UTC(2100, 11, 31) }), (ms) => {
        expect(seoulCalendarDate(ms)).toEqual(intlSeoulDay(ms));
      }),
      { numRuns: 1000 },
    );
  });

  it('the start of a Seoul day maps back to the same day, and one millisecond earlier is the day before', () => {
    fc.assert(
      fc.property(fc.integer({ min: Date.UTC(1930, 0, 1), max: Date.UTC(2100, 11, 31) }), (ms) => {
        const day = seoulCalendarDate(ms);
        const start = seoulStartOfDay(day);
        expect(seoulCalendarDate(start)).toEqual(day);
        expect(seoulCalendarDate(start - 1)).not.toEqual(day);
        // A summer-time change makes a day 23 or 25 hours long (1987–88).
        expect(start <= ms && ms - start < 25 * 3_600_000).toBe(true);
      }),
      { numRuns: 1000 },
    );
  });

  it('a non-finite instant is a bug', () => {
    expect(() => seoulCalendarDate(Number.NaN)).toThrow(TypeError);
    expect(() => toEpochMs(Number.POSITIVE_INFINITY)).toThrow(TypeError);
    expect(() => seoulStartOfDay({ year: 2023, month: 2, day: 29 })).toThrow(TypeError);
  });
});

describe('the Gregorian calendar', () => {
  it('leap years: every 4th year, not centuries, but every 400th', () => {
    expect(isLeapYear(2024)).toBe(true);
    expect(isLeapYear(2023)).toBe(false);
    expect(isLeapYear(1900)).toBe(false);
    expect(isLeapYear(2000)).toBe(true);
    expect(isLeapYear(2100)).toBe(false);
  });

  it('months have 28 to 31 days, February 29 in leap years', () => {
    expect([1, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12].map((m) => daysInMonth(2023, m))).toEqual([
      31, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31,
    ]);
    expect(daysInMonth(2023, 2)).toBe(28);
    expect(daysInMonth(2024, 2)).toBe(29);
    expect(daysInMonth(1900, 2)).toBe(28);
  });

  it('a month outside 1..12 is a bug', () => {
    expect(() => daysInMonth(2024, 0)).toThrow(TypeError);
    expect(() => daysInMonth(2024, 13)).toThrow(TypeError);
    expect(() => daysInMonth(2024, 1.5)).toThrow(TypeError);
  });

  it('a calendar date must name a real day', () => {
    expect(isValidCalendarDate({ year: 2024, month: 2, day: 29 })).toBe(true);
    expect(isValidCalendarDate({ year: 2023, month: 2, day: 29 })).toBe(false);
    expect(isValidCalendarDate({ year: 2024, month: 13, day: 1 })).toBe(false);
    expect(isValidCalendarDate({ year: 2024, month: 0, day: 1 })).toBe(false);
    expect(isValidCalendarDate({ year: 2024, month: 1, day: 0 })).toBe(false);
    expect(isValidCalendarDate({ year: 2024, month: 1, day: 1.5 })).toBe(false);
    expect(isValidCalendarDate({ year: 2024.5, month: 1, day: 1 })).toBe(false);
    expect(isValidCalendarDate({ year: 2024, month: 1.5, day: 1 })).toBe(false);
  });
});

describe('formatting dates as YYYY.MM.DD (spec §9)', () => {
  it('pads month and day to two digits', () => {
    expect(formatCalendarDate({ year: 2024, month: 5, day: 1 })).toBe('2024.05.01');
    expect(formatCalendarDate({ year: 2024, month: 12, day: 31 })).toBe('2024.12.31');
  });

  it('refuses an impossible date or a year that is not four digits', () => {
    expect(() => formatCalendarDate({ year: 2023, month: 2, day: 29 })).toThrow(TypeError);
    expect(() => formatCalendarDate({ year: 10_000, month: 1, day: 1 })).toThrow(TypeError);
    expect(() => formatCalendarDate({ year: -1, month: 1, day: 1 })).toThrow(TypeError);
  });

  it('formats epoch milliseconds and ISO strings alike', () => {
    expect(formatSeoulDate(MAY_1_UTC)).toBe('2024.05.01');
    expect(formatSeoulDate('2024-05-01T00:00:00Z')).toBe('2024.05.01');
    expect(formatSeoulDate('2024-04-30T20:00:00.000Z')).toBe('2024.05.01');
  });

  it('an unparseable date string is a bug (the contract validates wire dates)', () => {
    expect(() => formatSeoulDate('yesterday')).toThrow(TypeError);
  });
});

describe('reading ISO-8601 instants', () => {
  const parsed = (text: string) => {
    const r = parseInstant(text);
    return r.ok ? r.value : r.error.code;
  };

  it('reads Z and explicit offsets as given', () => {
    expect(parsed('2024-05-01T00:00:00Z')).toBe(MAY_1_UTC);
    expect(parsed('2024-05-01t00:00:00z')).toBe(MAY_1_UTC);
    expect(parsed('2024-05-01T09:00:00+09:00')).toBe(MAY_1_UTC);
    expect(parsed('2024-05-01T09:00:00+0900')).toBe(MAY_1_UTC);
    expect(parsed('2024-04-30T19:30:00-04:30')).toBe(MAY_1_UTC);
  });

  it('reads a time without an offset as Seoul wall time, never as the host zone', () => {
    expect(parsed('2024-05-01T09:00:00')).toBe(MAY_1_UTC);
    expect(parsed('2024-05-01 09:00')).toBe(MAY_1_UTC);
  });

  it('reads a bare date as midnight in Seoul, so it formats as the same date', () => {
    expect(parsed('2024-05-01')).toBe(MAY_1_UTC - NINE_HOURS_MS);
    expect(formatSeoulDate('2024-05-01')).toBe('2024.05.01');
  });

  it('keeps milliseconds and drops digits beyond them', () => {
    expect(parsed('2024-05-01T00:00:00.5Z')).toBe(MAY_1_UTC + 500);
    expect(parsed('2024-05-01T00:00:00.123456789Z')).toBe(MAY_1_UTC + 123);
  });

  it('ignores surrounding spaces', () => {
    expect(parsed('  2024-05-01T00:00:00Z ')).toBe(MAY_1_UTC);
  });

  it('rejects texts that are not instants, with a stable code', () => {
    for (const text of [
      '',
      'yesterday',
      '2024-5-1',
      '2024-13-01',
      '2023-02-29',
      '2024-05-01T24:00:00Z',
      '2024-05-01T23:60:00Z',
      '2024-05-01T23:59:60Z',
      '2024-05-01T00:00:00+24:00',
      '2024-05-01T00:00:00+09:60',
      '2024-05-01T00:00:00+9',
    ]) {
      expect(parsed(text), text).toBe('INVALID_INSTANT');
    }
  });

  it('toEpochMs passes epoch milliseconds through and parses strings', () => {
    expect(toEpochMs(MAY_1_UTC)).toBe(MAY_1_UTC);
    expect(toEpochMs('2024-05-01T00:00:00Z')).toBe(MAY_1_UTC);
    expect(() => toEpochMs('2024-02-30')).toThrow(TypeError);
  });
});
