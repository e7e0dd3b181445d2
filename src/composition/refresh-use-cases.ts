import type { Bind } from 'inversify';
import { RefreshSession } from '../application/use-cases/refresh-session';
import { TOKENS } from '../tokens';
import { provide } from './provide';

/**
 * The token refresh after a 401 (spec §7/§8): one RefreshSession for the whole container, since its single-flight
 * refresh and 10 s cache must be shared by every caller. The browser binds it once the page is idle (main.tsx), or when
 * a call first comes back 401 (browser-container.ts), so its rules and dayjs stay out of the first load.
 */
export function bindRefreshUseCases(bind: Bind): void {
  provide(
    bind,
    TOKENS.RefreshSession,
    (get) => new RefreshSession(get(TOKENS.SessionGateway), get(TOKENS.Clock)),
  ).inSingletonScope();
}
