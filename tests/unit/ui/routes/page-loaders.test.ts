import type { LoaderFunction } from 'react-router';
import { describe, expect, it } from 'vitest';
import { PAGE_LOADERS, type PageLoader, pageLoaderSource } from '../../../../src/adapters/ui/routes/page-loaders';
import type { Resolve } from '../../../../src/tokens';

const resolve = (() => {
  throw new Error('not called by these loaders');
}) as unknown as Resolve;

/** A loader answering `answer`, counting how often it was built. */
function counting(answer: string) {
  const built = { times: 0 };
  const build: PageLoader = () => {
    built.times += 1;
    return (() => answer) as LoaderFunction;
  };
  return { build, built };
}

describe("a page's loader in the first load or in a chunk of its own (issue 13)", () => {
  it('the pages a customer lands on have their loaders in the first load, the others load theirs with the page', () => {
    const inFirstLoad = Object.entries(PAGE_LOADERS)
      .filter(([, entry]) => typeof entry === 'function')
      .map(([path]) => path);
    expect(inFirstLoad).toEqual(['/', '/categories/:id', '/products/:id']);
  });

  it('a loader of the first load is built once, when the routes are', async () => {
    const { build, built } = counting('home');
    const source = pageLoaderSource(build, resolve);
    expect(built.times).toBe(1);
    expect(await source()).toBe(await source());
    expect(built.times).toBe(1);
  });

  it('a loader in a chunk of its own loads when a navigation first asks for it, once however often asked', async () => {
    const { build, built } = counting('points');
    let loads = 0;
    const source = pageLoaderSource(
      {
        lazy: async () => {
          loads += 1;
          return build;
        },
      },
      resolve,
    );
    expect(loads).toBe(0);
    const [first, second] = await Promise.all([source(), source()]);
    expect(first).toBe(second);
    await source();
    expect([loads, built.times]).toEqual([1, 1]);
  });

  it('a chunk that failed to load is asked for again by the next navigation', async () => {
    const { build } = counting('orders');
    let loads = 0;
    const source = pageLoaderSource(
      {
        lazy: async () => {
          loads += 1;
          if (loads === 1) throw new TypeError('Failed to fetch dynamically imported module');
          return build;
        },
      },
      resolve,
    );
    await expect(source()).rejects.toThrow('Failed to fetch');
    const loader = await source();
    expect(loader({} as never)).toBe('orders');
    expect(loads).toBe(2);
  });
});
