import { observable } from 'mobx';
import { CartStore } from '../../../../src/adapters/ui/stores/cart-store';
import { refreshedCartCount } from '../../../../src/application/use-cases/cart-count';
import { createContainer, memoryModules, type Resolve, resolverOf, TOKENS } from '../../../../src/composition-root';
import type { Loadable, Session } from '../../../../src/domain/session/types';
import { MEMBER } from '../../application/memory-world';

export type Visitor = 'signed-out' | 'member';

export interface CartServices {
  readonly get: Resolve;
  /** What the cart screen reads from the RootStore's SessionStore: the loaded session. */
  readonly session: { session: Loadable<Session> };
  /** The shared badge store, counting the memory cart's lines. */
  readonly cartStore: CartStore;
}

/**
 * A memory container signed in as `visitor`, with the session already loaded and a CartStore over the container's
 * CartGateway (the badge source the RootStore uses). The route table is not imported, so view-model tests do not
 * depend on every page being present.
 */
export async function memoryServices(visitor: Visitor = 'signed-out'): Promise<CartServices> {
  const get = resolverOf(createContainer(memoryModules));
  if (visitor === 'member') await get(TOKENS.SessionGateway).signIn({ provider: 'member', ...MEMBER });
  const current = await get(TOKENS.SessionGateway).session();
  const session = observable({ session: { status: 'loaded', value: current } as Loadable<Session> });
  const cartStore = new CartStore({
    cartCount: async () =>
      (await get(TOKENS.SessionGateway).session()) === null ? null : refreshedCartCount(get(TOKENS.CartGateway)),
  });
  await cartStore.refresh();
  return { get, session, cartStore };
}
