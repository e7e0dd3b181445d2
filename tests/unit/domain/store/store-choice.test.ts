import { describe, expect, it } from 'vitest';
import { DEFAULT_MAP_CENTRE } from '../../../../src/domain/shared/geo';
import { canChooseStore, finderStartPosition, isTakeoutFinder } from '../../../../src/domain/store/store-choice';
import type { AvailableType } from '../../../../src/domain/store/types';

describe('choosing a store on the finder', () => {
  it.each<[AvailableType, boolean]>([
    ['AVAILABLE', true],
    ['SOLD_OUT', true],
    ['HIDDEN', true],
    ['FAMILY_CLOSED', false],
    ['NOT_AVAILABLE', false],
  ])('a %s store can be chosen: %s', (type, expected) => {
    expect(canChooseStore(type)).toBe(expected);
  });
});

describe('where the finder starts', () => {
  const located = { lat: 37.5, lng: 127.1 };
  const remembered = { lat: 37.4, lng: 127.0 };

  it('prefers the browser position when the customer allowed it', () => {
    expect(finderStartPosition(located, remembered)).toEqual({ position: located, source: 'located' });
  });

  it('falls back to the remembered position, then to the default map centre', () => {
    expect(finderStartPosition(null, remembered)).toEqual({ position: remembered, source: 'remembered' });
    expect(finderStartPosition(null, null)).toEqual({ position: DEFAULT_MAP_CENTRE, source: 'default' });
    expect(DEFAULT_MAP_CENTRE).toEqual({ lat: 37.491493, lng: 127.116024 });
  });
});

describe('the finder for takeout', () => {
  it('reads for=takeout case-insensitively and nothing else', () => {
    expect(isTakeoutFinder('takeout')).toBe(true);
    expect(isTakeoutFinder(' TAKEOUT ')).toBe(true);
    expect(isTakeoutFinder('delivery')).toBe(false);
    expect(isTakeoutFinder(undefined)).toBe(false);
    expect(isTakeoutFinder('')).toBe(false);
  });
});
