import { describe, expect, it } from 'vitest';
import { franchiseFixtures } from '../../../src/adapters/memory/fixtures';
import { GuardRoute } from '../../../src/application/use-cases/guard-route';
import { parseQuery, splitUrl } from '../../../src/domain/navigation/url';
import { type MemoryWorld, memoryWorld } from './memory-world';

const guard = (world: MemoryWorld) => new GuardRoute(world.sessions, world.members, world.addresses, world.arsFlag);

/** The fixtures with the member's address book empty. */
const memberWithoutAddress = {
  ...franchiseFixtures,
  accounts: franchiseFixtures.accounts.map((a) => (a.type === 'member' ? { ...a, addresses: [] } : a)),
};

describe('GuardRoute', () => {
  it('a member without a default address is sent to address permission, to come back to the current page', async () => {
    const world = memoryWorld(memberWithoutAddress);
    await world.signInMember();
    const result = await guard(world).execute({ ready: true, path: '/cart?mealType=delivery' });
    expect(result.kind).toBe('redirect');
    const { pathname, search } = splitUrl(result.kind === 'redirect' ? result.to : '');
    expect(pathname).toBe('/address/permission');
    expect(parseQuery(search)['redirect_to']).toBe('/cart?mealType=delivery');
  });

  it('guards the auth context it is given as it is, with no call (the browser holds it loaded)', async () => {
    const world = memoryWorld();
    const session = await world.signInMember();
    const member = { status: 'loaded', value: null } as const;
    const withoutAddress = {
      session,
      member: { status: 'loaded', value: { name: '김치킨' } },
      defaultAddress: { status: 'loaded', value: null },
    } as never;
    // The world's member has an address: only the context given can send them to address permission.
    const result = await guard(world).execute({ ready: true, path: '/events', context: withoutAddress });
    expect(result).toEqual({ kind: 'redirect', to: '/address/permission?redirect_to=%2Fevents' });
    const signedOut = { session: null, member, defaultAddress: member };
    expect(await guard(world).execute({ ready: true, path: '/mypage', context: signedOut })).toEqual({
      kind: 'redirect',
      to: '/mypage/orders',
    });
  });

  it('a member with a default address stays', async () => {
    const world = memoryWorld();
    await world.signInMember();
    expect(await guard(world).execute({ ready: true, path: '/cart' })).toEqual({ kind: 'stay' });
  });

  it('address pages are never redirected (they are where the guard sends people)', async () => {
    const world = memoryWorld(memberWithoutAddress);
    await world.signInMember();
    expect(await guard(world).execute({ ready: true, path: '/address/search' })).toEqual({ kind: 'stay' });
  });

  it('nothing happens before the route is ready', async () => {
    const world = memoryWorld(memberWithoutAddress);
    await world.signInMember();
    expect(await guard(world).execute({ ready: false, path: '/cart' })).toEqual({ kind: 'stay' });
  });

  it('a signed-out visitor stays', async () => {
    expect(await guard(memoryWorld()).execute({ ready: true, path: '/' })).toEqual({ kind: 'stay' });
  });

  it('a signed-out visitor opening 내 정보 is sent to the order history (spec §2)', async () => {
    const world = memoryWorld();
    expect(await guard(world).execute({ ready: true, path: '/mypage' })).toEqual({
      kind: 'redirect',
      to: '/mypage/orders',
    });
  });

  it('a visitor on a members-only my-page entry goes to login, coming back there after signing in', async () => {
    const result = await guard(memoryWorld()).execute({ ready: true, path: '/mypage/points' });
    expect(result.kind).toBe('redirect');
    const { pathname, search } = splitUrl(result.kind === 'redirect' ? result.to : '');
    expect(pathname).toBe('/member/login');
    expect(parseQuery(search)['callbackUrl']).toBe('/mypage/points');
  });

  it('a member stays on 내 정보, and anyone stays on the my-page entries for everyone', async () => {
    const world = memoryWorld();
    expect(await guard(world).execute({ ready: true, path: '/mypage/coupons/3' })).toEqual({ kind: 'stay' });
    await world.signInMember();
    expect(await guard(world).execute({ ready: true, path: '/mypage' })).toEqual({ kind: 'stay' });
  });

  it('an expired refresh token signs the customer out to /reset', async () => {
    const world = memoryWorld();
    await world.signInMember();
    world.clock.advance(world.fixtures.refreshTokenLifetimeMs + 1);
    const result = await guard(world).execute({ ready: true, path: '/mypage' });
    expect(result).toEqual({ kind: 'signed-out', to: '/reset', message: null });
    expect(await world.sessions.session()).toBeNull();
  });

  it('a non-ARS tab still carrying the ARS flag is told the ARS session expired, and the flag turns off', async () => {
    const world = memoryWorld();
    await world.signInMember();
    world.arsFlag.turnOn('2');
    const result = await guard(world).execute({ ready: true, path: '/categories/1' });
    expect(result).toEqual({
      kind: 'ars-expired',
      message: '보이는 ARS 세션이 만료되었습니다. 다른 탭을 닫고 다시 시도해주세요.',
      to: '/sign/out',
    });
    expect(world.arsFlag.isOn()).toBe(false);
  });

  it('an ARS session outside the ARS flow is forced out to /sign/out', async () => {
    const world = memoryWorld();
    await world.sessions.signIn({ provider: 'ars', token: 'ars-call-1' });
    expect(await guard(world).execute({ ready: true, path: '/mypage' })).toEqual({ kind: 'redirect', to: '/sign/out' });
    expect(await guard(world).execute({ ready: true, path: '/categories/1' })).toEqual({ kind: 'stay' });
  });
});
