import { describe, expect, it } from 'vitest';
import { serviceWorkerSource, shellFiles, webAppManifest } from '../../../scripts/vite-web-app';
import { FRANCHISE_PROFILE } from '../../../src/franchise/profile';
import { themeColours } from '../../../src/franchise/theme';

/** A CacheStorage in memory, keyed by URL (what the worker uses of it). */
class MemoryCaches {
  readonly stores = new Map<string, Map<string, Response>>();
  async open(name: string) {
    let store = this.stores.get(name);
    if (store === undefined) {
      store = new Map();
      this.stores.set(name, store);
    }
    const entries = store;
    return {
      put: async (request: Request | string, response: Response) => {
        entries.set(typeof request === 'string' ? request : request.url, response);
      },
      match: async (request: Request) => entries.get(request.url)?.clone(),
      addAll: async (urls: string[]) => {
        for (const url of urls) entries.set(new URL(url, ORIGIN).href, new Response(`precached ${url}`));
      },
      keys: async () => [...entries.keys()].map((url) => new Request(url)),
    };
  }
  async match(request: Request) {
    for (const store of this.stores.values()) {
      const found = store.get(request.url);
      if (found) return found.clone();
    }
    return undefined;
  }
  async keys() {
    return [...this.stores.keys()];
  }
  async delete(name: string) {
    return this.stores.delete(name);
  }
}

const ORIGIN = 'https://shop.example';

/** The generated worker run against in-memory caches and a fetch the test controls. */
function worker(precache: readonly string[]) {
  const listeners = new Map<string, (event: unknown) => void>();
  const caches = new MemoryCaches();
  /** `noStore`: the paths the server sends as `private, no-store` (a customer's own page). */
  const network = { online: true, calls: [] as string[], noStore: new Set<string>() };
  const fetch = async (request: Request) => {
    const { pathname } = new URL(request.url);
    network.calls.push(pathname);
    if (!network.online) throw new TypeError('Failed to fetch');
    const headers = network.noStore.has(pathname) ? { 'cache-control': 'private, no-store' } : undefined;
    return new Response(`network ${pathname}`, { headers });
  };
  const self = {
    location: { origin: ORIGIN },
    addEventListener: (type: string, listener: (event: unknown) => void) => listeners.set(type, listener),
    skipWaiting: async () => undefined,
    clients: { claim: async () => undefined },
  };
  new Function('self', 'caches', 'fetch', serviceWorkerSource('v1', precache))(self, caches, fetch);
  const lifecycle = async (type: 'install' | 'activate') => {
    let done: Promise<unknown> = Promise.resolve();
    listeners.get(type)?.({ waitUntil: (promise: Promise<unknown>) => (done = promise) });
    await done;
  };
  /** The worker's answer to a GET of `path`, or null when it leaves the request to the browser. */
  const get = async (path: string, mode: RequestMode = 'cors'): Promise<string | null> => {
    let answer: Promise<Response> | null = null;
    const request = { method: 'GET', url: new URL(path, ORIGIN).href, mode };
    listeners.get('fetch')?.({
      request: new Proxy(new Request(request.url), {
        get: (target, key) => (key in request ? request[key as keyof typeof request] : Reflect.get(target, key)),
      }),
      respondWith: (response: Promise<Response>) => (answer = response),
      waitUntil: () => undefined,
    });
    return answer === null ? null : (await (answer as Promise<Response>)).text();
  };
  return { caches, network, lifecycle, get };
}

