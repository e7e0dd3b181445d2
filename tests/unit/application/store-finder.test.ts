import { describe, expect, it } from 'vitest';
import type { Page } from '../../../src/application/ports/page';
import type { StoreLocator } from '../../../src/application/ports/store-locator';
import { ChooseStore } from '../../../src/application/use-cases/choose-store';
import { FindNearbyStores } from '../../../src/application/use-cases/find-nearby-stores';
import { SearchStoresByName } from '../../../src/application/use-cases/search-stores-by-name';
import { SELECTION_COOKIE_SECONDS } from '../../../src/domain/shared/constants';
import { DEFAULT_MAP_CENTRE } from '../../../src/domain/shared/geo';
import type { Store } from '../../../src/domain/store/types';
import { memoryWorld } from './memory-world';

/** Beside 가락시장점 (branch 2 of the memory fixtures). */
const NEAR_GARAK = { lat: 37.4925, lng: 127.118 };

describe('finding stores nearby', () => {
  it('with nothing known, searches around the default map centre and says so', async () => {
    const world = memoryWorld();
    const found = await new FindNearbyStores(world.stores, world.preferences).execute({
      forTakeout: false,
      located: null,
    });
    expect(found.position).toEqual(DEFAULT_MAP_CENTRE);
    expect(found.source).toBe('default');
    expect(found.stores.map((s) => s.familyName)).toContain('잠실새내점');
  });

  it('uses the remembered position, but the browser position wins when the customer allows it', async () => {
    const world = memoryWorld();
    world.preferences.savePosition(NEAR_GARAK);
    const find = new FindNearbyStores(world.stores, world.preferences);
    expect(await find.execute({ forTakeout: true, located: null })).toMatchObject({
      position: NEAR_GARAK,
      source: 'remembered',
    });
    const located = { lat: 37.5, lng: 127.1 };
    expect(await find.execute({ forTakeout: true, located })).toMatchObject({ position: located, source: 'located' });
  });

  it('the takeout finder asks for takeout branches, the store finder for every branch around', async () => {
    const asked: string[] = [];
    const locator = {
      searchFamily: async () => {
        asked.push('family');
        return [];
      },
      takeout: async () => {
        asked.push('takeout');
        return [];
      },
    };
    const find = new FindNearbyStores(locator, memoryWorld().preferences);
    await find.execute({ forTakeout: true, located: null });
    await find.execute({ forTakeout: false, located: null });
    expect(asked).toEqual(['takeout', 'family']);
  });
});

describe('searching stores by name', () => {
  it('asks for the trimmed name, 30 a page (spec §9); a page below 1 reads page 1', async () => {
    const calls: [string, number, number][] = [];
    const locator: Pick<StoreLocator, 'searchByName'> = {
      searchByName: async (name, page, size): Promise<Page<Store>> => {
        calls.push([name, page, size]);
        return { items: [], page, size, totalCount: 0 };
      },
    };
    const search = new SearchStoresByName(locator);
    expect(await search.execute({ name: '  문정 ', page: 2 })).toMatchObject({ kind: 'found', name: '문정' });
    await search.execute({ name: '문정', page: 0 });
    expect(calls).toEqual([
      ['문정', 2, 30],
      ['문정', 1, 30],
    ]);
  });

  it('a blank name asks nothing; a memory branch is found by part of its name', async () => {
    const search = new SearchStoresByName(memoryWorld().stores);
    expect(await search.execute({ name: '   ', page: 1 })).toEqual({ kind: 'blank' });
    const found = await search.execute({ name: '잠실', page: 1 });
    expect(found.kind === 'found' && found.result.items.map((s) => s.familyName)).toEqual(['잠실새내점']);
  });
});

describe('choosing a store', () => {
  it('remembers takeout, the branch and the position for 7 days and returns to redirect_to', async () => {
    const world = memoryWorld();
    const result = await new ChooseStore(world.preferences).execute({
      store: { branchId: 1, availableType: 'AVAILABLE' },
      position: NEAR_GARAK,
      redirectTo: '/categories/2?mealType=delivery',
    });
    expect(result).toEqual({ kind: 'navigate', to: '/categories/2?branchId=1&mealType=takeout' });
    expect(world.preferences.mealType()).toBe('TAKEOUT');
    expect(world.preferences.position()).toEqual(NEAR_GARAK);
    world.clock.advance(SELECTION_COOKIE_SECONDS * 1000);
    expect(world.preferences.branchId()).toBeNull();
  });

  it('never returns to another site', async () => {
    const result = await new ChooseStore(memoryWorld().preferences).execute({
      store: { branchId: 1, availableType: 'AVAILABLE' },
      position: NEAR_GARAK,
      redirectTo: '//evil.example/x',
    });
    expect(result).toEqual({ kind: 'navigate', to: '/categories/1?branchId=1&mealType=takeout' });
  });

  it('a closed store cannot be chosen and nothing is remembered; a store missing one menu can', async () => {
    const world = memoryWorld();
    const choose = new ChooseStore(world.preferences);
    const closed = await choose.execute({
      store: { branchId: 3, availableType: 'FAMILY_CLOSED' },
      position: NEAR_GARAK,
      redirectTo: null,
    });
    expect(closed).toEqual({ kind: 'not-available' });
    expect(world.preferences.branchId()).toBeNull();
    const soldOut = await choose.execute({
      store: { branchId: 2, availableType: 'SOLD_OUT' },
      position: NEAR_GARAK,
      redirectTo: null,
    });
    expect(soldOut.kind).toBe('navigate');
  });
});
