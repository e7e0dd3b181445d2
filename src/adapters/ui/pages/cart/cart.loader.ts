import type { LoadCartResult } from '../../../../application/use-cases/load-cart';
import { type Resolve, TOKENS } from '../../../../tokens';
import { readOrNull, sessionOnceRead } from '../../routes/loader-part';

/**
 * What the /cart loader read before the page renders (issue 13): LoadCart's answer on arrival, or null when it could
 * not be read (the page reads again and shows its own error with 다시 시도).
 */
export interface CartPreload {
  readonly result: LoadCartResult | null;
  /**
   * Read by the server for the page's HTML (issue 13): it could not finish a coupon change, whose removable line is
   * stored on this device, so the page finishes it once in the browser (CartViewModel.load).
   */
  readonly readOnServer?: true;
}

/**
 * The route loader of /cart, in the browser (a customer's /cart arriving from the server carries the server's read
 * instead: serverCartPreload). Once the session is known it reads the cart as the page does on arrival, the
 * coupon-change clean-up included (spec §4), beside the guards' member and address calls: the page renders with its
 * lines, and their pictures load at once, instead of after a render and one more request. Without a session nothing is
 * asked.
 */
export function cartLoader(resolve: Resolve) {
  return async (): Promise<CartPreload> => {
    if ((await sessionOnceRead(resolve)) === null) return { result: { kind: 'signed-out' } };
    return {
      result: await readOrNull(() => resolve(TOKENS.LoadCart).execute({ finishCouponChange: true }), 'the cart'),
    };
  };
}

/**
 * The /cart loader's answer on the server (issue 13), read through the customer's own ports (`resolve`: a container
 * with the in-process cart of the customer the request's session cookie names). Null leaves the page to the browser:
 * the cart answered signed out, or it holds E-쿠폰 전용 lines, whose coupons are the customer's wallet, which the
 * server does not read (LoadCart then answers signed out too).
 */
export async function serverCartPreload(resolve: Resolve): Promise<CartPreload | null> {
  const result = await resolve(TOKENS.LoadCart).execute({ finishCouponChange: false });
  return result.kind === 'loaded' ? { result, readOnServer: true } : null;
}
