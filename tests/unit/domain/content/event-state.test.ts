import { describe, expect, it } from 'vitest';
import { eventPeriod, eventState, eventsEndedBefore } from '../../../../src/domain/content/event-state';

const at = (text: string) => Date.parse(text);

describe('event state (진행중 / 종료 by Seoul date)', () => {
  const endsAt = '2026-03-31T23:59:59+09:00';

  it('an event runs through the last second of its end day in Seoul', () => {
    expect(eventState(endsAt, at('2026-03-31T23:59:59.999+09:00'))).toBe('ongoing');
    expect(eventState(endsAt, at('2026-03-01T00:00:00+09:00'))).toBe('ongoing');
  });

  it('it has ended from the next Seoul midnight on', () => {
    expect(eventState(endsAt, at('2026-04-01T00:00:00+09:00'))).toBe('ended');
    expect(eventState(endsAt, at('2027-01-01T00:00:00+09:00'))).toBe('ended');
  });

  it('an end stored at midnight still runs that whole day: the state goes by date, not by the instant', () => {
    const midnight = '2026-11-20T00:00:00+09:00';
    expect(eventState(midnight, at('2026-11-20T21:30:00+09:00'))).toBe('ongoing');
    expect(eventState(midnight, at('2026-11-21T00:00:00+09:00'))).toBe('ended');
  });

  it('the day is the Seoul day, not UTC: 2026-04-01 08:59 UTC is already 17:59 on April 1st in Seoul', () => {
    expect(eventState(endsAt, at('2026-03-31T15:00:00Z'))).toBe('ended');
    expect(eventState(endsAt, at('2026-03-31T14:59:59Z'))).toBe('ongoing');
  });

  it('the cut is the first instant of the Seoul day `now` falls on', () => {
    expect(new Date(eventsEndedBefore(at('2026-11-24T05:00:00Z'))).toISOString()).toBe('2026-11-23T15:00:00.000Z');
  });

  it('the period reads YYYY.MM.DD ~ YYYY.MM.DD on the Seoul calendar', () => {
    expect(eventPeriod('2026-03-02T00:00:00+09:00', endsAt)).toBe('2026.03.02 ~ 2026.03.31');
    expect(eventPeriod('2026-03-01T15:00:00Z', '2026-03-31T14:59:59Z')).toBe('2026.03.02 ~ 2026.03.31');
  });
});
