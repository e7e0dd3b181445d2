import { isValidCalendarDate, parseInstant, seoulStartOfDay } from '../money/calendar';
import { memoByText } from '../shared/memo-by-text';
import type { MembershipCoupon, PriceCoupon, Voucher } from './types';

/**
 * Coupon validity in time. Dates are Asia/Seoul (spec §9; money/calendar.ts reads them with dayjs). "Now"
 * arrives as epoch milliseconds. Text that is not a real date, or a "now" that is not a number, counts as
 * already expired: a coupon whose validity cannot be decided is never spent (fail closed).
 */
const BARE_DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The first instant (epoch ms) after a YYYY-MM-DD day in Seoul ends, or null for a date that does not exist.
 * Remembered per text (shared/memo-by-text.ts): vouchers' end dates are read on every checkout calculation.
 */
export const seoulDayEndMs: (date: string) => number | null = memoByText(1_024, readSeoulDayEnd);

function readSeoulDayEnd(date: string): number | null {
  if (!BARE_DATE.test(date)) return null;
  const [year = 0, month = 0, day = 0] = date.split('-').map(Number);
  if (!isValidCalendarDate({ year, month, day })) return null;
  // The next calendar day (Date.UTC rolls 31 over into the next month), then its Seoul midnight.
  const next = new Date(Date.UTC(year, month - 1, day + 1));
  return seoulStartOfDay({ year: next.getUTCFullYear(), month: next.getUTCMonth() + 1, day: next.getUTCDate() });
}

/** The last usable instant (epoch ms) of an ISO-8601 end instant, or null when unreadable. */
function endInstantMs(endsAt: string): number | null {
  const end = parseInstant(endsAt);
  return end.ok ? end.value : null;
}

/** A YYYY-MM-DD end date is the last usable day: expired from the next Seoul midnight on. */
export function isEndDateExpired(endDate: string, nowMs: number): boolean {
  const end = seoulDayEndMs(endDate);
  return end === null || !(nowMs < end);
}

/**
 * An end instant is usable up to and including that instant, expired after it. A bare date (no time) counts as
 * the whole of that Seoul day, like the end dates of vouchers.
 */
export function isEndInstantExpired(endsAt: string, nowMs: number): boolean {
  if (BARE_DATE.test(endsAt)) return isEndDateExpired(endsAt, nowMs);
  const end = endInstantMs(endsAt);
  return end === null || !(nowMs <= end);
}

/** Spec §3: a membership coupon ends at useEndsAt. */
export function isMembershipCouponExpired(coupon: MembershipCoupon, nowMs: number): boolean {
  return isEndInstantExpired(coupon.useEndsAt, nowMs);
}

/** Spec §3: vouchers and price coupons end on their endDate (inclusive). */
export function isWalletCouponExpired(coupon: Voucher | PriceCoupon, nowMs: number): boolean {
  return isEndDateExpired(coupon.endDate, nowMs);
}
