import { matchPath } from 'react-router';
import type { PageRoute } from './page-route';

const home = () => import('../pages/home/home-page');
const categories = () => import('../pages/categories/categories-page');
const product = () => import('../pages/products/product-page');

export const HOME_ROUTE: PageRoute = { path: '/', title: '홈', load: home };
export const CATEGORIES_ROUTE: PageRoute = { path: '/categories/:id', title: '메뉴', load: categories };
export const PRODUCT_ROUTE: PageRoute = { path: '/products/:id', title: '메뉴 상세', load: product };

/**
 * Issue 13: the pages a customer lands on from search, a link or the app banner, whose routes are in every page's first
 * load. The browser's router starts with these alone; the rest of the route table (page-routes.ts, its own chunk) is
 * fetched once the page is idle, or first for a page that is not one of these (main.tsx).
 */
export const LANDING_ROUTES: readonly PageRoute[] = [HOME_ROUTE, CATEGORIES_ROUTE, PRODUCT_ROUTE];

/** Whether `pathname` is one of the landing pages (a trailing slash ignored, as the router does). */
export function isLandingPath(pathname: string): boolean {
  return LANDING_ROUTES.some((route) => matchPath({ path: route.path, end: true }, pathname) !== null);
}
