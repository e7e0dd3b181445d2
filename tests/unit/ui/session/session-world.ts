import { uiModule } from '../../../../src/adapters/ui/di/ui-module';
import { UI_TOKENS } from '../../../../src/adapters/ui/di/ui-tokens';
import type { ShellData } from '../../../../src/adapters/ui/session/shell-data';
import type { Hydration } from '../../../../src/adapters/ui/stores/hydration';
import { RootStore } from '../../../../src/adapters/ui/stores/root-store';
import type { SessionStoreOptions } from '../../../../src/adapters/ui/stores/session-store';
import { createContainer, memoryModules, type Resolve, resolverOf, TOKENS } from '../../../../src/composition-root';
import { MEMBER } from '../../application/memory-world';

/** Counts the calls a ShellData receives (how often the session and the member details are read). */
export interface ShellDataCalls {
  session: number;
  details: number;
  signIn: number;
  cartCount: number;
}

/** A memory container, its ShellData wrapped to count calls, and a RootStore with `options` (and `hydration`). */
export function sessionWorld(options: SessionStoreOptions = {}, hydration?: Hydration) {
  const get: Resolve = resolverOf(createContainer([...memoryModules, uiModule]));
  const inner = get(UI_TOKENS.ShellData);
  const calls: ShellDataCalls = { session: 0, details: 0, signIn: 0, cartCount: 0 };
  const source: ShellData = {
    session: () => {
      calls.session += 1;
      return inner.session();
    },
    signIn: (request) => {
      calls.signIn += 1;
      return inner.signIn(request);
    },
    details: (session) => {
      calls.details += 1;
      return inner.details(session);
    },
    arsFlag: () => inner.arsFlag(),
    cartCount: () => {
      calls.cartCount += 1;
      return inner.cartCount();
    },
  };
  const root = new RootStore(source, { log: () => undefined, ...options }, hydration);
  const sessions = get(TOKENS.SessionGateway);
  return {
    get,
    root,
    store: root.session,
    calls,
    sessions,
    /** Another tab (or the server) signs the member in behind this store's back. */
    signInElsewhere: () => sessions.signIn({ provider: 'member', ...MEMBER }),
  };
}
