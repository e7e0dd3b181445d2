import { seoulCalendarDate } from '../money/calendar';

/** Youth Protection Act: alcohol is sold to those whose birth year is at least 19 years before this year. */
export const ADULT_AGE_BY_YEAR = 19;

/** Whether a person born on `birthDate` (YYYYMMDD) may buy adult-only menus at `nowMs` (Asia/Seoul year). */
export function isAdultByBirthDate(birthDate: string, nowMs: number): boolean {
  const match = /^(\d{4})(\d{2})(\d{2})$/.exec(birthDate);
  if (match === null) return false;
  return seoulCalendarDate(nowMs).year - Number(match[1]) >= ADULT_AGE_BY_YEAR;
}
