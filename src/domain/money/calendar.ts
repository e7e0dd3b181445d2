import type { DomainError, Result } from '../shared/result';
import { err, ok } from '../shared/result';

/**
 * Calendar dates in the franchise's time zone (spec §9: Asia/Seoul, dates shown YYYY.MM.DD).
 *
 * Asia/Seoul has been a fixed UTC+09:00 with no daylight saving since 1988 (KST; the last DST was the 1987–88
 * Olympic summers), and every instant the storefront shows (posts, Q&A, coupons, orders) is later than that.
 * So the domain converts with a constant offset and plain day arithmetic: no time-zone database, no dayjs and
 * no host clock or locale, which keeps these functions identical in the browser, on the server and in tests.
 * Instants before 1988 would be shown in today's KST, which is the accepted limit of this choice.
 */
export const SEOUL_UTC_OFFSET_MS = 9 * 60 * 60 * 1000;

const MS_PER_DAY = 24 * 60 * 60 * 1000;

/** A day on the Gregorian calendar; month 1–12, day 1–31. */
export interface CalendarDate {
  readonly year: number;
  readonly month: number;
  readonly day: number;
}

/** An instant as epoch milliseconds or an ISO-8601 string (see parseInstant for the accepted forms). */
export type Instant = number | string;

/** Gregorian rule: every 4th year, except centuries, except every 400th year. */
export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

const MONTH_DAYS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31] as const;

/** Days in a month (1–12) of a year: 28–31, February 29 in leap years. */
export function daysInMonth(year: number, month: number): number {
  if (!Number.isInteger(month) || month < 1 || month > 12) throw new TypeError(`month out of range: ${month}`);
  if (month === 2 && isLeapYear(year)) return 29;
  return MONTH_DAYS[month - 1] as number;
}

/** Whether integer fields name a real day (no 2023-02-29, no month 13). */
export function isValidCalendarDate(date: CalendarDate): boolean {
  const { year, month, day } = date;
  if (!Number.isInteger(year) || !Number.isInteger(month) || !Number.isInteger(day)) return false;
  if (month < 1 || month > 12 || day < 1) return false;
  return day <= daysInMonth(year, month);
}

// Days since 1970-01-01 for a proleptic Gregorian date, and back (H. Hinnant's civil-date algorithms: eras of
// 400 years = 146,097 days, years counted from March so the leap day falls at the end).
function daysFromCivil({ year, month, day }: CalendarDate): number {
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yearOfEra = y - era * 400;
  const monthFromMarch = (month + 9) % 12;
  const dayOfYear = Math.floor((153 * monthFromMarch + 2) / 5) + day - 1;
  const dayOfEra = yearOfEra * 365 + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100) + dayOfYear;
  return era * 146_097 + dayOfEra - 719_468;
}

function civilFromDays(days: number): CalendarDate {
  const z = days + 719_468;
  const era = Math.floor(z / 146_097);
  const dayOfEra = z - era * 146_097;
  const yearOfEra = Math.floor(
    (dayOfEra - Math.floor(dayOfEra / 1460) + Math.floor(dayOfEra / 36_524) - Math.floor(dayOfEra / 146_096)) / 365,
  );
  const dayOfYear = dayOfEra - (365 * yearOfEra + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100));
  const monthFromMarch = Math.floor((5 * dayOfYear + 2) / 153);
  const day = dayOfYear - Math.floor((153 * monthFromMarch + 2) / 5) + 1;
  const month = monthFromMarch < 10 ? monthFromMarch + 3 : monthFromMarch - 9;
  return { year: yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day };
}

/** The Asia/Seoul calendar day of an instant given in epoch milliseconds. */
export function seoulCalendarDate(epochMs: number): CalendarDate {
  if (!Number.isFinite(epochMs)) throw new TypeError(`expected epoch milliseconds, got ${String(epochMs)}`);
  return civilFromDays(Math.floor((epochMs + SEOUL_UTC_OFFSET_MS) / MS_PER_DAY));
}

/** Epoch milliseconds of 00:00 Asia/Seoul on a calendar day. */
export function seoulStartOfDay(date: CalendarDate): number {
  if (!isValidCalendarDate(date)) throw new TypeError(`not a calendar date: ${JSON.stringify(date)}`);
  return daysFromCivil(date) * MS_PER_DAY - SEOUL_UTC_OFFSET_MS;
}

