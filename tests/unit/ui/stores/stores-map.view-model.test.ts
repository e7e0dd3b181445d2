import { describe, expect, it, vi } from 'vitest';
import type { Geolocator } from '../../../../src/adapters/map/geolocator';
import type { ManualClock } from '../../../../src/adapters/memory/local/manual-clock';
import { StoresMapViewModel } from '../../../../src/adapters/ui/pages/stores/stores-map.view-model';
import type { Page } from '../../../../src/application/ports/page';
import type { PreferenceStore } from '../../../../src/application/ports/preference-store';
import type { StoreLocator } from '../../../../src/application/ports/store-locator';
import { ChooseStore } from '../../../../src/application/use-cases/choose-store';
import { FindNearbyStores } from '../../../../src/application/use-cases/find-nearby-stores';
import { SearchStoresByName } from '../../../../src/application/use-cases/search-stores-by-name';
import { createContainer, memoryModules, type Resolve, resolverOf, TOKENS } from '../../../../src/composition-root';
import { DEFAULT_MAP_CENTRE } from '../../../../src/domain/shared/geo';
import type { Store } from '../../../../src/domain/store/types';

const SEVEN_DAYS_MS = 604_800_000;
/** Beside 가락시장점 (branch 2 of the memory fixtures). */
const NEAR_GARAK = { lat: 37.4925, lng: 127.118 };

function fixedGeolocator(position: { lat: number; lng: number } | null): Geolocator & { asked: number } {
  const geolocator = {
    asked: 0,
    current: async () => {
      geolocator.asked += 1;
      return position;
    },
  };
  return geolocator;
}

function finderFor(
  search: string,
  options: { position?: { lat: number; lng: number } | null; tileUrl?: string | null; locator?: StoreLocator } = {},
) {
  const get: Resolve = resolverOf(createContainer(memoryModules));
  const navigations: string[] = [];
  const geolocator = fixedGeolocator(options.position ?? null);
  const finder = new StoresMapViewModel({
    ...finderUseCases(options.locator ?? get(TOKENS.StoreLocator), get(TOKENS.PreferenceStore)),
    geolocator,
    navigate: (to) => navigations.push(to),
    tileUrl: options.tileUrl ?? null,
  });
  finder.setQuery(search);
  return { finder, navigations, get, geolocator };
}

/** The finder's use cases over a locator and the preference cookies. */
function finderUseCases(locator: StoreLocator, preferences: PreferenceStore) {
  return {
    findNearby: new FindNearbyStores(locator, preferences),
    searchByName: new SearchStoresByName(locator),
    chooseStore: new ChooseStore(preferences),
  };
}

const names = (cards: readonly { name: string }[]) => cards.map((c) => c.name);

