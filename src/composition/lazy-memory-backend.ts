import { type Bind, ContainerModule } from 'inversify';
import { loadOnce } from '../domain/shared/load-once';
import { TOKENS, type Token } from '../tokens';
import { loadJitlessZod } from './jitless-zod';
import { type AsyncPort, lazyPort } from './lazy-port';
import { provide, type Resolve } from './provide';

/** One container's memory ports, imported once on the first call of any of them. */
const MEMORY_PORTS: Token<() => Promise<Resolve>> = Symbol('MemoryPorts') as Token<() => Promise<Resolve>>;

function bindLazily<T extends AsyncPort<T>>(bind: Bind, token: Token<T>): void {
  provide(bind, token, (get) => {
    const ports = get(MEMORY_PORTS);
    return lazyPort(async () => (await ports())(token));
  }).inSingletonScope();
}

/**
 * The in-memory demo backend for a VITE_BACKEND=memory build: every backend port bound to the memory adapters over
 * one MemoryBackend, their code in a chunk of its own imported on first use, so the default build's first load never
 * carries them (issue 5 first-load JS).
 */
export function lazyMemoryBackendModule(): ContainerModule {
  return new ContainerModule(({ bind }) => {
    provide(bind, MEMORY_PORTS, (get) => {
      const clock = get(TOKENS.Clock);
      return loadOnce(async (): Promise<Resolve> => {
        await loadJitlessZod();
        return (await import('./memory-ports')).createMemoryPorts(clock);
      });
    }).inSingletonScope();
    bindLazily(bind, TOKENS.MenuCatalog);
    bindLazily(bind, TOKENS.StoreLocator);
    bindLazily(bind, TOKENS.CartGateway);
    bindLazily(bind, TOKENS.OrderGateway);
    bindLazily(bind, TOKENS.OrderStatusStream);
    bindLazily(bind, TOKENS.OrderTracker);
    bindLazily(bind, TOKENS.CouponWallet);
    bindLazily(bind, TOKENS.QuickOrderBook);
    bindLazily(bind, TOKENS.PointLedger);
    bindLazily(bind, TOKENS.AddressBook);
    bindLazily(bind, TOKENS.MemberAccount);
    bindLazily(bind, TOKENS.SessionGateway);
    bindLazily(bind, TOKENS.ContentFeed);
    bindLazily(bind, TOKENS.InquiryDesk);
    bindLazily(bind, TOKENS.BulkPurchaseDesk);
    bindLazily(bind, TOKENS.PhoneVerification);
    bindLazily(bind, TOKENS.AccountRegistration);
    bindLazily(bind, TOKENS.AccountRecovery);
  });
}
