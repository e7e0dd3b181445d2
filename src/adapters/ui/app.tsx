import { useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import type { Resolve } from '../../tokens';
import { ServicesProvider } from './di/services';
import { storefrontRoutes } from './routes/routes';

/** The storefront: the services of a container and the browser router over every route of spec §2. */
export function App({ resolve }: { readonly resolve: Resolve }) {
  const [router] = useState(() => createBrowserRouter(storefrontRoutes()));
  return (
    <ServicesProvider resolve={resolve}>
      <RouterProvider router={router} />
    </ServicesProvider>
  );
}
