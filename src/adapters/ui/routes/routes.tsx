import type { RouteObject } from 'react-router';
import type { Resolve } from '../../../tokens';
import { RouteErrorPage } from '../pages/route-error-page';
import { AppShell, type RouteHandle } from '../shell/app-shell';
import { ShellFallback } from '../shell/shell-fallback';
import { PAGE_LOADERS } from './page-loaders';
import { PAGE_ROUTES, type PageRoute } from './page-routes';

/** Spec §2: every page under /mypage renders inside the my-page frame (the my-page menu). */
const MY_PAGE_PREFIX = '/mypage';

function isMyPage(route: PageRoute): boolean {
  return route.path === MY_PAGE_PREFIX || route.path.startsWith(`${MY_PAGE_PREFIX}/`);
}

/**
 * A page as a child of `base` ('/' for the shell, '/mypage' for the my-page frame): the base itself is the index. With
 * `resolve`, a page with a loader (page-loaders.ts) reads its data through the use cases before it renders.
 */
function pageRoute(route: PageRoute, resolve: Resolve | undefined, base = '/'): RouteObject {
  const handle: RouteHandle = { title: route.title };
  const loaderOf = resolve === undefined ? undefined : PAGE_LOADERS[route.path];
  const page = {
    id: route.path,
    handle,
    lazy: route.load,
    ...(loaderOf ? { loader: loaderOf(resolve as Resolve) } : {}),
  };
  if (route.path === base) return { ...page, index: true };
  const prefix = base === '/' ? 1 : base.length + 1;
  return { ...page, path: route.path.slice(prefix) };
}

/** The my-page layout route: the frame (its own chunk) around every /mypage page. */
function myPageLayout(pages: readonly PageRoute[], resolve: Resolve | undefined): RouteObject {
  return {
    path: MY_PAGE_PREFIX.slice(1),
    lazy: () => import('../pages/mypage/frame/my-page-frame'),
    children: pages.map((route) => pageRoute(route, resolve, MY_PAGE_PREFIX)),
  };
}

/**
 * The storefront's route tree: every page of spec §2 inside the AppShell layout, each loaded on demand (its own
 * chunk), the /mypage pages inside the my-page frame, then a not-found page for anything else. Route ids are the
 * paths (the server's hydration data names routes by id). `resolve` gives the public pages their loaders.
 */
export function storefrontRoutes(pages: readonly PageRoute[] = PAGE_ROUTES, resolve?: Resolve): RouteObject[] {
  return [
    {
      id: 'shell',
      path: '/',
      Component: AppShell,
      HydrateFallback: ShellFallback,
      errorElement: <RouteErrorPage />,
      children: [
        ...pages.filter((route) => !isMyPage(route)).map((route) => pageRoute(route, resolve)),
        myPageLayout(pages.filter(isMyPage), resolve),
        { path: '*', handle: { title: '페이지를 찾을 수 없음' }, lazy: () => import('../pages/not-found-page') },
      ],
    },
  ];
}
