import { memoByText } from '../shared/memo-by-text';
import type { DomainError, Result } from '../shared/result';
import { err, ok } from '../shared/result';
import { inSeoul, seoulWallTime } from './seoul-time';

/**
 * Calendar dates in the franchise's time zone (spec §9: Asia/Seoul, dates shown YYYY.MM.DD). The zone rules come
 * from dayjs with its utc and timezone plugins (./seoul-time.ts): no hand-written offset, no host zone or locale, so
 * these functions answer alike in the browser, on the server and in tests. "Now" is always passed in.
 */

/** A day on the Gregorian calendar; month 1–12, day 1–31. */
export interface CalendarDate {
  readonly year: number;
  readonly month: number;
  readonly day: number;
}

/** An instant as epoch milliseconds or an ISO-8601 string (see parseInstant for the accepted forms). */
export type Instant = number | string;

const pad = (value: number, width: number): string => String(value).padStart(width, '0');

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

/** The Asia/Seoul calendar day of an instant given in epoch milliseconds. */
export function seoulCalendarDate(epochMs: number): CalendarDate {
  if (!Number.isFinite(epochMs)) throw new TypeError(`expected epoch milliseconds, got ${String(epochMs)}`);
  const seoul = inSeoul(epochMs);
  return { year: seoul.year(), month: seoul.month() + 1, day: seoul.date() };
}

/** Epoch milliseconds of 00:00 Asia/Seoul on a calendar day. */
export function seoulStartOfDay(date: CalendarDate): number {
  if (!isValidCalendarDate(date)) throw new TypeError(`not a calendar date: ${JSON.stringify(date)}`);
  return seoulWallMs(date, 0, 0, 0);
}

function seoulWallMs(date: CalendarDate, hour: number, minute: number, second: number): number {
  const wall = `${pad(date.year, 4)}-${pad(date.month, 2)}-${pad(date.day, 2)} ${pad(hour, 2)}:${pad(minute, 2)}:${pad(second, 2)}`;
  return seoulWallTime(wall).valueOf();
}

/** Epoch milliseconds of a UTC wall time (years 0–9999, unlike Date.UTC which maps 0–99 to 1900–1999). */
function utcWallMs(date: CalendarDate, hour: number, minute: number, second: number, millis: number): number {
  const at = new Date(0);
  at.setUTCFullYear(date.year, date.month - 1, date.day);
  at.setUTCHours(hour, minute, second, millis);
  return at.getTime();
}

// YYYY-MM-DD, optionally T (or a space) HH:mm[:ss[.fraction]], optionally Z or ±HH:mm / ±HHmm.
const ISO_INSTANT =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?)?(Z|[+-]\d{2}:?\d{2})?$/i;

/**
 * Epoch milliseconds of an ISO-8601 text. A text without an offset (the server's "2024-05-01" end dates or
 * "2024-05-01T10:00:00" wall times) is read as Asia/Seoul time, the franchise's zone, never as the host's.
 * Remembered per text (shared/memo-by-text.ts): coupon end dates are read on every checkout calculation.
 */
export const parseInstant: (text: string) => Result<number, DomainError<'INVALID_INSTANT'>> = memoByText(
  1_024,
  readInstant,
);

function readInstant(text: string): Result<number, DomainError<'INVALID_INSTANT'>> {
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
  if (zone === undefined) return ok(seoulWallMs(date, hour, minute, second) + millis);
  let offsetMs = 0;
  const zm = /^([+-])(\d{2}):?(\d{2})$/.exec(zone);
  if (zm !== null) {
    const offsetHours = Number(zm[2]);
    const offsetMinutes = Number(zm[3]);
    if (offsetHours > 23 || offsetMinutes > 59) return invalid();
    offsetMs = (zm[1] === '-' ? -1 : 1) * (offsetHours * 60 + offsetMinutes) * 60_000;
  }
  return ok(utcWallMs(date, hour, minute, second, millis) - offsetMs);
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

/** HH:mm of an instant on the Asia/Seoul wall clock (24-hour). */
export function formatSeoulTime(instant: Instant): string {
  return inSeoul(toEpochMs(instant)).format('HH:mm');
}

/** Spec §9 date form with the Asia/Seoul time of day: "2026.11.21 00:30" (orders, their status times). */
export function formatSeoulDateTime(instant: Instant): string {
  const seoul = inSeoul(toEpochMs(instant));
  const date = formatCalendarDate({ year: seoul.year(), month: seoul.month() + 1, day: seoul.date() });
  return `${date} ${seoul.format('HH:mm')}`;
}
