import { screen } from '@testing-library/react';
import { createMemoryRouter, matchRoutes, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { isLandingPath, LANDING_ROUTES } from '../../../../src/adapters/ui/routes/landing-routes';
import { PAGE_ROUTES } from '../../../../src/adapters/ui/routes/page-routes';
import { patchingInTheOtherPages, storefrontRoutes } from '../../../../src/adapters/ui/routes/routes';
import { loadOnce } from '../../../../src/domain/shared/load-once';
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
    const routes = storefrontRoutes(PAGE_ROUTES);
    for (const path of SPEC_PATHS) {
      const leaf = matchRoutes(routes, path)?.at(-1)?.route;
      expect(leaf?.path, path).not.toBe('*');
      expect(leaf, path).toBeDefined();
    }
  });

  it('loads every page on demand (a lazy import per route), the /mypage pages inside the my-page frame', () => {
    const children = storefrontRoutes(PAGE_ROUTES)[0]?.children ?? [];
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

describe('a router started with the landing pages alone (issue 13)', () => {
  it('takes /, a category and a product as landing pages, and nothing else', () => {
    for (const path of ['/', '/categories/1', '/categories/4/', '/products/101'])
      expect(isLandingPath(path), path).toBe(true);
    for (const path of ['/cart', '/mypage', '/mypage/orders', '/events', '/categories', '/products/1/reviews', '/x'])
      expect(isLandingPath(path), path).toBe(false);
    expect(LANDING_ROUTES.every((route) => PAGE_ROUTES.includes(route))).toBe(true);
  });

  it('has no my-page frame and no other page, only the not-found page beside the landing pages', () => {
    const children = storefrontRoutes(LANDING_ROUTES)[0]?.children ?? [];
    expect(children.map((route) => route.id ?? route.path)).toEqual(['/', '/categories/:id', '/products/:id', '*']);
  });

  it('adds every other page once, however many navigations ask at the same time', async () => {
    let loads = 0;
    const load = async () => {
      loads += 1;
      return PAGE_ROUTES;
    };
    const patches: { readonly id: string | null; readonly children: readonly RouteObject[] }[] = [];
    const patchOthers = patchingInTheOtherPages(LANDING_ROUTES, loadOnce(load), {});
    const ask = (path: string) =>
      patchOthers({
        path,
        matches: [],
        signal: new AbortController().signal,
        fetcherKey: undefined,
        patch: (id, children) => patches.push({ id, children }),
      });
    await Promise.all([ask('/cart'), ask('/mypage/orders')]);
    await ask('/categories/2');
    expect(loads).toBe(1);
    expect(patches).toHaveLength(1);
    const added = patches[0]?.children.map((route) => route.id ?? route.path) ?? [];
    expect(added).toContain('/cart');
    expect(added).toContain('mypage');
    expect(added).not.toContain('/');
    expect(added).not.toContain('/categories/:id');
    expect(added).not.toContain('*');
  });

  it('a navigation superseded while the table loaded leaves the patch to the next one', async () => {
    const patches: string[] = [];
    const patchOthers = patchingInTheOtherPages(LANDING_ROUTES, async () => PAGE_ROUTES, {});
    const ask = (signal: AbortSignal) =>
      patchOthers({
        path: '/address/permission',
        matches: [],
        signal,
        fetcherKey: undefined,
        // As react-router does: the patch of an aborted navigation is ignored.
        patch: (id) => {
          if (!signal.aborted) patches.push(String(id));
        },
      });
    const superseded = new AbortController();
    const first = ask(superseded.signal);
    superseded.abort();
    await first;
    expect(patches).toEqual([]);
    await ask(new AbortController().signal);
    expect(patches).toEqual(['shell']);
  });

  it('navigates from a landing page to any other page, and a failed load of the table is tried again', async () => {
    let fail = true;
    const load = loadOnce(async () => {
      if (fail) throw new Error('offline');
      return PAGE_ROUTES;
    });
    const router = createMemoryRouter(storefrontRoutes(LANDING_ROUTES), {
      initialEntries: ['/categories/1'],
      patchRoutesOnNavigation: patchingInTheOtherPages(LANDING_ROUTES, load, {}),
    });
    await router.navigate('/events');
    expect(router.state.errors).not.toBeNull();
    fail = false;
    await router.navigate('/events');
    expect(router.state.location.pathname).toBe('/events');
    expect(router.state.matches.at(-1)?.route.id).toBe('/events');
    await router.navigate('/mypage/orders');
    expect(router.state.matches.map((match) => match.route.path)).toEqual(['/', 'mypage', 'orders']);
    await router.navigate('/no/such/page');
    expect(router.state.matches.at(-1)?.route.path).toBe('*');
    router.dispose();
  });
});
