import { type LoaderFunction, type LoaderFunctionArgs, redirect, replace } from 'react-router';
import type { Resolve } from '../../../tokens';
import { UI_TOKENS } from '../di/ui-tokens';

/**
 * The shell route's loader in the browser (issue 13, spec §4): the route guard decides before the page renders, and
 * its redirect is the loader's. A navigation to a guarded page goes straight to where the guard sends it (the guarded
 * URL never enters the history); a check of the page on screen (after hydration, after the session changed) replaces
 * it. A sign-out is a document load of /reset (a fresh page, spec §4): asked for at once and the navigation left
 * pending while the browser leaves (a check started meanwhile, for the session the sign-out cleared, cannot cancel it).
 */
export function guardLoader(resolve: Resolve): LoaderFunction {
  return async ({ request }: LoaderFunctionArgs) => {
    const url = new URL(request.url);
    const path = `${url.pathname}${url.search}`;
    const guard = resolve(UI_TOKENS.RouteGuard);
    const outcome = await guard.decide(path);
    if (outcome.kind === 'reload') {
      resolve(UI_TOKENS.PageLoads).load(outcome.to);
      return new Promise<never>(() => undefined);
    }
    if (outcome.kind === 'redirect') return guard.isShown(path) ? replace(outcome.to) : redirect(outcome.to);
    return null;
  };
}

/** The id of the shell route (routes.tsx), whose loader data a shell part reads with useRouteLoaderData. */
export const SHELL_ROUTE_ID = 'shell';

/** The shell route's loader where nothing is guarded (the server's public render): the shell has no data. */
export const unguardedShellLoader: LoaderFunction = () => null;
