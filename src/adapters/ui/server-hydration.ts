import { type HydrationState, matchRoutes, type RouteObject } from 'react-router';

/** The id of the JSON block the server writes after #root on a server-rendered page (server/http/page-rendering.ts). */
export const SERVER_RENDER_DATA_ID = 'server-render-data';

/**
 * The loader data of a server-rendered page, or null for the SPA's empty index.html. The block is JSON, not a script
 * (the CSP runs no inline script); a block that cannot be read is treated as no server render.
 */
export function readServerRender(document: Document): HydrationState | null {
  const block = document.getElementById(SERVER_RENDER_DATA_ID);
  if (block === null || block.textContent === null) return null;
  try {
    const data = JSON.parse(block.textContent) as { loaderData?: HydrationState['loaderData'] };
    return data.loaderData === undefined ? null : { loaderData: data.loaderData };
  } catch (error) {
    console.error('the server render data could not be read', error);
    return null;
  }
}

/**
 * Loads the lazy modules of the routes matching `pathname` and puts their properties on the route objects, as the
 * router would on a navigation: hydration then renders the page at once, as the server did.
 */
export async function resolveLazyRoutes(routes: RouteObject[], pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const properties = await route.lazy();
      Object.assign(route, { ...properties, lazy: undefined });
    }),
  );
}
