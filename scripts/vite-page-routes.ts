// Issue 13: which page module each route of the storefront loads, for the server. A page the server does not render
// (/checkout, /mypage…, /cart without a session) is the SPA's index.html, whose entry found the page's chunk only
// after it had loaded and run: one more round trip of a phone's network before the page could render. The build
// writes the route table's page modules, with the use-case groups each page binds, into the web root
// (PAGE_ROUTE_MODULES_FILE, not served), and the server names each route's chunks in that route's HTML
// (server/http/spa.ts), so they load beside the entry.
import { existsSync, readFileSync } from 'node:fs';
import { basename, dirname, join, relative, resolve } from 'node:path';
import type { Plugin } from 'vite';
import { PAGE_ROUTES_FILE } from '../src/adapters/ui/routes/route-files';

/**
 * Issue 13: the landing pages' routes, in every page's first load (the route table, a chunk of its own in the browser,
 * loads first for any other page): `{ path: '/', title: '홈', load: home }` and `const home = () => import(…)`.
 */
const LANDING_ROUTES_FILE = 'src/adapters/ui/routes/landing-routes.ts';

/** In the web root: route pattern → the modules its page loads (Vite's manifest keys), in the route table's order. */
export const PAGE_ROUTE_MODULES_FILE = '.vite/page-routes.json';

/**
 * What binds each use-case group in the browser:
 * `checkout: async () => (await import('./cart-checkout-use-cases')).bindCartAndCheckoutUseCases`.
 */
export const USE_CASE_GROUP_LOADERS_FILE = 'src/composition/browser-container.ts';

/** The module `specifier` names from `fromFile`'s folder (.tsx or .ts), relative to `rootDir`; throws when none. */
function moduleFile(rootDir: string, fromFile: string, specifier: string, what: string): string {
  const base = resolve(dirname(fromFile), specifier);
  const file = ['.tsx', '.ts'].map((ext) => `${base}${ext}`).find((candidate) => existsSync(candidate));
  if (file === undefined) throw new Error(`${what} (${specifier}) does not exist`);
  return relative(rootDir, file).split('\\').join('/');
}

/** Each use-case group's module, read from the browser's loaders (USE_CASE_GROUP_LOADERS_FILE). */
function groupModulesOf(rootDir: string, loadersFile: string): Map<string, string> {
  const text = readFileSync(loadersFile, 'utf8');
  const groups = new Map<string, string>();
  for (const [, group = '', specifier = ''] of text.matchAll(
    /'?([\w-]+)'?: async \(\) => \(await import\('([^']+)'\)\)/g,
  )) {
    groups.set(group, moduleFile(rootDir, loadersFile, specifier, `the use-case group ${group}`));
  }
  return groups;
}

/**
 * Every route pattern of `routesFile` with the modules its page loads, relative to `rootDir`: the page module first,
 * then the modules of the use-case groups the route `uses` (bound when the page loads, issue 13), then, but for the
 * landing pages (`landingFile`, when there is one), the route table itself, which the browser loads before any other
 * page. Throws when a route's page or group cannot be read this way (a route written another way, a module that is
 * not there): the build fails, not a page's preloads.
 */
export function pageRouteModules(
  rootDir: string,
  routesFile = join(rootDir, PAGE_ROUTES_FILE),
  loadersFile = join(rootDir, USE_CASE_GROUP_LOADERS_FILE),
  landingFile = join(rootDir, LANDING_ROUTES_FILE),
): Record<string, string[]> {
  const groups = groupModulesOf(rootDir, loadersFile);
  const table = relative(rootDir, routesFile).split('\\').join('/');
  const landing = existsSync(landingFile) ? routeModulesOf(rootDir, landingFile, groups, loadersFile) : {};
  const others = routeModulesOf(rootDir, routesFile, groups, loadersFile);
  return {
    ...landing,
    ...Object.fromEntries(Object.entries(others).map(([pattern, modules]) => [pattern, [...modules, table]])),
  };
}

