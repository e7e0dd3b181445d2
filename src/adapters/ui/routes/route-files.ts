/**
 * Issue 13: the route table (spec §2), from the project's root: `{ path: '/cart', …, load: cart }` and
 * `const cart = () => import('../pages/cart/cart-page')`. The build reads it (scripts/vite-page-routes.ts), and the
 * server names its chunk, by this manifest key, in the HTML of every page but the landing pages (server-render.tsx).
 */
export const PAGE_ROUTES_FILE = 'src/adapters/ui/routes/page-routes.ts';
