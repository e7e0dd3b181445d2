import { inSeoul } from '../money/seoul-time';

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

/** Minutes after midnight on the Asia/Seoul wall clock at `epochMs`. */
export function seoulMinuteOfDay(epochMs: number): number {
  const seoul = inSeoul(epochMs);
  return seoul.hour() * 60 + seoul.minute();
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