/** The routes written in `file` with their page's and use-case groups' modules (pageRouteModules). */
function routeModulesOf(
  rootDir: string,
  file: string,
  groups: ReadonlyMap<string, string>,
  loadersFile: string,
): Record<string, string[]> {
  const text = readFileSync(file, 'utf8');
  const loaders = new Map<string, string>();
  for (const match of text.matchAll(/const (\w+) = \(\) => import\('([^']+)'\)/g)) {
    loaders.set(match[1] ?? '', match[2] ?? '');
  }
  const modules: Record<string, string[]> = {};
  const routes = [...text.matchAll(/\{ path: '([^']+)',[^}]*?load: (\w+)(?:, uses: \[([^\]]*)\])?/g)];
  if (routes.length === 0) throw new Error(`${file} has no route with a lazy page`);
  for (const [, pattern = '', loader = '', uses = ''] of routes) {
    const specifier = loaders.get(loader);
    if (specifier === undefined) throw new Error(`${file}: the page of ${pattern} (${loader}) is not a lazy import`);
    const page = moduleFile(rootDir, file, specifier, `the page of ${pattern}`);
    const used = [...uses.matchAll(/'([\w-]+)'/g)].map(([, group = '']) => {
      const module = groups.get(group);
      if (module === undefined)
        throw new Error(`${pattern} uses the group ${group}, which ${loadersFile} does not load`);
      return module;
    });
    modules[pattern] = [page, ...used];
  }
  return modules;
}

/** What manifestKeys reads of an output chunk (Rolldown's OutputChunk has these). */
export interface ChunkModules {
  readonly fileName: string;
  readonly facadeModuleId: string | null;
  readonly moduleIds: readonly string[];
}

/**
 * The key of Vite's manifest for each module (relative to `rootDir`): a chunk's own module (a page) is keyed by its
 * path, and a module inside a shared chunk (a use-case group that other code imports statically too) by the chunk's
 * file name after `_`, as Vite names shared chunks. Throws for a module no chunk holds.
 */
export function manifestKeys(rootDir: string, modules: readonly string[], chunks: readonly ChunkModules[]): string[] {
  return modules.map((module) => {
    const id = resolve(rootDir, module);
    if (chunks.some((chunk) => chunk.facadeModuleId === id)) return module;
    const holder = chunks.find((chunk) => chunk.moduleIds.includes(id));
    if (holder === undefined) throw new Error(`no chunk of the build holds ${module}`);
    return `_${basename(holder.fileName)}`;
  });
}

/**
 * The browser build writes pageRouteModules into the web root (PAGE_ROUTE_MODULES_FILE) beside Vite's manifest, each
 * module as the manifest's key of it (manifestKeys). `adapters`: by route pattern, the adapter modules its loader calls
 * first beyond the SPA's own preloads (an adapter's code loads on its port's first call, src/composition/lazy-port.ts),
 * named after the page's so they load beside it; a pattern of no route fails the build.
 */
export function pageRouteModulesFile(adapters: Readonly<Record<string, readonly string[]>> = {}): Plugin {
  let rootDir = process.cwd();
  return {
    name: 'page-route-modules',
    apply: 'build',
    configResolved(config) {
      rootDir = config.root;
    },
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((output) => output.type === 'chunk');
      const table = pageRouteModules(rootDir);
      for (const pattern of Object.keys(adapters)) {
        if (table[pattern] === undefined) throw new Error(`page-route-modules: no route ${pattern} for its adapters`);
      }
      const routes = Object.entries(table).map(([pattern, modules]) => [
        pattern,
        manifestKeys(rootDir, [...modules, ...(adapters[pattern] ?? [])], chunks),
      ]);
      this.emitFile({
        type: 'asset',
        fileName: PAGE_ROUTE_MODULES_FILE,
        source: `${JSON.stringify(Object.fromEntries(routes), null, 2)}\n`,
      });
    },
  };
}
