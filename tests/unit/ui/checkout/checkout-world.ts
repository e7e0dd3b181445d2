import { vi } from 'vitest';
import { UI_TOKENS } from '../../../../src/adapters/ui/di/ui-tokens';
import { type CheckoutPreload, checkoutLoader } from '../../../../src/adapters/ui/pages/checkout/checkout.loader';
import {
  CheckoutViewModel,
  type CheckoutViewModelDeps,
} from '../../../../src/adapters/ui/pages/checkout/checkout.view-model';
import { PlaceOrder } from '../../../../src/application/use-cases/place-order';
import { type Resolve, TOKENS } from '../../../../src/composition-root';
import { memoryServices, type Visitor } from '../support/app-harness';

/** Loading through the memory container can be slow on a busy machine. */
export const WAIT = { timeout: 5_000 } as const;

/** The sandbox cards (src/contract/payment.ts). */
export const APPROVED_CARD = '4242424242424242';
export const DECLINED_CARD = '4000000000000002';

/**
 * A checkout screen over the memory backend, signed in as `visitor`, at `search` with the route loader's snapshot, with the container's use
 * cases over its OrderGateway (a spy on `orders` sees their calls). Keys are numbered (key-1, key-2, …) so a test
 * can tell intents apart; the server confirms prices without a wait.
 */
export async function checkoutScreen(
  search: string,
  options: {
    readonly visitor?: Visitor;
    readonly before?: (get: Resolve) => Promise<void>;
    /** The route loader's first answer the screen is given, read after `before` (else the loader's at `search`). */
    readonly preload?: (get: Resolve) => Promise<CheckoutPreload>;
    /** Observes the view-model as constructed. */
    readonly constructed?: (vm: CheckoutViewModel) => void;
    /** The session the screen reads, instead of the root store's (signed in as `visitor`). */
    readonly session?: CheckoutViewModelDeps['session'];
  } = {},
) {
  const get = await memoryServices(options.visitor ?? 'member');
  await options.before?.(get);
  const root = get(UI_TOKENS.RootStore);
  const orders = get(TOKENS.OrderGateway);
  const replace = vi.fn<(to: string) => void>();
  let keys = 0;
  // The route loader as the router runs it: on arrival, and again when the screen asks for a new snapshot.
  const snapshot = () =>
    checkoutLoader(get)({
      request: new Request(`http://localhost/checkout?${search}`),
      params: {},
      context: {},
    } as never);
  const first = options.preload === undefined ? await snapshot() : await options.preload(get);
  const vm: CheckoutViewModel = new CheckoutViewModel(
    {
      snapshotAgain: async () => vm.present(await snapshot()),
      priceCheckout: get(TOKENS.PriceCheckout),
      chooseCoupon: get(TOKENS.ChooseCheckoutCoupon),
      placeOrder: new PlaceOrder(orders, () => {
        keys += 1;
        return `key-${keys}`;
      }),
      verifyAdult: get(TOKENS.VerifyAdultBuyer),
      session: options.session ?? root.session,
      cartStore: root.cart,
      replace,
      calcDelayMs: 0,
      log: () => undefined,
    },
    first,
  );
  options.constructed?.(vm);
  const stop = vm.start();
  return { vm, get, orders, replace, stop, root, first };
}

/** Waits until the server confirmed the current choices. */
export async function settled(vm: CheckoutViewModel): Promise<void> {
  await vi.waitFor(() => {
    if (vm.pricing.confirmation.pending) throw new Error('still confirming');
  }, WAIT);
}
