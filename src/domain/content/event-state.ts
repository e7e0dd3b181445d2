import { formatSeoulDate, type Instant, seoulCalendarDate, seoulStartOfDay, toEpochMs } from '../money/calendar';

/**
 * Whether an event still runs (issue 12: 진행중 / 종료 by date in Asia/Seoul). An event runs through the whole Seoul
 * calendar day its end falls on and has ended from the next Seoul midnight, so an event that "ends 2026.03.31"
 * is still 진행중 at 23:59:59 that day whatever the hour of its stored end instant. Events are listed only once
 * they have started, so a listed event is one or the other.
 */
export type EventState = 'ongoing' | 'ended';

/** The first instant (epoch ms) of the Seoul day `now` falls on: an event whose end is before it has ended. */
export function eventsEndedBefore(now: number): number {
  return seoulStartOfDay(seoulCalendarDate(now));
}

/** 진행중 until the end of the Seoul day of `endsAt`, 종료 from the next day; `now` is epoch ms. */
export function eventState(endsAt: Instant, now: number): EventState {
  return toEpochMs(endsAt) < eventsEndedBefore(now) ? 'ended' : 'ongoing';
}

/** The period of an event as shown on its card: "YYYY.MM.DD ~ YYYY.MM.DD" on the Seoul calendar (spec §9 dates). */
export function eventPeriod(startsAt: Instant, endsAt: Instant): string {
  return `${formatSeoulDate(startsAt)} ~ ${formatSeoulDate(endsAt)}`;
}
