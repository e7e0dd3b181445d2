import { describe, expect, it } from 'vitest';
import { isOpenAt, minuteOfDay, seoulMinuteOfDay } from '../../../../src/domain/store/opening-hours';

/** Epoch ms of a Seoul wall-clock time on 2026-11-21 (UTC+9). */
const seoul = (hhmm: string) => Date.parse(`2026-11-21T${hhmm}:00+09:00`);

describe('branch opening hours (Asia/Seoul)', () => {
  it('reads HH:mm as minutes after midnight and the Seoul minute of an instant', () => {
    expect(minuteOfDay('15:30')).toBe(930);
    expect(seoulMinuteOfDay(seoul('00:05'))).toBe(5);
    expect(seoulMinuteOfDay(Date.parse('2026-11-21T15:00:00Z'))).toBe(0);
  });

  it('a day branch is open from opensAt (inclusive) to closesAt (exclusive)', () => {
    const hours = { opensAt: '11:00', closesAt: '23:00' };
    expect(isOpenAt(hours, seoul('10:59'))).toBe(false);
    expect(isOpenAt(hours, seoul('11:00'))).toBe(true);
    expect(isOpenAt(hours, seoul('22:59'))).toBe(true);
    expect(isOpenAt(hours, seoul('23:00'))).toBe(false);
  });

  it('a branch closing after midnight is open at 01:30 and closed at 02:00', () => {
    const hours = { opensAt: '15:00', closesAt: '02:00' };
    expect(isOpenAt(hours, seoul('01:30'))).toBe(true);
    expect(isOpenAt(hours, seoul('02:00'))).toBe(false);
    expect(isOpenAt(hours, seoul('14:59'))).toBe(false);
    expect(isOpenAt(hours, seoul('23:30'))).toBe(true);
  });

  it('equal opening and closing times mean open around the clock', () => {
    expect(isOpenAt({ opensAt: '00:00', closesAt: '00:00' }, seoul('03:00'))).toBe(true);
  });
});