// YYYY-MM-DD, optionally T (or a space) HH:mm[:ss[.fraction]], optionally Z or ±HH:mm / ±HHmm.
const ISO_INSTANT =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?)?(Z|[+-]\d{2}:?\d{2})?$/i;

/**
 * Epoch milliseconds of an ISO-8601 text. A text without an offset (the server's "2024-05-01" end dates or
 * "2024-05-01T10:00:00" wall times) is read as Asia/Seoul time, the franchise's zone, never as the host's.
 */
export function parseInstant(text: string): Result<number, DomainError<'INVALID_INSTANT'>> {
  const invalid = () => err({ code: 'INVALID_INSTANT' as const, message: `날짜 형식이 올바르지 않습니다: ${text}` });
  const m = ISO_INSTANT.exec(text.trim());
  if (m === null) return invalid();
  const [, y, mo, d, h = '00', mi = '00', s = '00', fraction = '', zone] = m;
  const date = { year: Number(y), month: Number(mo), day: Number(d) };
  const hour = Number(h);
  const minute = Number(mi);
  const second = Number(s);
  if (!isValidCalendarDate(date) || hour > 23 || minute > 59 || second > 59) return invalid();
  const millis = Number(fraction.padEnd(3, '0').slice(0, 3));
  let offsetMs = SEOUL_UTC_OFFSET_MS;
  if (zone !== undefined) {
    const zm = /^([+-])(\d{2}):?(\d{2})$/.exec(zone);
    if (zm === null) {
      offsetMs = 0;
    } else {
      const offsetHours = Number(zm[2]);
      const offsetMinutes = Number(zm[3]);
      if (offsetHours > 23 || offsetMinutes > 59) return invalid();
      offsetMs = (zm[1] === '-' ? -1 : 1) * (offsetHours * 60 + offsetMinutes) * 60_000;
    }
  }
  const wallMs = daysFromCivil(date) * MS_PER_DAY + ((hour * 60 + minute) * 60 + second) * 1000 + millis;
  return ok(wallMs - offsetMs);
}

/** Epoch milliseconds of an instant; an unparseable string is a bug upstream (the contract validates it). */
export function toEpochMs(instant: Instant): number {
  if (typeof instant === 'number') {
    if (!Number.isFinite(instant)) throw new TypeError(`expected epoch milliseconds, got ${String(instant)}`);
    return instant;
  }
  const parsed = parseInstant(instant);
  if (!parsed.ok) throw new TypeError(parsed.error.message);
  return parsed.value;
}

const pad = (value: number, width: number): string => String(value).padStart(width, '0');

/** Spec §9 date form YYYY.MM.DD from calendar fields ("2024.05.01"); years 0–9999 (four digits). */
export function formatCalendarDate(date: CalendarDate): string {
  if (!isValidCalendarDate(date) || date.year < 0 || date.year > 9999)
    throw new TypeError(`not a calendar date: ${JSON.stringify(date)}`);
  return `${pad(date.year, 4)}.${pad(date.month, 2)}.${pad(date.day, 2)}`;
}

/** Spec §9 date form YYYY.MM.DD of an instant, on the Asia/Seoul calendar. */
export function formatSeoulDate(instant: Instant): string {
  return formatCalendarDate(seoulCalendarDate(toEpochMs(instant)));
}

const MS_PER_MINUTE = 60_000;
const MINUTES_PER_DAY = 24 * 60;

/** HH:mm of an instant on the Asia/Seoul wall clock (24-hour; fixed UTC+9, see above). */
export function formatSeoulTime(instant: Instant): string {
  const minutes = Math.floor((toEpochMs(instant) + SEOUL_UTC_OFFSET_MS) / MS_PER_MINUTE);
  const ofDay = ((minutes % MINUTES_PER_DAY) + MINUTES_PER_DAY) % MINUTES_PER_DAY;
  return `${pad(Math.floor(ofDay / 60), 2)}:${pad(ofDay % 60, 2)}`;
}

/** Spec §9 date form with the Asia/Seoul time of day: "2026.11.21 00:30" (orders, their status times). */
export function formatSeoulDateTime(instant: Instant): string {
  return `${formatSeoulDate(instant)} ${formatSeoulTime(instant)}`;
}
