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

/** dayjs keeps the zone a value was read in here (its timezone plugin's startOf reads it); not in its types. */
interface ZonedDayjs {
  $x: { $timezone?: string };
}

const QUARTER_HOUR_MS = 15 * 60 * 1000;

/** Seoul's UTC offset in minutes per quarter hour of UTC time (key: epoch ms / QUARTER_HOUR_MS), at most MEMO_LIMIT. */
const offsets = new Map<number, number>();
const MEMO_LIMIT = 4096;

/**
 * The Seoul offset of every instant of the quarter hour holding `epochMs`, from Intl through dayjs; undefined when it
 * changes within it (a zone transition: the caller asks about the instant itself). `tz()` builds a locale string and
 * parses it back (~0.15 ms a call on a server, several times that on a phone), and a list of orders or a checkout
 * reads many instants: each quarter hour is asked once.
 */
function seoulOffsetOfQuarterHour(epochMs: number): number | undefined {
  const quarter = Math.floor(epochMs / QUARTER_HOUR_MS);
  const known = offsets.get(quarter);
  if (known !== undefined) return known;
  const first = dayjs(quarter * QUARTER_HOUR_MS)
    .tz(SEOUL_TIME_ZONE)
    .utcOffset();
  const last = dayjs((quarter + 1) * QUARTER_HOUR_MS - 1)
    .tz(SEOUL_TIME_ZONE)
    .utcOffset();
  if (first !== last) return undefined;
  if (offsets.size >= MEMO_LIMIT) offsets.clear();
  offsets.set(quarter, first);
  return first;
}

/**
 * An instant on the Asia/Seoul wall clock. The caller passes the instant (a Date, epoch ms or ISO text with an
 * offset): the domain never reads a clock itself. The same value as `dayjs(instant).tz('Asia/Seoul')` (the offset
 * Intl gives for that instant, the zone kept for startOf), built without its per-call locale formatting.
 */
export function inSeoul(instant: Date | number | string): Dayjs {
  const at = dayjs(instant);
  const offset = at.isValid() ? seoulOffsetOfQuarterHour(at.valueOf()) : undefined;
  if (offset === undefined) return at.tz(SEOUL_TIME_ZONE);
  const zoned = at.utcOffset(offset);
  (zoned as unknown as ZonedDayjs).$x.$timezone = SEOUL_TIME_ZONE;
  return zoned;
}

/** The instant of a Seoul wall time: 'YYYY-MM-DD' (midnight) or 'YYYY-MM-DD HH:mm[:ss[.SSS]]'. */
export function seoulWallTime(text: string): Dayjs {
  return dayjs.tz(text, SEOUL_TIME_ZONE);
}

/** The first instant of the Seoul month after the one `now` falls in. */
export function startOfNextSeoulMonth(now: Date | number): Date {
  return seoulWallTime(inSeoul(now).add(1, 'month').format('YYYY-MM-01')).toDate();
}
