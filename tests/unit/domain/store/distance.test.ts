import { describe, expect, it } from 'vitest';
import { DEFAULT_MAP_CENTRE } from '../../../../src/domain/shared/geo';
import { distanceMetres } from '../../../../src/domain/store/distance';

describe('the distance between two positions', () => {
  it('is zero from a point to itself', () => {
    expect(distanceMetres(DEFAULT_MAP_CENTRE, DEFAULT_MAP_CENTRE)).toBe(0);
  });

  it('is about 111 km per degree of latitude', () => {
    const d = distanceMetres({ lat: 37, lng: 127 }, { lat: 38, lng: 127 });
    expect(d).toBeGreaterThan(111_000);
    expect(d).toBeLessThan(111_400);
  });

  it('measures Seoul City Hall to Gangnam station at about 8.8 km, in whole metres', () => {
    const d = distanceMetres({ lat: 37.5663, lng: 126.9779 }, { lat: 37.4979, lng: 127.0276 });
    expect(Number.isInteger(d)).toBe(true);
    expect(d).toBeGreaterThan(8_500);
    expect(d).toBeLessThan(9_100);
  });

  it('is the same in both directions', () => {
    const a = { lat: 37.5, lng: 127.1 };
    const b = { lat: 35.1, lng: 129.0 };
    expect(distanceMetres(a, b)).toBe(distanceMetres(b, a));
  });
});
