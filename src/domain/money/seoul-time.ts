import dayjs, { type Dayjs } from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import { TIME_ZONE } from '../shared/constants';

// The one place dayjs gets its plugins: every Asia/Seoul computation of the domain and the server goes through
// this module, so the zone rules come from the IANA database (Intl), never from a hand-written offset.
dayjs.extend(utc);
dayjs.extend(timezone);

/** The franchise's time zone (spec §9). */
export const SEOUL_TIME_ZONE = TIME_ZONE;

/**
 * An instant on the Asia/Seoul wall clock. The caller passes the instant (a Date, epoch ms or ISO text with an
 * offset): the domain never reads a clock itself.
 */
export function inSeoul(instant: Date | number | string): Dayjs {
  return dayjs(instant).tz(SEOUL_TIME_ZONE);
}

/** The instant of a Seoul wall time: 'YYYY-MM-DD' (midnight) or 'YYYY-MM-DD HH:mm[:ss[.SSS]]'. */
export function seoulWallTime(text: string): Dayjs {
  return dayjs.tz(text, SEOUL_TIME_ZONE);
}

/** The first instant of the Seoul month after the one `now` falls in. */
export function startOfNextSeoulMonth(now: Date | number): Date {
  return seoulWallTime(inSeoul(now).add(1, 'month').format('YYYY-MM-01')).toDate();
}
