import { beforeAll, describe, expect, it } from 'vitest';
import type { StoreLocator } from '../../../../src/application/ports/store-locator';
import { BRANCH_SEARCH_PAGE_SIZE } from '../../../../src/domain/shared/constants';
import { type Coordinates, DEFAULT_MAP_CENTRE } from '../../../../src/domain/shared/geo';
import { availabilityLabel } from '../../../../src/domain/store/availability';
import { distanceMetres } from '../../../../src/domain/store/distance';
import type { Store } from '../../../../src/domain/store/types';
import { UNKNOWN_ID } from './discovery';

export interface StoreLocatorSubject {
  readonly stores: StoreLocator;
}

/** Far from every branch of a Seoul franchise: Jeju City. */
const FAR_AWAY: Coordinates = { lat: 33.4996, lng: 126.5312 };

/** Distances may be computed by another formula on the server; a metre of slack covers rounding. */
const ROUNDING_METRES = 1;

function expectNearestFirst(stores: readonly Store[], from: Coordinates): void {
  const metres = stores.map((s) => distanceMetres(from, { lat: s.latitude, lng: s.longitude }));
  metres.forEach((distance, index) => {
    if (index > 0) expect(distance + ROUNDING_METRES).toBeGreaterThanOrEqual(metres[index - 1] ?? 0);
  });
}

function mostCommon(values: readonly string[]): string {
  const counts = new Map<string, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1])[0]?.[0] ?? '';
}

const WALL_CLOCK = /^([01]\d|2[0-3]):[0-5]\d$/;

/** The StoreLocator port's contract (spec §7 Family and district calls), for any adapter of it. */
export function describeStoreLocatorContract(name: string, makeSubject: () => Promise<StoreLocatorSubject>): void {
  describe(`StoreLocator contract: ${name}`, () => {
    let stores: StoreLocator;
    let around: readonly Store[];
    beforeAll(async () => {
      ({ stores } = await makeSubject());
      around = await stores.searchFamily(DEFAULT_MAP_CENTRE);
    });

    it('finds the branches around a position nearest first, at most 30 (spec §9), each once', async () => {
      expect(around.length).toBeGreaterThan(0);
      expect(around.length).toBeLessThanOrEqual(BRANCH_SEARCH_PAGE_SIZE);
      expect(new Set(around.map((s) => s.branchId)).size).toBe(around.length);
      expectNearestFirst(around, DEFAULT_MAP_CENTRE);
    });

    it('reads a branch by its id as the search showed it, and an unknown branch as null', async () => {
      for (const store of around) expect(await stores.family(store.branchId)).toEqual(store);
      expect(await stores.family(UNKNOWN_ID)).toBeNull();
    });

    it("gives a branch's delivery terms in integer won with HH:mm hours, and null for an unknown branch", async () => {
      for (const store of around) {
        const info = await stores.deliveryInfo(store.branchId);
        expect(info?.branchId).toBe(store.branchId);
        for (const won of [info?.deliveryFee, info?.minimumOrderAmount]) {
          expect(Number.isInteger(won) && (won ?? -1) >= 0).toBe(true);
        }
        expect(info?.opensAt).toMatch(WALL_CLOCK);
        expect(info?.closesAt).toMatch(WALL_CLOCK);
      }
      expect(await stores.deliveryInfo(UNKNOWN_ID)).toBeNull();
    });

    it('searches branches whose name contains the text, echoing page and size', async () => {
      const wanted = around[0];
      expect(wanted).toBeDefined();
      const needle = wanted?.familyName ?? '';
      const found = await stores.searchByName(needle, 1, BRANCH_SEARCH_PAGE_SIZE);
      expect(found.page).toBe(1);
      expect(found.size).toBe(BRANCH_SEARCH_PAGE_SIZE);
      expect(found.items.map((s) => s.branchId)).toContain(wanted?.branchId);
      expect(found.items.find((s) => s.branchId === wanted?.branchId)).toEqual(wanted);
      for (const store of found.items) expect(store.familyName).toContain(needle);
      expect(found.totalCount).toBeGreaterThanOrEqual(found.items.length);
    });

    it('lists a name search by branch name', async () => {
      const needle = mostCommon(around.map((s) => s.familyName.slice(-1)));
      const { items } = await stores.searchByName(needle, 1, BRANCH_SEARCH_PAGE_SIZE);
      expect(items.length).toBeGreaterThan(1);
      const names = items.map((s) => s.familyName);
      expect(names).toEqual([...names].sort());
    });

    it('pages a name search consistently: pages of 1 follow the order of a page of 3, the total stays', async () => {
      // The last character most branch names share (e.g. 점) matches several branches in any data set.
      const needle = mostCommon(around.map((s) => s.familyName.slice(-1)));
      const three = await stores.searchByName(needle, 1, 3);
      expect(three.totalCount).toBeGreaterThanOrEqual(2);
      const singles = await Promise.all([1, 2, 3].map((page) => stores.searchByName(needle, page, 1)));
      expect(singles.flatMap((p) => p.items.map((s) => s.branchId))).toEqual(three.items.map((s) => s.branchId));
      for (const single of singles) expect(single.totalCount).toBe(three.totalCount);
      const past = await stores.searchByName(needle, three.totalCount + 1, 1);
      expect(past.items).toEqual([]);
      expect(past.totalCount).toBe(three.totalCount);
    });

    it('a name no branch has finds nothing', async () => {
      const found = await stores.searchByName('없는매장이름', 1, BRANCH_SEARCH_PAGE_SIZE);
      expect(found.items).toEqual([]);
      expect(found.totalCount).toBe(0);
    });

    it('lists the branches that deliver to a position nearest first, and none far from every branch', async () => {
      const delivering = await stores.delivery(DEFAULT_MAP_CENTRE);
      expect(delivering.length).toBeGreaterThan(0);
      expectNearestFirst(delivering, DEFAULT_MAP_CENTRE);
      const known = new Set(around.map((s) => s.branchId));
      for (const store of delivering) expect(known.has(store.branchId)).toBe(true);
      expect(await stores.delivery(FAR_AWAY)).toEqual([]);
    });

    it('a branch delivers to its own door exactly when it takes orders (spec §4 영업중)', async () => {
      const closed = around.filter((s) => availabilityLabel(s.availableType) !== '영업중');
      expect(closed.length).toBeGreaterThan(0);
      for (const store of around) {
        const door = { lat: store.latitude, lng: store.longitude };
        const delivering = (await stores.delivery(door)).map((s) => s.branchId);
        expect(delivering.includes(store.branchId)).toBe(availabilityLabel(store.availableType) === '영업중');
      }
    });

    it('lists the branches near a position a customer can pick up from, nearest first, none far from every branch', async () => {
      const takeout = await stores.takeout(DEFAULT_MAP_CENTRE);
      expect(takeout.length).toBeGreaterThan(0);
      expectNearestFirst(takeout, DEFAULT_MAP_CENTRE);
      for (const store of takeout) expect(await stores.family(store.branchId)).toEqual(store);
      expect(await stores.takeout(FAR_AWAY)).toEqual([]);
    });
  });
}