describe('the store finder lists stores near the customer', () => {
  it('starts from the default map centre when nothing is known, and tells so', async () => {
    const { finder } = finderFor('?for=takeout');
    await finder.start();
    expect(finder.position).toEqual(DEFAULT_MAP_CENTRE);
    expect(finder.positionSource).toBe('default');
    expect(finder.nearbyStatus).toBe('ready');
    expect(finder.positionNote).toContain('기본 위치');
  });

  it('moves to the browser position when the customer allows it and lists the stores nearest first from there', async () => {
    const { finder } = finderFor('?for=takeout', { position: NEAR_GARAK });
    await finder.start();
    expect(finder.positionSource).toBe('located');
    expect(finder.position).toEqual(NEAR_GARAK);
    expect(names(finder.availableCards)[0]).toBe('문정법조타운점');
    expect(finder.availableCards[0]?.distance).toMatch(/^\d+(\.\d)?k?m$/);
  });

  it('starts from the last position kept in the cookie when the browser gives none', async () => {
    const { finder, get } = finderFor('?for=takeout');
    get(TOKENS.PreferenceStore).savePosition(NEAR_GARAK);
    const again = new StoresMapViewModel({
      ...finderUseCases(get(TOKENS.StoreLocator), get(TOKENS.PreferenceStore)),
      geolocator: fixedGeolocator(null),
      navigate: () => undefined,
      tileUrl: null,
    });
    await again.start();
    expect(again.positionSource).toBe('remembered');
    expect(again.position).toEqual(NEAR_GARAK);
    expect(finder.positionSource).toBe('default');
  });

  it('puts HIDDEN and SOLD_OUT stores in the unavailable group with the red sold-out note', async () => {
    const { finder } = finderFor('?for=takeout');
    await finder.start();
    expect(names(finder.unavailableCards)).toEqual(['가락시장점']);
    const garak = finder.unavailableCards[0];
    expect(garak?.label).toBe('영업중');
    expect(garak?.note).toBe('크리스피치킨 품절');
    expect(names(finder.availableCards)).not.toContain('가락시장점');
  });

  it('labels and colours each store from the domain, with the certified badge for FOOD_GRADE', async () => {
    const { finder } = finderFor('');
    await finder.start();
    const byName = new Map(finder.availableCards.map((c) => [c.name, c]));
    expect(byName.get('문정법조타운점')).toMatchObject({ label: '영업중', colour: 'green', certified: true });
    expect(byName.get('잠실새내점')).toMatchObject({ label: '영업종료', colour: 'grey', certified: false });
    expect(byName.get('문정법조타운점')?.telHref).toMatch(/^tel:\d+$/);
  });

  it('shows one marker per store plus the customer, and a picked marker highlights its card', async () => {
    const { finder } = finderFor('');
    await finder.start();
    expect(finder.markers.map((m) => m.id)).toEqual(['me', ...finder.stores.map((s) => String(s.branchId))]);
    expect(finder.markers.find((m) => m.id === '2')?.tone).toBe('unavailable');
    expect(finder.markers.find((m) => m.id === '3')?.tone).toBe('closed');
    finder.selectMarker('2');
    expect(finder.unavailableCards[0]?.selected).toBe(true);
    expect(finder.selectedMarkerId).toBe('2');
    expect(finder.mapCentre).toEqual(finder.position);
    finder.selectMarker('me');
    expect(finder.selectedId).toBe(2);
    finder.select(2);
    expect(finder.selectedMarkerId).toBeNull();
  });
});

describe('searching stores by name', () => {
  function pagedLocator(total: number) {
    const calls: [string, number, number][] = [];
    const store = (i: number): Store => ({
      branchId: i,
      familyImageUrl: '/images/stores/1.webp',
      familyName: `문정${i}호점`,
      address: '서울특별시 송파구',
      tel: '02-000-0000',
      availableType: 'AVAILABLE',
      certifiedList: [],
      unavailableProductName: null,
      latitude: 37.49,
      longitude: 127.11,
    });
    const locator: StoreLocator = {
      family: async () => null,
      deliveryInfo: async () => null,
      searchFamily: async () => [],
      delivery: async () => [],
      takeout: async () => [],
      searchByName: async (name, page, size): Promise<Page<Store>> => {
        calls.push([name, page, size]);
        const first = (page - 1) * size + 1;
        const count = Math.max(0, Math.min(size, total - first + 1));
        return { items: Array.from({ length: count }, (_, i) => store(first + i)), page, size, totalCount: total };
      },
    };
    return { locator, calls };
  }

  it('asks 30 a page (spec §9) and pages through the results', async () => {
    const { locator, calls } = pagedLocator(65);
    const { finder } = finderFor('?for=takeout', { locator });
    finder.setSearchInput('  문정 ');
    await finder.submitSearch();
    expect(calls).toEqual([['문정', 1, 30]]);
    expect(finder.mode).toBe('search');
    expect(finder.totalPages).toBe(3);
    expect(finder.listHeading).toBe("'문정' 검색 결과 65개");
    await finder.goToPage(3);
    expect(calls.at(-1)).toEqual(['문정', 3, 30]);
    expect(finder.currentPage).toBe(3);
    expect(finder.availableCards).toHaveLength(5);
  });

  it('a blank search goes back to the stores nearby without asking the server', async () => {
    const { locator, calls } = pagedLocator(5);
    const { finder } = finderFor('', { locator });
    finder.setSearchInput('   ');
    await finder.submitSearch();
    expect(calls).toEqual([]);
    expect(finder.mode).toBe('nearby');
    expect(finder.totalPages).toBe(0);
  });

  it('finds the memory branches by name and says so when none match', async () => {
    const { finder } = finderFor('');
    finder.setSearchInput('잠실');
    await finder.submitSearch();
    expect(names(finder.availableCards)).toEqual(['잠실새내점']);
    finder.setSearchInput('없는매장');
    await finder.submitSearch();
    expect(finder.stores).toEqual([]);
    expect(finder.emptyMessage).toBe('검색 결과가 없어요. 매장명을 다시 확인해주세요.');
    finder.clearSearch();
    expect(finder.mode).toBe('nearby');
  });

  it('a failed search says so instead of showing an empty list', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { locator } = pagedLocator(1);
    const failing = { ...locator, searchByName: () => Promise.reject(new Error('down')) };
    const { finder } = finderFor('', { locator: failing });
    finder.setSearchInput('문정');
    await finder.submitSearch();
    expect(finder.status).toBe('failed');
  });
});

