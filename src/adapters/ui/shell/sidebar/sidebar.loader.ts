import { useRouteLoaderData } from 'react-router';
import type { RecommendMenu, RecommendType } from '../../../../domain/menu/types';
import { isMenuPage } from '../../../../domain/navigation/query';
import { type Resolve, TOKENS } from '../../../../tokens';
import { SHELL_ROUTE_ID } from '../../routes/guard-loader';
import { readOrNull } from '../../routes/loader-part';

/** What the sidebar's recommended-menu cards show from their first render: a type's menus, or null (unread). */
export type SidebarPreload = Readonly<Record<RecommendType, readonly RecommendMenu[] | null>>;

/** The shell route's data where the server renders a public page (issue 13). */
export interface PublicShellData {
  /** On a menu page (the sidebar beside it), the recommended-menu cards' menus; elsewhere null. */
  readonly sidebar: SidebarPreload | null;
}

/**
 * The shell route's loader on the server (issue 13): the public render has no guard to run, and beside a menu page
 * it reads the sidebar's two recommended-menu cards, so that the first HTML holds them (on a desktop they are in the
 * first screen) and the browser does not ask for them again after hydration. In the browser the shell's loader is the
 * guard's, with no data: a card mounted by a later navigation reads its menus itself.
 */
export function publicShellLoader(resolve: Resolve) {
  return async ({ request }: { readonly request: Request }): Promise<PublicShellData> => {
    if (!isMenuPage(new URL(request.url).pathname)) return { sidebar: null };
    const read = (type: RecommendType) =>
      readOrNull(async () => (await resolve(TOKENS.ListRecommendedMenus).execute({ type })).menus, `${type} menus`);
    const [recommended, fresh] = await Promise.all([read('recommended'), read('new')]);
    return { sidebar: { recommended, new: fresh } };
  };
}

/** A recommended-menu card's menus as the server's shell loader read them (hydration), else null. */
export function useSidebarPreload(type: RecommendType): readonly RecommendMenu[] | null {
  const data = useRouteLoaderData(SHELL_ROUTE_ID) as PublicShellData | null | undefined;
  return data?.sidebar?.[type] ?? null;
}
