import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { distanceLabel, telHref } from '../../../../src/domain/store/distance-label';

describe('the distance on a store card', () => {
  it('reads whole metres under a kilometre and kilometres to one decimal from there', () => {
    expect(distanceLabel(0)).toBe('0m');
    expect(distanceLabel(349.6)).toBe('350m');
    expect(distanceLabel(999)).toBe('999m');
    expect(distanceLabel(1000)).toBe('1.0km');
    expect(distanceLabel(1249)).toBe('1.2km');
    expect(distanceLabel(1250)).toBe('1.3km');
    expect(distanceLabel(12_340)).toBe('12.3km');
  });

  it('reads nonsense distances as 0m', () => {
    expect(distanceLabel(-5)).toBe('0m');
    expect(distanceLabel(Number.NaN)).toBe('0m');
  });

  it('never grows shorter as the distance grows (a farther store never reads nearer)', () => {
    const km = (label: string) =>
      label.endsWith('km') ? Number(label.slice(0, -2)) * 1000 : Number(label.slice(0, -1));
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000 }), fc.integer({ min: 0, max: 5000 }), (a, extra) => {
        expect(km(distanceLabel(a + extra))).toBeGreaterThanOrEqual(km(distanceLabel(a)));
      }),
      { numRuns: 1000 },
    );
  });
});

describe('the tel: link of a store', () => {
  it('keeps the digits of the number', () => {
    expect(telHref('02-400-1234')).toBe('tel:024001234');
    expect(telHref('+82 2 400 1234')).toBe('tel:+8224001234');
    expect(telHref('')).toBe('');
  });
});
