import { describe, expect, it } from 'vitest';
import { ChooseMealType } from '../../../src/application/use-cases/choose-meal-type';
import { parseQuery, splitUrl } from '../../../src/domain/navigation/url';
import { SELECTION_COOKIE_SECONDS } from '../../../src/domain/shared/constants';
import { type MemoryWorld, memoryWorld } from './memory-world';

function chooseMealType(world: MemoryWorld) {
  return new ChooseMealType(world.sessions, world.addresses, world.preferences, world.arsFlag);
}

describe('ChooseMealType', () => {
  it('delivery with a default address goes to the current category with mealType=delivery', async () => {
    const world = memoryWorld();
    await world.signInMember();
    const result = await chooseMealType(world).execute({
      mealType: 'DELIVERY',
      currentPath: '/categories/2',
      query: {},
    });
    expect(result).toEqual({ kind: 'navigate', to: '/categories/2?mealType=delivery' });
  });

  it('the chosen meal type is remembered for 7 days, then forgotten', async () => {
    const world = memoryWorld();
    await chooseMealType(world).execute({ mealType: 'TAKEOUT', currentPath: '/', query: {} });
    world.clock.advance(SELECTION_COOKIE_SECONDS * 1000 - 1);
    expect(world.preferences.mealType()).toBe('TAKEOUT');
    world.clock.advance(1);
    expect(world.preferences.mealType()).toBeNull();
  });

  it('delivery without a default address goes to address permission, returning to the delivery page', async () => {
    const world = memoryWorld();
    await world.signInGuest();
    const { to } = await chooseMealType(world).execute({
      mealType: 'DELIVERY',
      currentPath: '/products/101',
      query: {},
    });
    const { pathname, search } = splitUrl(to);
    expect(pathname).toBe('/address/permission');
    expect(parseQuery(search)['redirect_to']).toBe('/products/101?mealType=delivery');
  });

  it('a visitor without a session has no default address', async () => {
    const world = memoryWorld();
    const { to } = await chooseMealType(world).execute({
      mealType: 'DELIVERY',
      currentPath: '/',
      query: {},
    });
    expect(splitUrl(to).pathname).toBe('/address/permission');
  });

  it('takeout goes to the store map for takeout and comes back to the menu page', async () => {
    const world = memoryWorld();
    const { to } = await chooseMealType(world).execute({
      mealType: 'TAKEOUT',
      currentPath: '/categories/3',
      query: {},
    });
    const { pathname, search } = splitUrl(to);
    expect(pathname).toBe('/stores/map');
    expect(parseQuery(search)).toEqual({ for: 'takeout', redirect_to: '/categories/3' });
  });

  it('during an ARS call, takeout goes straight to the stored branch at any screen width', async () => {
    const world = memoryWorld();
    world.arsFlag.turnOn('2');
    const { to } = await chooseMealType(world).execute({
      mealType: 'TAKEOUT',
      currentPath: '/ars',
      query: {},
    });
    expect(to).toBe('/categories/1?mealType=takeout&branchId=2');
  });

  it('a stored ARS branch is ignored once the ARS flag is off', async () => {
    const world = memoryWorld();
    world.arsFlag.turnOn('2');
    world.arsFlag.turnOff();
    const { to } = await chooseMealType(world).execute({
      mealType: 'TAKEOUT',
      currentPath: '/categories/1',
      query: {},
    });
    expect(splitUrl(to).pathname).toBe('/stores/map');
  });
});
