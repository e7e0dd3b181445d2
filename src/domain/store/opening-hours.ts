import { SEOUL_UTC_OFFSET_MS } from '../money/calendar';

const MS_PER_MINUTE = 60_000;
const MINUTES_PER_DAY = 24 * 60;

/** A branch's opening hours: 'HH:mm' Asia/Seoul wall clock (spec §9 default time zone). */
export interface OpeningHours {
  readonly opensAt: string;
  readonly closesAt: string;
}

/** Minutes after midnight of an 'HH:mm' text (the contract and the database check the form). */
export function minuteOfDay(wallClock: string): number {
  const [hours = '0', minutes = '0'] = wallClock.split(':');
  return Number(hours) * 60 + Number(minutes);
}

/** Minutes after midnight, Asia/Seoul, at `epochMs` (Korea keeps UTC+9 all year: no daylight saving). */
export function seoulMinuteOfDay(epochMs: number): number {
  const minutes = Math.floor((epochMs + SEOUL_UTC_OFFSET_MS) / MS_PER_MINUTE);
  return ((minutes % MINUTES_PER_DAY) + MINUTES_PER_DAY) % MINUTES_PER_DAY;
}

/**
 * Whether a branch is open at `epochMs`: from opensAt (inclusive) to closesAt (exclusive), Seoul time. A closesAt
 * earlier than opensAt closes after midnight ('15:00'–'02:00' is open at 01:30, closed at 02:00); equal times mean
 * open around the clock (seed data rule: "closesAt at or before opensAt means the next day").
 */
export function isOpenAt(hours: OpeningHours, epochMs: number): boolean {
  const now = seoulMinuteOfDay(epochMs);
  const opens = minuteOfDay(hours.opensAt);
  const closes = minuteOfDay(hours.closesAt);
  if (opens === closes) return true;
  if (opens < closes) return now >= opens && now < closes;
  return now >= opens || now < closes;
}
