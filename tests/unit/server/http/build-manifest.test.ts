import { expect, it } from 'vitest';
import { assetsOf, matchingPattern } from '../../../../server/http/build-manifest';

const PATTERNS = ['/', '/cart', '/mypage/coupons', '/mypage/coupons/:kind', '/products/:id'];

it('matches a path to its route pattern segment by segment, a parameter taking one non-empty segment', () => {
  expect(matchingPattern('/', PATTERNS)).toBe('/');
  expect(matchingPattern('/cart', PATTERNS)).toBe('/cart');
  expect(matchingPattern('/cart/', PATTERNS)).toBe('/cart');
  expect(matchingPattern('/mypage/coupons', PATTERNS)).toBe('/mypage/coupons');
  expect(matchingPattern('/mypage/coupons/membership', PATTERNS)).toBe('/mypage/coupons/:kind');
  expect(matchingPattern('/products/12', PATTERNS)).toBe('/products/:id');
  expect(matchingPattern('/products', PATTERNS)).toBeUndefined();
  expect(matchingPattern('/products/12/reviews', PATTERNS)).toBeUndefined();
  expect(matchingPattern('/carts', PATTERNS)).toBeUndefined();
});

it("names a module's chunks and stylesheets with what they import, once each, without the entry's", () => {
  const manifest = {
    'index.html': { file: 'assets/index-1.js', isEntry: true, css: ['assets/index-1.css'] },
    'src/pages/cart-page.tsx': {
      file: 'assets/cart-2.js',
      css: ['assets/cart-2.css'],
      imports: ['_a.js', 'index.html'],
    },
    '_a.js': { file: 'assets/a-3.js', css: ['assets/a-3.css'], imports: ['_b.js'] },
    '_b.js': { file: 'assets/b-4.js', imports: ['_a.js'] },
  };
  expect(assetsOf(manifest, ['src/pages/cart-page.tsx'])).toEqual({
    js: ['assets/cart-2.js', 'assets/a-3.js', 'assets/b-4.js'],
    css: ['assets/cart-2.css', 'assets/a-3.css'],
  });
  // What the document they go into links already is left out.
  const document = '<head><link rel="modulepreload" href="/assets/a-3.js"><link href="/assets/cart-2.css"></head>';
  expect(assetsOf(manifest, ['src/pages/cart-page.tsx'], document)).toEqual({
    js: ['assets/cart-2.js', 'assets/b-4.js'],
    css: ['assets/a-3.css'],
  });
  expect(() => assetsOf(manifest, ['src/pages/missing.tsx'])).toThrow('is not in the storefront');
});
