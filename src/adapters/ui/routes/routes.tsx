import type { RouteObject } from 'react-router';
import { RouteErrorPage } from '../pages/route-error-page';
import { AppShell, type RouteHandle } from '../shell/app-shell';
import { ShellFallback } from '../shell/shell-fallback';
import { PAGE_ROUTES, type PageRoute } from './page-routes';

function pageRoute(route: PageRoute): RouteObject {
  const handle: RouteHandle = { title: route.title };
  return route.path === '/'
    ? { index: true, handle, lazy: route.load }
    : { path: route.path.slice(1), handle, lazy: route.load };
}

/**
 * The storefront's route tree: every page of spec §2 inside the AppShell layout, each loaded on demand (its own
 * chunk), then a not-found page for anything else.
 */
export function storefrontRoutes(pages: readonly PageRoute[] = PAGE_ROUTES): RouteObject[] {
  return [
    {
      path: '/',
      Component: AppShell,
      HydrateFallback: ShellFallback,
      errorElement: <RouteErrorPage />,
      children: [
        ...pages.map(pageRoute),
        { path: '*', handle: { title: '페이지를 찾을 수 없음' }, lazy: () => import('../pages/not-found-page') },
      ],
    },
  ];
}
