import { describe, expect, it } from 'vitest';
import { parseRouteId } from '../../../../src/domain/navigation/route-ids';

describe('route and query ids', () => {
  it('a plain positive integer is an id', () => {
    expect(parseRouteId('12')).toBe(12);
    expect(parseRouteId(' 7 ')).toBe(7);
  });

  it('anything else reads as no id', () => {
    for (const raw of ['', '0', '01', '-2', '1e3', '1.5', 'abc', '99999999999999999999', null, undefined]) {
      expect(parseRouteId(raw), String(raw)).toBeNull();
    }
  });
});
