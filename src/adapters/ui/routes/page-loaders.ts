import type { LoaderFunction } from 'react-router';
import { loadOnce } from '../../../domain/shared/load-once';
import type { Resolve } from '../../../tokens';
import { categoriesLoader } from '../pages/categories/categories.loader';
import { homeLoader } from '../pages/home/home.loader';
import { productLoader } from '../pages/products/product.loader';

/** A route loader, built from the use cases it reads through. */
export type PageLoader = (resolve: Resolve) => LoaderFunction;

/**
 * A page's loader: in the first load's code (the pages a customer lands on), or in a chunk of its own that the first
 * navigation to the page loads beside the page's code (`lazy`).
 */
export type PageLoaderEntry = PageLoader | { readonly lazy: () => Promise<PageLoader> };

/**
 * A page's loader, built once: at once when its code is in the first load, else when a navigation first asks for it
 * (its chunk, loadOnce: asked again after a failed load, which the page's error shows).
 */
export function pageLoaderSource(entry: PageLoaderEntry, resolve: Resolve): () => Promise<LoaderFunction> {
  if (typeof entry !== 'function') return loadOnce(async () => (await entry.lazy())(resolve));
  const loader = Promise.resolve(entry(resolve));
  return () => loader;
}

/**
 * Issue 13: the route loaders of the public pages (and of /cart, /checkout and the my-page pages that read the
 * customer's own data), by route path. A loader reads what its page shows through the use cases before the page
 * renders: on the server into the first HTML (server/http/page-rendering.ts), in the browser before a navigation shows
 * the page. They live outside the pages' chunks, so a navigation's data and chunk load at once: the loaders of the
 * pages a customer lands on (/, a category, a product) in the first load, the others each in a chunk of its own that
 * the first navigation to its page loads beside the page's code (their rules, such as the coupon book's dates, leave
 * the first load with them).
 */
export const PAGE_LOADERS: Readonly<Record<string, PageLoaderEntry>> = {
  '/': homeLoader,
  '/categories/:id': categoriesLoader,
  '/products/:id': productLoader,
  '/stores/map': { lazy: () => import('../pages/stores/stores-map.loader').then((m) => m.storesMapLoader) },
  '/events': { lazy: () => import('../pages/events/events.loader').then((m) => m.eventsLoader) },
  '/events/:id': { lazy: () => import('../pages/events/events.loader').then((m) => m.eventDetailLoader) },
  '/faq': { lazy: () => import('../pages/faq/customer-center.loader').then((m) => m.customerCenterLoader) },
  '/faq/notices/:id': { lazy: () => import('../pages/faq/customer-center.loader').then((m) => m.noticeDetailLoader) },
  '/cart': { lazy: () => import('../pages/cart/cart.loader').then((m) => m.cartLoader) },
  '/checkout': { lazy: () => import('../pages/checkout/checkout.loader').then((m) => m.checkoutLoader) },
  '/mypage/orders': {
    lazy: () => import('../pages/mypage/orders/mypage-orders.loader').then((m) => m.mypageOrdersLoader),
  },
  '/mypage/coupons': {
    lazy: () => import('../pages/mypage/coupons/coupon-book.loader').then((m) => m.couponBookLoader),
  },
  '/mypage/coupons/:kind': {
    lazy: () => import('../pages/mypage/coupons/coupon-book.loader').then((m) => m.couponBookLoader),
  },
  '/mypage/points': {
    lazy: () => import('../pages/mypage/points/mypage-points.loader').then((m) => m.mypagePointsLoader),
  },
  '/mypage/inquiry': {
    lazy: () => import('../pages/mypage/inquiry/mypage-inquiry.loader').then((m) => m.mypageInquiryLoader),
  },
  '/mypage/membership': {
    lazy: () => import('../pages/mypage/membership/mypage-membership.loader').then((m) => m.mypageMembershipLoader),
  },
};

/**
 * The pages among those whose loader reads for the customer the session speaks for (the customer's orders, coupons,
 * points, inquiries, grade): read again when the session speaks for another customer (routes.tsx). Not /cart and
 * /checkout, which read for the customer too: their view-models take a loader's answer into state of their own (lines
 * being changed, the customer's choices).
 */
export const CUSTOMER_PAGE_LOADERS: ReadonlySet<string> = new Set([
  '/mypage/orders',
  '/mypage/coupons',
  '/mypage/coupons/:kind',
  '/mypage/points',
  '/mypage/inquiry',
  '/mypage/membership',
]);

/**
 * The pages whose loader answers the same for every value of the route's parameters (the 쿠폰북's tabs share one read
 * of the book): another tab is not read again.
 */
export const ONE_ANSWER_PER_QUERY: ReadonlySet<string> = new Set(['/mypage/coupons/:kind']);