describe('the web app (issue 13)', () => {
  it("the manifest carries the profile's names, theme colour and scalable icon", () => {
    expect(webAppManifest(FRANCHISE_PROFILE)).toMatchObject({
      name: FRANCHISE_PROFILE.brand.siteTitle,
      short_name: FRANCHISE_PROFILE.brand.name,
      start_url: '/',
      display: 'standalone',
      theme_color: themeColours(FRANCHISE_PROFILE.theme).primary,
      icons: [{ src: FRANCHISE_PROFILE.brand.appIcon, sizes: 'any', type: 'image/svg+xml' }],
    });
  });

  it('the shell is the entry chunk, its static imports and their stylesheets, not the lazy pages', () => {
    const bundle = {
      'assets/index-1.js': {
        type: 'chunk' as const,
        fileName: 'assets/index-1.js',
        isEntry: true,
        imports: ['assets/react-2.js'],
        viteMetadata: { importedCss: new Set(['assets/index-1.css']) },
      },
      'assets/react-2.js': { type: 'chunk' as const, fileName: 'assets/react-2.js', imports: [] },
      'assets/cart-page-3.js': { type: 'chunk' as const, fileName: 'assets/cart-page-3.js' },
      'assets/index-1.css': { type: 'asset' as const, fileName: 'assets/index-1.css' },
    };
    expect(shellFiles(bundle)).toEqual(['/assets/index-1.css', '/assets/index-1.js', '/assets/react-2.js']);
  });

  it('installs the shell, and serves hashed assets from the cache without asking the network', async () => {
    const sw = worker(['/assets/index-1.js']);
    await sw.lifecycle('install');
    expect(await sw.get('/assets/index-1.js')).toBe('precached /assets/index-1.js');
    expect(await sw.get('/assets/page-2.js')).toBe('network /assets/page-2.js');
    expect(await sw.get('/assets/page-2.js')).toBe('network /assets/page-2.js');
    expect(sw.network.calls).toEqual(['/assets/page-2.js']);
  });

  it('a navigation asks the network first (a new deploy shows at once) and falls back to the last copy offline', async () => {
    const sw = worker([]);
    expect(await sw.get('/categories/1', 'navigate')).toBe('network /categories/1');
    sw.network.online = false;
    expect(await sw.get('/categories/1', 'navigate')).toBe('network /categories/1');
    await expect(sw.get('/cart', 'navigate')).rejects.toThrow('Failed to fetch');
  });

  it("a customer's own page (no-store) is never kept for offline: the next customer of the device cannot see it", async () => {
    const sw = worker([]);
    sw.network.noStore.add('/cart');
    expect(await sw.get('/cart', 'navigate')).toBe('network /cart');
    expect(await sw.get('/categories/1', 'navigate')).toBe('network /categories/1');
    sw.network.online = false;
    await expect(sw.get('/cart', 'navigate')).rejects.toThrow('Failed to fetch');
    expect(await sw.get('/categories/1', 'navigate')).toBe('network /categories/1');
  });

  it('pictures come from the cache at once and are refreshed behind it', async () => {
    const sw = worker([]);
    expect(await sw.get('/images/menus/1.svg')).toBe('network /images/menus/1.svg');
    sw.network.online = false;
    expect(await sw.get('/images/menus/1.svg')).toBe('network /images/menus/1.svg');
    // Online again: the cached copy answers, and the network is asked behind it (the refresh).
    sw.network.online = true;
    expect(await sw.get('/images/menus/1.svg')).toBe('network /images/menus/1.svg');
    expect(sw.network.calls).toEqual(['/images/menus/1.svg', '/images/menus/1.svg', '/images/menus/1.svg']);
  });

  it('never answers an API call or another origin: they go to the network as if there were no worker', async () => {
    const sw = worker([]);
    expect(await sw.get('/api/delivery/menu/1')).toBeNull();
    expect(await sw.get('/api/delivery/cart')).toBeNull();
    expect(await sw.get('https://tiles.example/1/2/3.png')).toBeNull();
    expect([...sw.caches.stores.values()].every((store) => store.size === 0)).toBe(true);
  });

  it("activating a new version deletes the old versions' caches and keeps the pictures", async () => {
    const sw = worker([]);
    await sw.caches.open('shell-old');
    await sw.caches.open('pages-old');
    await sw.caches.open('media-v1');
    await sw.lifecycle('activate');
    expect(await sw.caches.keys()).toEqual(['media-v1']);
  });
});
