import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { expect, it } from 'vitest';
import { pageRouteModules } from '../../../scripts/vite-page-routes';
import { PAGE_ROUTES } from '../../../src/adapters/ui/routes/page-routes';

const ROOT = resolve(import.meta.dirname, '../../..');

it('names the page module of every route of the route table, in its order', () => {
  const modules = pageRouteModules(ROOT);
  expect(Object.keys(modules)).toEqual(PAGE_ROUTES.map((route) => route.path));
  expect(modules['/cart']).toBe('src/adapters/ui/pages/cart/cart-page.tsx');
  expect(modules['/mypage/coupons/:kind']).toBe('src/adapters/ui/pages/mypage/coupons/coupon-book-page.tsx');
  expect(modules['/terms']).toBe(modules['/privacy']);
  for (const module of Object.values(modules)) expect(existsSync(join(ROOT, module)), module).toBe(true);
});

it('fails the build for a route whose page it cannot name, rather than sending that page without its preloads', () => {
  const folder = mkdtempSync(join(tmpdir(), 'page-routes-'));
  try {
    const file = join(folder, 'page-routes.ts');
    writeFileSync(
      file,
      "const cart = () => import('./cart-page');\nexport const R = [{ path: '/cart', load: cart }];\n",
    );
    expect(() => pageRouteModules(folder, file)).toThrow('the page module ./cart-page of /cart does not exist');
    writeFileSync(join(folder, 'cart-page.tsx'), 'export const Component = () => null;\n');
    expect(pageRouteModules(folder, file)).toEqual({ '/cart': 'cart-page.tsx' });
    writeFileSync(file, "import cart from './cart-page';\nexport const R = [{ path: '/cart', load: cart }];\n");
    expect(() => pageRouteModules(folder, file)).toThrow('the page of /cart (cart) is not a lazy import');
    writeFileSync(file, 'export const R = [];\n');
    expect(() => pageRouteModules(folder, file)).toThrow('has no route with a lazy page');
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
});
