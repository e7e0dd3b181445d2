import { parseInstant } from '../money/calendar';
import type { MembershipCoupon, PriceCoupon, Voucher } from './types';

/**
 * Coupon validity in time. Dates are Asia/Seoul (spec §9), a fixed UTC+9 (money/calendar.ts reads them). "Now"
 * arrives as epoch milliseconds. Text that is not a real date, or a "now" that is not a number, counts as
 * already expired: a coupon whose validity cannot be decided is never spent (fail closed).
 */
const DAY_MS = 24 * 60 * 60 * 1000;
const BARE_DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * End instants by their text. Reading an ISO text costs about a microsecond and the checkout is re-priced on every
 * change with the same few coupons, so end texts are remembered (a pure function of the text; bounded so a
 * long-running server does not grow without limit).
 */
const END_CACHE_LIMIT = 1024;
const endCache = new Map<string, number | null>();

function remember(key: string, value: number | null): number | null {
  if (endCache.size >= END_CACHE_LIMIT) endCache.clear();
  endCache.set(key, value);
  return value;
}

/** The first instant (epoch ms) after a YYYY-MM-DD day in Seoul ends, or null for a date that does not exist. */
export function seoulDayEndMs(date: string): number | null {
  const key = `d:${date}`;
  const hit = endCache.get(key);
  if (hit !== undefined) return hit;
  if (!BARE_DATE.test(date)) return remember(key, null);
  const start = parseInstant(date);
  return remember(key, start.ok ? start.value + DAY_MS : null);
}

/** The last usable instant (epoch ms) of an ISO-8601 end instant, or null when unreadable. */
function endInstantMs(endsAt: string): number | null {
  const key = `i:${endsAt}`;
  const hit = endCache.get(key);
  if (hit !== undefined) return hit;
  const end = parseInstant(endsAt);
  return remember(key, end.ok ? end.value : null);
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
