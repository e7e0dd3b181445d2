import type { LoaderFunction } from 'react-router';
import type { Resolve } from '../../../tokens';
import { cartLoader } from '../pages/cart/cart.loader';
import { categoriesLoader } from '../pages/categories/categories.loader';
import { checkoutLoader } from '../pages/checkout/checkout.loader';
import { eventDetailLoader, eventsLoader } from '../pages/events/events.loader';
import { customerCenterLoader, noticeDetailLoader } from '../pages/faq/customer-center.loader';
import { homeLoader } from '../pages/home/home.loader';
import { couponBookLoader } from '../pages/mypage/coupons/coupon-book.loader';
import { mypageInquiryLoader } from '../pages/mypage/inquiry/mypage-inquiry.loader';
import { mypageMembershipLoader } from '../pages/mypage/membership/mypage-membership.loader';
import { mypageOrdersLoader } from '../pages/mypage/orders/mypage-orders.loader';
import { mypagePointsLoader } from '../pages/mypage/points/mypage-points.loader';
import { productLoader } from '../pages/products/product.loader';
import { storesMapLoader } from '../pages/stores/stores-map.loader';

/**
 * Issue 13: the route loaders of the public pages (and of /cart, /checkout and the my-page pages that read the
 * customer's own data), by route path. A loader reads what its page shows through the use cases before the page
 * renders: on the server into the first HTML (server/http/page-rendering.ts), in the browser before a navigation shows
 * the page. They live outside the pages' chunks, so a navigation's data and chunk load at once.
 */
export const PAGE_LOADERS: Readonly<Record<string, (resolve: Resolve) => LoaderFunction>> = {
  '/': homeLoader,
  '/categories/:id': categoriesLoader,
  '/products/:id': productLoader,
  '/stores/map': storesMapLoader,
  '/events': eventsLoader,
  '/events/:id': eventDetailLoader,
  '/faq': customerCenterLoader,
  '/faq/notices/:id': noticeDetailLoader,
  '/cart': cartLoader,
  '/checkout': checkoutLoader,
  '/mypage/orders': mypageOrdersLoader,
  '/mypage/coupons': couponBookLoader,
  '/mypage/coupons/:kind': couponBookLoader,
  '/mypage/points': mypagePointsLoader,
  '/mypage/inquiry': mypageInquiryLoader,
  '/mypage/membership': mypageMembershipLoader,
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
