import { inSeoul, startOfNextSeoulMonth } from '../money/seoul-time';

/**
 * The franchise's point expiry policy (ours; the spec is silent, this is what Korean franchise apps commonly use):
 * points earned (or given back on a cancellation) can be spent until the end of the month 24 months after the month
 * they were earned in, Asia/Seoul. Points earned on 2026-10-12 lapse when 2028-10-31 ends, i.e. at 2028-11-01 00:00
 * in Seoul. A month-end date is one a customer can remember and one notice a month can announce.
 */
export const POINT_VALIDITY_MONTHS = 24;

/** How far ahead the points page warns of points about to lapse (ours: 30 days, as the 소멸 예정 포인트 line says). */
export const EXPIRY_NOTICE_DAYS = 30;

/** The policy in the words the points page and the README show. */
export const POINT_EXPIRY_POLICY_TEXT =
  '적립된 포인트는 적립한 달로부터 24개월이 지난 달의 말일까지 사용할 수 있으며, 이후 자동으로 소멸됩니다.';

/** The instant points earned at `earnedAt` lapse: Seoul midnight opening the month after the 24th month on. */
export function pointsExpireAt(earnedAt: Date | string): Date {
  return startOfNextSeoulMonth(inSeoul(earnedAt).add(POINT_VALIDITY_MONTHS, 'month').toDate());
}

/** The last Seoul day on which points lapsing at `expiresAt` can still be spent (the day before the lapse). */
export function lastUsableDay(expiresAt: Date | string): Date {
  return inSeoul(expiresAt).subtract(1, 'day').toDate();
}

/** The end of the 소멸 예정 window: `now` plus EXPIRY_NOTICE_DAYS days (the same Seoul wall time). */
export function expiryNoticeEnd(now: Date): Date {
  return inSeoul(now).add(EXPIRY_NOTICE_DAYS, 'day').toDate();
}
