import { describe, expect, it } from 'vitest';
import { parsePageParam, parseRouteId } from '../../../../src/domain/navigation/route-ids';

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

  it('a list page from ?page= is a whole number from 1; anything else is the first page', () => {
    expect(parsePageParam('3')).toBe(3);
    expect(parsePageParam('1')).toBe(1);
    for (const raw of [null, undefined, '', '0', '-2', '2.5', 'abc', '99999999999999999999']) {
      expect(parsePageParam(raw), String(raw)).toBe(1);
    }
  });
});
