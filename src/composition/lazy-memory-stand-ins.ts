import type { Bind } from 'inversify';
import { TOKENS, type Token } from '../tokens';
import { lazyPort } from './lazy-port';
import type { MemoryStandIns } from './memory-stand-ins';
import { provide } from './provide';

/** One container's stand-ins, loaded once on the first call of either port. */
const MEMORY_STAND_INS: Token<() => Promise<MemoryStandIns>> = Symbol('MemoryStandIns') as Token<
  () => Promise<MemoryStandIns>
>;

/**
 * The browser's binding of the ports the server does not serve yet (OrderGateway, CouponWallet): the memory stand-ins
 * in their own chunk, imported on first use, so the fixtures and memory adapters stay out of the first-load bundle.
 */
export function bindLazyMemoryStandIns(bind: Bind): void {
  provide(bind, MEMORY_STAND_INS, (get) => {
    const clock = get(TOKENS.Clock);
    let standIns: Promise<MemoryStandIns> | null = null;
    return () => {
      standIns ??= import('./memory-stand-ins')
        .then((module) => module.createMemoryStandIns(clock))
        .catch((error: unknown) => {
          standIns = null;
          throw error;
        });
      return standIns;
    };
  }).inSingletonScope();
  provide(bind, TOKENS.OrderGateway, (get) => {
    const load = get(MEMORY_STAND_INS);
    return lazyPort(async () => (await load()).orderGateway);
  }).inSingletonScope();
  provide(bind, TOKENS.CouponWallet, (get) => {
    const load = get(MEMORY_STAND_INS);
    return lazyPort(async () => (await load()).couponWallet);
  });
  provide(bind, TOKENS.QuickOrderBook, (get) => {
    const load = get(MEMORY_STAND_INS);
    return lazyPort(async () => (await load()).quickOrderBook);
  }).inSingletonScope();
}
