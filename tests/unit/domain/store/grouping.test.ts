import { describe, expect, it } from 'vitest';
import { groupStoresByAvailability, sortByDistance } from '../../../../src/domain/store/grouping';
import { aStore } from './builders';

const here = { lat: 37.5, lng: 127.0 };
const near = aStore({ branchId: 1, latitude: 37.501, longitude: 127.0 });
const middle = aStore({ branchId: 2, latitude: 37.51, longitude: 127.0, availableType: 'FAMILY_CLOSED' });
const far = aStore({ branchId: 3, latitude: 37.6, longitude: 127.0, availableType: 'NOT_AVAILABLE' });
const soldOutNear = aStore({ branchId: 4, latitude: 37.502, longitude: 127.0, availableType: 'SOLD_OUT' });
const hiddenFar = aStore({ branchId: 5, latitude: 37.7, longitude: 127.0, availableType: 'HIDDEN' });

describe('the store finder lists', () => {
  it('sorts stores nearest first', () => {
    expect(sortByDistance([far, near, middle], here).map((s) => s.branchId)).toEqual([1, 2, 3]);
  });

  it('keeps the given order for stores at the same distance', () => {
    const twin = aStore({ branchId: 9, latitude: near.latitude, longitude: near.longitude });
    expect(sortByDistance([twin, near], here).map((s) => s.branchId)).toEqual([9, 1]);
  });

  it('splits HIDDEN and SOLD_OUT stores into the unavailable group, each group nearest first', () => {
    const groups = groupStoresByAvailability([hiddenFar, far, soldOutNear, middle, near], here);
    expect(groups.available.map((s) => s.branchId)).toEqual([1, 2, 3]);
    expect(groups.unavailable.map((s) => s.branchId)).toEqual([4, 5]);
  });

  it('gives two empty groups for no stores', () => {
    expect(groupStoresByAvailability([], here)).toEqual({ available: [], unavailable: [] });
  });
});