describe('choosing a store', () => {
  it('returns to redirect_to with the branch and takeout, and remembers them in 7-day cookies', async () => {
    const { finder, navigations, get } = finderFor('?for=takeout&redirect_to=%2Fcategories%2F2%3FmealType%3Ddelivery', {
      position: NEAR_GARAK,
    });
    await finder.start();
    await finder.choose(1);
    expect(navigations).toEqual(['/categories/2?branchId=1&mealType=takeout']);
    const preferences = get(TOKENS.PreferenceStore);
    expect(preferences.branchId()).toBe(1);
    expect(preferences.mealType()).toBe('TAKEOUT');
    expect(preferences.position()).toEqual(NEAR_GARAK);
    const clock = get(TOKENS.Clock) as ManualClock;
    clock.advance(SEVEN_DAYS_MS - 1000);
    expect(preferences.branchId()).toBe(1);
    clock.advance(1000);
    expect(preferences.branchId()).toBeNull();
    expect(preferences.position()).toBeNull();
  });

  it('never follows a redirect_to to another site', async () => {
    const { finder, navigations } = finderFor('?for=takeout&redirect_to=%2F%2Fevil.example%2Fx');
    await finder.start();
    await finder.choose(1);
    expect(navigations).toEqual(['/categories/1?branchId=1&mealType=takeout']);
  });

  it('a store that cannot take orders (영업종료) has no 선택 and choosing it does nothing', async () => {
    const { finder, navigations, get } = finderFor('?for=takeout&redirect_to=%2Fcategories%2F1');
    await finder.start();
    const closed = [...finder.availableCards, ...finder.unavailableCards].find((c) => c.name === '잠실새내점');
    expect(closed?.canChoose).toBe(false);
    await finder.choose(3);
    expect(navigations).toEqual([]);
    expect(get(TOKENS.PreferenceStore).branchId()).toBeNull();
  });

  it('a sold-out-menu store still takes orders and can be chosen', async () => {
    const { finder, navigations } = finderFor('?for=takeout&redirect_to=%2Fcategories%2F1');
    await finder.start();
    expect(finder.unavailableCards[0]?.canChoose).toBe(true);
    await finder.choose(2);
    expect(navigations).toEqual(['/categories/1?branchId=2&mealType=takeout']);
  });
});

describe('the map', () => {
  it('draws the schematic when no tile server is configured', () => {
    expect(finderFor('').finder.mapKind).toBe('schematic');
  });

  it('falls back to the schematic when the tiles report that they cannot load', () => {
    const { finder } = finderFor('', { tileUrl: 'https://tiles.example/{z}/{x}/{y}.png' });
    expect(finder.mapKind).toBe('tiles');
    finder.reportTilesFailed();
    expect(finder.mapKind).toBe('schematic');
  });
});
