import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  BIRTH_MONTH_OPTIONS,
  birthDayOptions,
  birthYearOptions,
  reconcileBirthDay,
  validateBirthDate,
} from '../../../../src/domain/validation/birth-date';

describe('birth-date picker lists (spec §5)', () => {
  it('years run from the current year down to 1930, newest first', () => {
    const years = birthYearOptions(2025);
    expect(years[0]).toBe(2025);
    expect(years.at(-1)).toBe(1930);
    expect(years).toHaveLength(2025 - 1930 + 1);
    expect([...years].sort((a, b) => b - a)).toEqual(years);
  });

  it('in 1930 there is one year; before 1930 none', () => {
    expect(birthYearOptions(1930)).toEqual([1930]);
    expect(birthYearOptions(1929)).toEqual([]);
  });

  it('a fractional current year is a bug', () => {
    expect(() => birthYearOptions(2024.5)).toThrow(TypeError);
  });

  it('months are 1 to 12', () => {
    expect(BIRTH_MONTH_OPTIONS).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
  });

  it('February has 29 days in leap years and 28 otherwise (Gregorian rule)', () => {
    expect(birthDayOptions(2024, 2).at(-1)).toBe(29);
    expect(birthDayOptions(2023, 2).at(-1)).toBe(28);
    expect(birthDayOptions(1900, 2).at(-1)).toBe(28);
    expect(birthDayOptions(2000, 2).at(-1)).toBe(29);
  });

  it('30-day and 31-day months are limited accordingly', () => {
    expect(birthDayOptions(2023, 4)).toHaveLength(30);
    expect(birthDayOptions(2023, 12)).toHaveLength(31);
  });

  it('before a month is chosen all 31 days are offered; February without a year offers 29', () => {
    expect(birthDayOptions(null, null)).toHaveLength(31);
    expect(birthDayOptions(2023, null)).toHaveLength(31);
    expect(birthDayOptions(null, 2)).toHaveLength(29);
  });

  it('the day list matches the Gregorian calendar for any year 1930..2100 and month', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1930, max: 2100 }), fc.integer({ min: 1, max: 12 }), (year, month) => {
        // The host calendar's day 0 of the next month is the last day of this month.
        const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
        expect(birthDayOptions(year, month)).toEqual(Array.from({ length: last }, (_, i) => i + 1));
      }),
      { numRuns: 1000 },
    );
  });
});

describe('keeping the chosen day valid', () => {
  it('changing the month to one without the chosen day clears the day', () => {
    expect(reconcileBirthDay({ year: 2023, month: 2, day: 31 })).toEqual({ year: 2023, month: 2, day: null });
  });

  it('changing the year from a leap year clears February 29', () => {
    expect(reconcileBirthDay({ year: 2023, month: 2, day: 29 }).day).toBeNull();
    expect(reconcileBirthDay({ year: 2024, month: 2, day: 29 }).day).toBe(29);
  });

  it('a day that still fits, or no day, is kept as it is', () => {
    const selection = { year: 2023, month: 3, day: 31 };
    expect(reconcileBirthDay(selection)).toBe(selection);
    const empty = { year: null, month: null, day: null };
    expect(reconcileBirthDay(empty)).toBe(empty);
  });
});

describe('validating the birth date (spec §5: year, month and day required)', () => {
  it('a complete real date is accepted', () => {
    expect(validateBirthDate({ year: 1990, month: 2, day: 28 }, 2025)).toEqual({
      ok: true,
      value: { year: 1990, month: 2, day: 28 },
    });
  });

  it('each missing part is reported, year first', () => {
    const code = (s: { year: number | null; month: number | null; day: number | null }) => {
      const r = validateBirthDate(s, 2025);
      return r.ok ? 'ok' : `${r.error.code}:${r.error.field}:${r.error.message}`;
    };
    expect(code({ year: null, month: null, day: null })).toBe('BIRTH_YEAR_REQUIRED:year:태어난 연도를 선택해주세요.');
    expect(code({ year: 1990, month: null, day: 1 })).toBe('BIRTH_MONTH_REQUIRED:month:태어난 월을 선택해주세요.');
    expect(code({ year: 1990, month: 1, day: null })).toBe('BIRTH_DAY_REQUIRED:day:태어난 일을 선택해주세요.');
  });

  it('values outside the lists count as not chosen', () => {
    const codeOf = (year: number, month: number, day: number) => {
      const r = validateBirthDate({ year, month, day }, 2025);
      return r.ok ? 'ok' : r.error.code;
    };
    expect(codeOf(1929, 1, 1)).toBe('BIRTH_YEAR_REQUIRED');
    expect(codeOf(2026, 1, 1)).toBe('BIRTH_YEAR_REQUIRED');
    expect(codeOf(1990, 13, 1)).toBe('BIRTH_MONTH_REQUIRED');
    expect(codeOf(1991, 2, 29)).toBe('BIRTH_DAY_REQUIRED');
    expect(codeOf(1992, 2, 29)).toBe('ok');
  });
});
