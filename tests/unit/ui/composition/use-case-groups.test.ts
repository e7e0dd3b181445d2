import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve as resolvePath } from 'node:path';
import { Container, ContainerModule } from 'inversify';
import { describe, expect, it } from 'vitest';
import { UI_TOKENS } from '../../../../src/adapters/ui/di/ui-tokens';
import type { CartPreload } from '../../../../src/adapters/ui/pages/cart/cart.loader';
import { PAGE_LOADERS } from '../../../../src/adapters/ui/routes/page-loaders';
import { PAGE_ROUTES } from '../../../../src/adapters/ui/routes/page-routes';
import { storefrontRoutes } from '../../../../src/adapters/ui/routes/routes';
import { createBrowserContainer, USE_CASE_GROUP_LOADERS } from '../../../../src/composition/browser-container';
import { USE_CASE_GROUP_BINDERS } from '../../../../src/composition/use-case-groups';
import { TOKENS, type UseCaseGroup } from '../../../../src/tokens';
import { MEMBER } from '../../application/memory-world';

const ROOT = resolvePath(import.meta.dirname, '../../../..');
const GROUPS = Object.keys(USE_CASE_GROUP_BINDERS) as UseCaseGroup[];

/** The names of TOKENS a group binds. */
function tokensOf(group: UseCaseGroup): string[] {
  const container = new Container();
  container.load(new ContainerModule(({ bind }) => USE_CASE_GROUP_BINDERS[group](bind)));
  return Object.entries(TOKENS)
    .filter(([, token]) => container.isBound(token))
    .map(([name]) => name);
}

/**
 * The page file each route loads, read from page-routes.ts and landing-routes.ts
 * (`const cart = () => import('../pages/cart/cart-page')`).
 */
function pageFiles(): Map<string, string> {
  const files = new Map<string, string>();
  for (const name of ['page-routes.ts', 'landing-routes.ts']) {
    const file = join(ROOT, 'src/adapters/ui/routes', name);
    const source = readFileSync(file, 'utf8');
    const imports = new Map(
      [...source.matchAll(/const (\w+) = \(\) => import\('([^']+)'\);/g)].map(([, name, path]) => [name, path]),
    );
    for (const [, path, load] of source.matchAll(/\{ path: '([^']+)', title: '[^']+', load: (\w+)/g)) {
      const module = imports.get(load ?? '');
      if (path === undefined || module === undefined) throw new Error(`${name}: no import for ${path}`);
      const page = importedFile(file, module);
      if (page === undefined) throw new Error(`${name}: ${module} does not exist`);
      files.set(path, page);
    }
  }
  return files;
}

const UI = join(ROOT, 'src/adapters/ui');

/** The file a relative import names (`./x` is x.ts, x.tsx or x/index.ts), or undefined. */
function importedFile(from: string, specifier: string): string | undefined {
  const base = resolvePath(dirname(from), specifier);
  return [`${base}.ts`, `${base}.tsx`, join(base, 'index.ts')].find((candidate) => existsSync(candidate));
}

/**
 * The loader module of each route that has one, read from page-loaders.ts: imported (`'/': homeLoader`) or loaded with
 * the page (`'/cart': { lazy: () => import('../pages/cart/cart.loader')… }`).
 */
function loaderFiles(): Map<string, string> {
  const source = readFileSync(join(UI, 'routes/page-loaders.ts'), 'utf8');
  const moduleOf = new Map<string, string>();
  for (const [, names, module] of source.matchAll(/import \{ ([^}]+) \} from '(\.\.\/pages\/[^']+)';/g)) {
    for (const name of (names ?? '').split(',')) moduleOf.set(name.trim(), module ?? '');
  }
  const modules = new Map<string, string | undefined>();
  for (const [, path, loader] of source.matchAll(/^ {2}'([^']+)': (\w+),$/gm))
    modules.set(path ?? '', moduleOf.get(loader ?? ''));
  for (const [, path, module] of source.matchAll(/^ {2}'([^']+)': \{\s+lazy: \(\) => import\('([^']+)'\)/gm))
    modules.set(path ?? '', module);
  const files = new Map<string, string>();
  for (const [path, module] of modules) {
    if (module === undefined) throw new Error(`page-loaders.ts: no import for ${path}`);
    const file = importedFile(join(UI, 'routes/page-loaders.ts'), module);
    if (file === undefined) throw new Error(`page-loaders.ts: ${module} does not exist`);
    files.set(path, file);
  }
  return files;
}

/**
 * The text of `starts` (a page and its loader) and of every UI module they import, transitively: the page's
 * view-models and parts, and a shared part that calls a use case (the phone verification popup, another page's
 * article) too. Type-only imports bring no code.
 */
