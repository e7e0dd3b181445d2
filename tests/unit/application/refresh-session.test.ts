import { describe, expect, it } from 'vitest';
import type { RefreshProvider, RefreshResult, SessionGateway } from '../../../src/application/ports/session-gateway';
import { RefreshSession } from '../../../src/application/use-cases/refresh-session';
import { type MemoryWorld, memoryWorld } from './memory-world';

/** The memory sign-in helper, counting refreshes: the rule under test is how many happen. */
class CountingSessions {
  refreshes = 0;
  readonly gateway: SessionGateway;

  constructor(inner: SessionGateway, refresh?: (provider: RefreshProvider, token: string) => Promise<RefreshResult>) {
    this.gateway = Object.assign(Object.create(inner) as SessionGateway, {
      refresh: (provider: RefreshProvider, token: string) => {
        this.refreshes += 1;
        return refresh === undefined ? inner.refresh(provider, token) : refresh(provider, token);
      },
    });
  }
}

const echo = async (token: string) => token;

function setUp(world: MemoryWorld, refresh?: (provider: RefreshProvider, token: string) => Promise<RefreshResult>) {
  const counting = new CountingSessions(world.sessions, refresh);
  return { counting, refreshSession: new RefreshSession(counting.gateway, world.clock) };
}

describe('RefreshSession', () => {
  it('two concurrent 401s cause ONE refresh, and both calls are replayed with the new access token', async () => {
    const world = memoryWorld();
    const before = await world.signInMember();
    const { counting, refreshSession } = setUp(world);
    const [first, second] = await Promise.all([
      refreshSession.execute({ replay: echo }),
      refreshSession.execute({ replay: echo }),
    ]);
    const now = await world.sessions.session();
    expect(counting.refreshes).toBe(1);
    expect(now?.accessToken).not.toBe(before.accessToken);
    expect(first).toEqual({ kind: 'replayed', value: now?.accessToken });
    expect(second).toEqual(first);
  });

  it('a refresh result is reused for 10,000 ms, then a new refresh is made', async () => {
    const world = memoryWorld();
    await world.signInMember();
    const { counting, refreshSession } = setUp(world);
    const first = await refreshSession.execute({ replay: echo });
    world.clock.advance(9_999);
    expect(await refreshSession.execute({ replay: echo })).toEqual(first);
    expect(counting.refreshes).toBe(1);
    world.clock.advance(1);
    const third = await refreshSession.execute({ replay: echo });
    expect(counting.refreshes).toBe(2);
    expect(third).not.toEqual(first);
  });

  it('without a session there is nothing to refresh: the caller is signed out to /reset', async () => {
    const world = memoryWorld();
    const { counting, refreshSession } = setUp(world);
    expect(await refreshSession.execute({ replay: echo })).toEqual({ kind: 'signed-out', to: '/reset' });
    expect(counting.refreshes).toBe(0);
  });

  it('an ARS session has no refresh token: signed out to /reset', async () => {
    const world = memoryWorld();
    await world.sessions.signIn({ provider: 'ars', token: 'ars-call-1' });
    const { refreshSession } = setUp(world);
    expect(await refreshSession.execute({ replay: echo })).toEqual({ kind: 'signed-out', to: '/reset' });
    expect(await world.sessions.session()).toBeNull();
  });

  it('an expired refresh token signs the customer out to /reset without trying', async () => {
    const world = memoryWorld();
    await world.signInGuest();
    world.clock.advance(world.fixtures.refreshTokenLifetimeMs);
    const { counting, refreshSession } = setUp(world);
    expect(await refreshSession.execute({ replay: echo })).toEqual({ kind: 'signed-out', to: '/reset' });
    expect(counting.refreshes).toBe(0);
    expect(await world.sessions.session()).toBeNull();
  });

  it('a refused refresh signs out, and every caller waiting on it is told so', async () => {
    const world = memoryWorld();
    await world.signInMember();
    const { counting, refreshSession } = setUp(world, async () => ({ kind: 'rejected', error: 'RefreshTokenError' }));
    const results = await Promise.all([
      refreshSession.execute({ replay: echo }),
      refreshSession.execute({ replay: echo }),
    ]);
    expect(results).toEqual([
      { kind: 'signed-out', to: '/reset' },
      { kind: 'signed-out', to: '/reset' },
    ]);
    expect(counting.refreshes).toBe(1);
    expect(await world.sessions.session()).toBeNull();
  });

  it('a refresh call that fails outright counts as a failed refresh: signed out', async () => {
    const world = memoryWorld();
    await world.signInMember();
    const { refreshSession } = setUp(world, () => Promise.reject(new Error('network down')));
    expect(await refreshSession.execute({ replay: echo })).toEqual({ kind: 'signed-out', to: '/reset' });
    expect(await world.sessions.session()).toBeNull();
  });

  it('the call is replayed once: a replay that fails again reaches the caller', async () => {
    const world = memoryWorld();
    await world.signInMember();
    const { refreshSession } = setUp(world);
    let replays = 0;
    const replay = async () => {
      replays += 1;
      throw new Error('401 again');
    };
    await expect(refreshSession.execute({ replay })).rejects.toThrow('401 again');
    expect(replays).toBe(1);
  });
});
