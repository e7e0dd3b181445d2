import { useEffect, useLayoutEffect, useState } from 'react';
import {
  createBrowserRouter,
  type HydrationState,
  type PatchRoutesOnNavigationFunction,
  type RouteObject,
  RouterProvider,
} from 'react-router';
import type { Resolve } from '../../tokens';
import { ServicesProvider } from './di/services';

/**
 * The storefront: the services of a container and the browser router over the routes of spec §2 (`routes`:
 * storefrontRoutes with the container's loaders; `patchRoutesOnNavigation` adds the ones it starts without).
 * `hydrationData`: the loader data of a server-rendered page; `onCommitted` runs in the commit of the first render
 * (for a server-rendered page: the commit that hydrated it), before the browser delivers another event; `onHydrated`
 * runs after it, once that commit's effects have run.
 */
export function App({
  resolve,
  routes,
  patchRoutesOnNavigation,
  hydrationData,
  onCommitted,
  onHydrated,
}: {
  readonly resolve: Resolve;
  readonly routes: RouteObject[];
  readonly patchRoutesOnNavigation?: PatchRoutesOnNavigationFunction | undefined;
  readonly hydrationData?: HydrationState;
  readonly onCommitted?: () => void;
  readonly onHydrated?: () => void;
}) {
  const [router] = useState(() =>
    createBrowserRouter(routes, {
      ...(hydrationData ? { hydrationData } : {}),
      ...(patchRoutesOnNavigation ? { patchRoutesOnNavigation } : {}),
    }),
  );
  // The root's effects run after every child's, once the whole first render is committed.
  useLayoutEffect(() => onCommitted?.(), [onCommitted]);
  useEffect(() => onHydrated?.(), [onHydrated]);
  return (
    <ServicesProvider resolve={resolve}>
      <RouterProvider router={router} />
    </ServicesProvider>
  );
}
