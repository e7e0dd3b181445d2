// Issue 13: which page module each route of the storefront loads, for the server. A page the server does not render
// (/cart, /checkout, /mypage…) is the SPA's index.html, whose entry found the page's chunk only after it had loaded
// and run: one more round trip of a phone's network before the page could render. The build writes the route table's
// page modules into the web root (PAGE_ROUTE_MODULES_FILE, not served), and the server names each route's chunks in
// that route's HTML (server/http/spa.ts), so they load beside the entry.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import type { Plugin } from 'vite';

/**
 * The route table (spec §2): `{ path: '/cart', …, load: cart }` and
 * `const cart = () => import('../pages/cart/cart-page')`.
 */
export const PAGE_ROUTES_FILE = 'src/adapters/ui/routes/page-routes.ts';

/** In the web root: route pattern → page module (a key of Vite's manifest), in the route table's order. */
export const PAGE_ROUTE_MODULES_FILE = '.vite/page-routes.json';

/**
 * Every route pattern of `routesFile` with the page module it loads, relative to `rootDir`. Throws when a route's
 * page cannot be read this way (a route written another way, a module that is not there): the build fails, not a
 * page's preloads.
 */
export function pageRouteModules(
  rootDir: string,
  routesFile = join(rootDir, PAGE_ROUTES_FILE),
): Record<string, string> {
  const text = readFileSync(routesFile, 'utf8');
  const loaders = new Map<string, string>();
  for (const match of text.matchAll(/const (\w+) = \(\) => import\('([^']+)'\)/g)) {
    loaders.set(match[1] ?? '', match[2] ?? '');
  }
  const modules: Record<string, string> = {};
  const routes = [...text.matchAll(/\{ path: '([^']+)',[^}]*?load: (\w+)/g)];
  if (routes.length === 0) throw new Error(`${routesFile} has no route with a lazy page`);
  for (const [, pattern = '', loader = ''] of routes) {
    const specifier = loaders.get(loader);
    if (specifier === undefined)
      throw new Error(`${routesFile}: the page of ${pattern} (${loader}) is not a lazy import`);
    const base = resolve(dirname(routesFile), specifier);
    const file = ['.tsx', '.ts'].map((ext) => `${base}${ext}`).find((candidate) => existsSync(candidate));
    if (file === undefined) throw new Error(`the page module ${specifier} of ${pattern} does not exist`);
    modules[pattern] = relative(rootDir, file).split('\\').join('/');
  }
  return modules;
}

/** The browser build writes pageRouteModules into the web root (PAGE_ROUTE_MODULES_FILE) beside Vite's manifest. */
export function pageRouteModulesFile(): Plugin {
  let rootDir = process.cwd();
  return {
    name: 'page-route-modules',
    apply: 'build',
    configResolved(config) {
      rootDir = config.root;
    },
    generateBundle() {
      this.emitFile({
        type: 'asset',
        fileName: PAGE_ROUTE_MODULES_FILE,
        source: `${JSON.stringify(pageRouteModules(rootDir), null, 2)}\n`,
      });
    },
  };
}
