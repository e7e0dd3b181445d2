import { describe, expect, it } from 'vitest';
import { SessionRequiredError } from '../../../src/application/ports/session-required-error';
import { lazyMemoryBackendModule } from '../../../src/composition/lazy-memory-backend';
import { lazyPort } from '../../../src/composition/lazy-port';
import { containerWith } from '../../../src/composition/use-case-groups';
import { resolverOf } from '../../../src/composition/use-case-module';
import { memoryLocalModule, TOKENS } from '../../../src/composition-root';
import { loadOnce } from '../../../src/domain/shared/load-once';
import { MEMBER } from '../application/memory-world';

interface Counter {
  add(by: number): Promise<number>;
  total(): Promise<number>;
}

function counter(): Counter & { loads: number } {
  let sum = 0;
  return {
    loads: 0,
    async add(by) {
      sum += by;
      return sum;
    },
    async total() {
      return sum;
    },
  };
}

describe('a lazily loaded port', () => {
  it('loads its adapter on the first call only, once for concurrent calls, and passes the arguments through', async () => {
    const real = counter();
    let loads = 0;
    const port = lazyPort<Counter>(async () => {
      loads += 1;
      return real;
    });
    expect(loads).toBe(0);
    const answers = await Promise.all([port.add(2), port.add(3)]);
    expect(answers.sort()).toEqual([2, 5]);
    expect(await port.total()).toBe(5);
    expect(loads).toBe(1);
  });

  it('a failed load fails that call and is tried again on the next', async () => {
    let attempts = 0;
    const port = lazyPort<Counter>(async () => {
      attempts += 1;
      if (attempts === 1) throw new Error('chunk not reachable');
      return counter();
    });
    await expect(port.total()).rejects.toThrow('chunk not reachable');
    expect(await port.add(4)).toBe(4);
    expect(attempts).toBe(2);
  });

  it('is not a thenable, so awaiting or resolving it from a container gives the port itself', async () => {
    const port = lazyPort<Counter>(async () => counter());
    expect(await port).toBe(port);
  });

  it('a member the adapter does not have rejects with a TypeError', async () => {
    const port = lazyPort<Counter>(async () => ({}) as Counter);
    await expect(port.total()).rejects.toBeInstanceOf(TypeError);
  });
});

describe('loadOnce (the one "load on first use" of the browser: ports, the axios client, use-case groups)', () => {
  it('loads on the first call only, every call at once and after sharing that load', async () => {
    let loads = 0;
    const load = loadOnce(async () => {
      loads += 1;
      return { loads };
    });
    expect(loads).toBe(0);
    const [a, b] = await Promise.all([load(), load()]);
    expect(a).toBe(b);
    expect(await load()).toBe(a);
    expect(loads).toBe(1);
  });

  it('a failed load fails the calls waiting on it and is run again on the next call', async () => {
    let attempts = 0;
    const load = loadOnce(async () => {
      attempts += 1;
      if (attempts === 1) throw new Error('offline');
      return 'loaded';
    });
    await expect(Promise.all([load(), load()])).rejects.toThrow('offline');
    expect(await load()).toBe('loaded');
    expect(await load()).toBe('loaded');
    expect(attempts).toBe(2);
  });
});

describe('the lazily loaded memory demo backend (VITE_BACKEND=memory)', () => {
  it('serves every backend port from one memory backend: a member signed in through one port owns the cart of another', async () => {
    const get = resolverOf(containerWith([lazyMemoryBackendModule(), memoryLocalModule]));
    expect((await get(TOKENS.MenuCatalog).categories()).length).toBeGreaterThan(0);
    await expect(get(TOKENS.CartGateway).count()).rejects.toBeInstanceOf(SessionRequiredError);
    const signedIn = await get(TOKENS.SessionGateway).signIn({ provider: 'member', ...MEMBER });
    expect(signedIn.kind).toBe('signed-in');
    expect(await get(TOKENS.CartGateway).add({ mainMenuId: 301, quantity: 1, subOptionItemIdSet: [] })).toMatchObject({
      kind: 'added',
    });
    expect(await get(TOKENS.CartGateway).count()).toBe(1);
  });
});
