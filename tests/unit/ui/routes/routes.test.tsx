import { screen } from '@testing-library/react';
import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { PAGE_ROUTES } from '../../../../src/adapters/ui/routes/page-routes';
import { storefrontRoutes } from '../../../../src/adapters/ui/routes/routes';
import '../support/dom';
import { memoryServices, PAGE_LOAD, renderStorefront } from '../support/app-harness';

/** Spec §2 Routes, as concrete URLs. */
const SPEC_PATHS = [
  '/',
  '/member/login',
  '/member/find',
  '/member/join',
  '/member/join/verify',
  '/mypage',
  '/mypage/orders',
  '/mypage/coupons',
  '/mypage/coupons/1',
  '/mypage/coupons/3',
  '/mypage/points',
  '/mypage/address',
  '/mypage/inquiry',
  '/mypage/guide',
  '/mypage/membership',
  '/mypage/bulk-purchase',
  '/categories/1',
  '/categories/4',
  '/products/101',
  '/stores/map',
  '/address/search',
  '/address/permission',
  '/quickorder',
  '/cart',
  '/checkout',
  '/events',
  '/story/videos',
  '/faq',
  '/ars',
  '/sign/out',
  '/reset',
];

describe('the route table', () => {
  it('declares every route of spec §2 (none falls through to not-found)', () => {
    const routes = storefrontRoutes();
    for (const path of SPEC_PATHS) {
      const leaf = matchRoutes(routes, path)?.at(-1)?.route;
      expect(leaf?.path, path).not.toBe('*');
      expect(leaf, path).toBeDefined();
    }
  });

  it('loads every page on demand (a lazy import per route), the /mypage pages inside the my-page frame', () => {
    const children = storefrontRoutes()[0]?.children ?? [];
    const frame = children.find((route) => route.path === 'mypage');
    const myPages = PAGE_ROUTES.filter((route) => route.path.startsWith('/mypage'));
    expect(frame?.children).toHaveLength(myPages.length);
    expect(children).toHaveLength(PAGE_ROUTES.length - myPages.length + 2);
    const leaves = [...children, ...(frame?.children ?? [])];
    expect(leaves.every((route) => typeof route.lazy === 'function')).toBe(true);
  });

  it('an unknown path gets the not-found page inside the shell', async () => {
    renderStorefront(await memoryServices(), '/no/such/page');
    expect(await screen.findByRole('heading', { level: 1, name: '페이지를 찾을 수 없습니다' }, PAGE_LOAD)).toBeTruthy();
    expect(screen.getByRole('contentinfo')).toBeTruthy();
  });
});