function sourcesOf(starts: readonly string[]): string[] {
  const files = [...starts];
  const seen = new Set(files);
  const texts: string[] = [];
  for (let next = files.shift(); next !== undefined; next = files.shift()) {
    const text = readFileSync(next, 'utf8');
    texts.push(text);
    for (const [, specifier] of text.matchAll(/^import (?!type )[^;]*? from '(\.[^']+)'/gms)) {
      const imported = importedFile(next, specifier ?? '');
      if (imported === undefined || !imported.startsWith(UI) || seen.has(imported)) continue;
      seen.add(imported);
      files.push(imported);
    }
  }
  return texts;
}

describe('use-case groups bound when a page loads (issue 13)', () => {
  it('the browser loads each group with the binder every other container uses', async () => {
    expect(Object.keys(USE_CASE_GROUP_LOADERS).sort()).toEqual([...GROUPS].sort());
    for (const group of GROUPS) expect(await USE_CASE_GROUP_LOADERS[group]()).toBe(USE_CASE_GROUP_BINDERS[group]);
  });

  it("a group's use cases are unbound in the browser until a page binds them, once however often asked", async () => {
    const { container, resolve, bindUseCases } = createBrowserContainer('memory');
    expect(container.isBound(TOKENS.PlaceOrder)).toBe(false);
    expect(container.isBound(TOKENS.ReadPointHistory)).toBe(false);
    expect(container.isBound(TOKENS.ListCategoryMenus)).toBe(true);
    expect(container.isBound(TOKENS.RefreshSession)).toBe(false);
    await Promise.all([bindUseCases(['checkout']), bindUseCases(['checkout', 'points'])]);
    await bindUseCases(['checkout']);
    expect(resolve(TOKENS.PlaceOrder)).toBeDefined();
    expect(resolve(TOKENS.ReadPointHistory)).toBeDefined();
    expect(container.isBound(TOKENS.ListOrderHistory)).toBe(false);
    // The token refresh is one for the container (its single flight and cache are shared), once bound.
    await bindUseCases(['refresh']);
    expect(resolve(TOKENS.RefreshSession)).toBe(resolve(TOKENS.RefreshSession));
  });

  it("a page's route binds its groups beside its code before it renders", async () => {
    const asked: UseCaseGroup[][] = [];
    const routes = storefrontRoutes(PAGE_ROUTES, {
      bindUseCases: async (groups) => {
        asked.push([...groups]);
      },
    });
    const lazyOf = (found: { lazy?: unknown } | undefined) => {
      if (typeof found?.lazy !== 'function') throw new Error('the route has no lazy load');
      return found.lazy as () => Promise<{ Component?: unknown }>;
    };
    const pages = routes[0]?.children ?? [];
    await lazyOf(pages.find((route) => route.index === true))();
    expect(asked).toEqual([]);
    const loaded = await lazyOf(pages.find((route) => route.path === 'cart'))();
    expect(loaded.Component).toBeDefined();
    expect(asked).toEqual([['checkout']]);
  });

  it("a page's loader runs once the groups its page calls are bound (/cart reads the cart before the page)", async () => {
    const { container, resolve, bindUseCases } = createBrowserContainer('memory');
    await resolve(TOKENS.SessionGateway).signIn({ provider: 'member', ...MEMBER });
    await resolve(UI_TOKENS.RootStore).load();
    const routes = storefrontRoutes(PAGE_ROUTES, { loaders: resolve, bindUseCases });
    const cart = (routes[0]?.children ?? []).find((route) => route.path === 'cart');
    if (typeof cart?.loader !== 'function') throw new Error('the cart route has no loader');
    expect(container.isBound(TOKENS.LoadCart)).toBe(false);
    const url = new URL('http://storefront/cart');
    const args = { request: new Request(url), url, pattern: '/cart', params: {}, context: undefined };
    const preload = (await cart.loader(args)) as CartPreload;
    expect(container.isBound(TOKENS.LoadCart)).toBe(true);
    expect(preload.result?.kind).toBe('loaded');
  });

  it('every route names exactly the groups its page and loader call (uses): none missing, none loaded for nothing', () => {
    const groupOf = new Map(GROUPS.flatMap((group) => tokensOf(group).map((token) => [token, group] as const)));
    const loaders = loaderFiles();
    const wrong: string[] = [];
    for (const [path, file] of pageFiles()) {
      const route = PAGE_ROUTES.find((page) => page.path === path);
      const loader = loaders.get(path);
      const sources = sourcesOf(loader === undefined ? [file] : [file, loader]);
      const needed = new Set(
        sources.flatMap((text) =>
          [...text.matchAll(/TOKENS\.(\w+)/g)].flatMap(([, token]) => groupOf.get(token ?? '') ?? []),
        ),
      );
      for (const group of needed) if (!route?.uses?.includes(group)) wrong.push(`${path} needs ${group}`);
      for (const group of route?.uses ?? []) if (!needed.has(group)) wrong.push(`${path} binds ${group} for nothing`);
    }
    expect([...loaders.keys()].sort()).toEqual(Object.keys(PAGE_LOADERS).sort());
    expect(wrong).toEqual([]);
  });
});
