import { useEffect, useState } from 'react';
import { createBrowserRouter, type HydrationState, type RouteObject, RouterProvider } from 'react-router';
import type { Resolve } from '../../tokens';
import { ServicesProvider } from './di/services';
import { storefrontRoutes } from './routes/routes';

/**
 * The storefront: the services of a container and the browser router over every route of spec §2 (`routes`, by
 * default storefrontRoutes with the container's loaders). `hydrationData`: the loader data of a server-rendered page;
 * `onHydrated` runs once the first render is committed (for a server-rendered page: hydrated).
 */
export function App({
  resolve,
  routes,
  hydrationData,
  onHydrated,
}: {
  readonly resolve: Resolve;
  readonly routes?: RouteObject[];
  readonly hydrationData?: HydrationState;
  readonly onHydrated?: () => void;
}) {
  const [router] = useState(() =>
    createBrowserRouter(
      routes ?? storefrontRoutes(undefined, { loaders: resolve, guard: resolve }),
      hydrationData ? { hydrationData } : {},
    ),
  );
  // The root's effects run after every child's, once the whole first render is committed.
  useEffect(() => onHydrated?.(), [onHydrated]);
  return (
    <ServicesProvider resolve={resolve}>
      <RouterProvider router={router} />
    </ServicesProvider>
  );
}
