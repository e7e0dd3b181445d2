import { type CalendarDate, daysInMonth } from '../money/calendar';
import { MIN_BIRTH_YEAR } from '../shared/constants';
import type { DomainError, Result } from '../shared/result';
import { err, ok } from '../shared/result';

/** The birth-date picker's three selects (spec §5); null means "not chosen yet". */
export interface BirthDateSelection {
  readonly year: number | null;
  readonly month: number | null;
  readonly day: number | null;
}

export type BirthDateErrorCode = 'BIRTH_YEAR_REQUIRED' | 'BIRTH_MONTH_REQUIRED' | 'BIRTH_DAY_REQUIRED';

export const BIRTH_DATE_MESSAGES: Readonly<Record<BirthDateErrorCode, string>> = {
  BIRTH_YEAR_REQUIRED: '태어난 연도를 선택해주세요.',
  BIRTH_MONTH_REQUIRED: '태어난 월을 선택해주세요.',
  BIRTH_DAY_REQUIRED: '태어난 일을 선택해주세요.',
};

const range = (from: number, to: number): number[] => Array.from({ length: to - from + 1 }, (_, i) => from + i);

/** Spec §5: years from the current year (Asia/Seoul, passed in) down to 1930, newest first. */
export function birthYearOptions(currentYear: number): readonly number[] {
  if (!Number.isInteger(currentYear)) throw new TypeError(`current year must be an integer, got ${currentYear}`);
  if (currentYear < MIN_BIRTH_YEAR) return [];
  return range(MIN_BIRTH_YEAR, currentYear).reverse();
}

/** Spec §5: months 1 to 12. */
export const BIRTH_MONTH_OPTIONS: readonly number[] = range(1, 12);

/**
 * Spec §5: the days of the chosen month (Feb 29 only in Gregorian leap years). Before a month is chosen all 31
 * days are offered; with a month but no year, February offers 29 (the year may still be a leap year) and the
 * day is re-checked once the year is chosen (reconcileBirthDay).
 */
export function birthDayOptions(year: number | null, month: number | null): readonly number[] {
  if (month === null) return range(1, 31);
  return range(1, daysInMonth(year ?? 2000, month));
}

/** After the year or month changes, a day that the new month does not have (Feb 30) is cleared. */
export function reconcileBirthDay(selection: BirthDateSelection): BirthDateSelection {
  const { year, month, day } = selection;
  if (day === null || birthDayOptions(year, month).includes(day)) return selection;
  return { year, month, day: null };
}

const fail = (code: BirthDateErrorCode, field: 'year' | 'month' | 'day') =>
  err({ code, message: BIRTH_DATE_MESSAGES[code], field });

/** Spec §5: year, month and day must all be chosen, each from its list; the first gap is reported. */
export function validateBirthDate(
  selection: BirthDateSelection,
  currentYear: number,
): Result<CalendarDate, DomainError<BirthDateErrorCode>> {
  const { year, month, day } = selection;
  if (year === null || !birthYearOptions(currentYear).includes(year)) return fail('BIRTH_YEAR_REQUIRED', 'year');
  if (month === null || !BIRTH_MONTH_OPTIONS.includes(month)) return fail('BIRTH_MONTH_REQUIRED', 'month');
  if (day === null || !birthDayOptions(year, month).includes(day)) return fail('BIRTH_DAY_REQUIRED', 'day');
  return ok({ year, month, day });
}
