import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { expect, it } from 'vitest';
import { manifestKeys, pageRouteModules, pageRouteModulesFile } from '../../../scripts/vite-page-routes';
import { LANDING_ROUTES } from '../../../src/adapters/ui/routes/landing-routes';
import { PAGE_ROUTES } from '../../../src/adapters/ui/routes/page-routes';

const ROOT = resolve(import.meta.dirname, '../../..');

it("names each route's page, the use-case groups it uses, then the route table (none for a landing page)", () => {
  const modules = pageRouteModules(ROOT);
  const table = 'src/adapters/ui/routes/page-routes.ts';
  expect(Object.keys(modules).sort()).toEqual(PAGE_ROUTES.map((route) => route.path).sort());
  expect(modules['/cart']).toEqual([
    'src/adapters/ui/pages/cart/cart-page.tsx',
    'src/composition/cart-checkout-use-cases.ts',
    table,
  ]);
  expect(modules['/mypage/coupons/:kind']).toEqual([
    'src/adapters/ui/pages/mypage/coupons/coupon-book-page.tsx',
    'src/composition/order-history-use-cases.ts',
    table,
  ]);
  expect(modules['/terms']).toEqual([
    'src/adapters/ui/pages/terms/legal-page.tsx',
    'src/composition/content-use-cases.ts',
    table,
  ]);
  // Issue 13: the landing pages' routes are in the first load (landing-routes.ts), so they need no route table.
  expect(modules['/']).toEqual(['src/adapters/ui/pages/home/home-page.tsx']);
  expect(modules['/categories/:id']).toEqual(['src/adapters/ui/pages/categories/categories-page.tsx']);
  expect(modules['/products/:id']).toEqual(['src/adapters/ui/pages/products/product-page.tsx']);
  expect(modules['/privacy']).toEqual(modules['/terms']);
  for (const route of PAGE_ROUTES) {
    const landing = LANDING_ROUTES.includes(route);
    expect(modules[route.path], route.path).toHaveLength(1 + (route.uses?.length ?? 0) + (landing ? 0 : 1));
  }
  for (const module of Object.values(modules).flat()) expect(existsSync(join(ROOT, module)), module).toBe(true);
});

it('fails the build for a route whose page or group it cannot name, rather than sending a page without them', () => {
  const folder = mkdtempSync(join(tmpdir(), 'page-routes-'));
  try {
    const routes = join(folder, 'page-routes.ts');
    const loaders = join(folder, 'loaders.ts');
    const names = () => pageRouteModules(folder, routes, loaders);
    writeFileSync(loaders, "export const L = { checkout: async () => (await import('./checkout-group')).bind };\n");
    writeFileSync(join(folder, 'checkout-group.ts'), 'export const bind = () => {};\n');
    writeFileSync(
      routes,
      "const cart = () => import('./cart-page');\nexport const R = [{ path: '/cart', load: cart }];\n",
    );
    expect(names).toThrow('the page of /cart (./cart-page) does not exist');
    writeFileSync(join(folder, 'cart-page.tsx'), 'export const Component = () => null;\n');
    expect(names()).toEqual({ '/cart': ['cart-page.tsx', 'page-routes.ts'] });
    // A landing route (issue 13: in the first load) needs no route table.
    const landing = join(folder, 'landing-routes.ts');
    writeFileSync(landing, "const home = () => import('./cart-page');\nexport const H = { path: '/', load: home };\n");
    expect(pageRouteModules(folder, routes, loaders, landing)).toEqual({
      '/': ['cart-page.tsx'],
      '/cart': ['cart-page.tsx', 'page-routes.ts'],
    });
    const cartUsing = (group: string) =>
      `const cart = () => import('./cart-page');\nexport const R = [{ path: '/cart', load: cart, uses: ['${group}'] }];\n`;
    writeFileSync(routes, cartUsing('checkout'));
    expect(names()).toEqual({ '/cart': ['cart-page.tsx', 'checkout-group.ts', 'page-routes.ts'] });
    writeFileSync(routes, cartUsing('points'));
    expect(names).toThrow(`/cart uses the group points, which ${loaders} does not load`);
    writeFileSync(routes, "import cart from './cart-page';\nexport const R = [{ path: '/cart', load: cart }];\n");
    expect(names).toThrow('the page of /cart (cart) is not a lazy import');
    writeFileSync(routes, 'export const R = [];\n');
    expect(names).toThrow('has no route with a lazy page');
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
});

it("keys modules as Vite's manifest does: a page by its path, a module of a shared chunk by the chunk's file", () => {
  const chunk = (fileName: string, facade: string | null, modules: string[]) => ({
    fileName,
    facadeModuleId: facade === null ? null : join(ROOT, facade),
    moduleIds: modules.map((module) => join(ROOT, module)),
  });
  const chunks = [
    chunk('assets/cart-page-1.js', 'src/pages/cart-page.tsx', ['src/pages/cart-page.tsx', 'src/pages/line.tsx']),
    chunk('assets/cart-checkout-use-cases-2.js', null, ['src/composition/cart-checkout-use-cases.ts']),
  ];
  expect(manifestKeys(ROOT, ['src/pages/cart-page.tsx', 'src/composition/cart-checkout-use-cases.ts'], chunks)).toEqual(
    ['src/pages/cart-page.tsx', '_cart-checkout-use-cases-2.js'],
  );
  expect(() => manifestKeys(ROOT, ['src/composition/nowhere.ts'], chunks)).toThrow(
    'no chunk of the build holds src/composition/nowhere.ts',
  );
});

it("writes a route's adapters after its page's modules, for that route only; an unknown route fails the build", () => {
  const adapter = 'src/adapters/http/axios-order-gateway.ts';
  const pages = [...new Set(Object.values(pageRouteModules(ROOT)).flat())];
  const bundle = {
    pages: {
      type: 'chunk',
      fileName: 'assets/pages-1.js',
      facadeModuleId: null,
      moduleIds: pages.map((m) => join(ROOT, m)),
    },
    adapter: {
      type: 'chunk',
      fileName: 'assets/order-2.js',
      facadeModuleId: join(ROOT, adapter),
      moduleIds: [join(ROOT, adapter)],
    },
  };
  const written = (adapters: Record<string, string[]>): Record<string, string[]> => {
    const sources: string[] = [];
    const plugin = pageRouteModulesFile(adapters) as unknown as {
      configResolved: (config: { root: string }) => void;
      generateBundle: (this: { emitFile: (file: { source: string }) => void }, options: object, out: object) => void;
    };
    plugin.configResolved({ root: ROOT });
    plugin.generateBundle.call({ emitFile: (file) => sources.push(file.source) }, {}, bundle);
    return JSON.parse(sources[0] ?? 'null') as Record<string, string[]>;
  };
  const plain = written({});
  const table = written({ '/checkout': [adapter] });
  expect(table['/checkout']).toEqual([...(plain['/checkout'] ?? []), adapter]);
  expect(table['/cart']).toEqual(plain['/cart']);
  expect(() => written({ '/no-such-page': [adapter] })).toThrow('no route /no-such-page for its adapters');
});
