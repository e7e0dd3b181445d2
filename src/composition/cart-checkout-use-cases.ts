import type { Bind } from 'inversify';
import { newIdempotencyKey } from '../adapters/storage/random-idempotency-key';
import { ChangeCartLine } from '../application/use-cases/change-cart-line';
import { ChangeEcouponMenu } from '../application/use-cases/change-ecoupon-menu';
import { ChooseCheckoutCoupon } from '../application/use-cases/choose-checkout-coupon';
import { LoadCart } from '../application/use-cases/load-cart';
import { PlaceOrder } from '../application/use-cases/place-order';
import { PriceCheckout } from '../application/use-cases/price-checkout';
import { RemoveCartLines } from '../application/use-cases/remove-cart-lines';
import { StartCheckout } from '../application/use-cases/start-checkout';
import { VerifyAdultBuyer } from '../application/use-cases/verify-adult-buyer';
import { TOKENS } from '../tokens';
import { provide } from './provide';

/**
 * The cart and checkout use cases (spec §2 /cart and /checkout, §4), built per request. PriceCheckout and
 * PlaceOrder hold one screen's state (the newest price request, the submit intent and its key): each screen
 * resolves its own, so two checkouts never share an intent.
 */
export function bindCartAndCheckoutUseCases(bind: Bind): void {
  provide(
    bind,
    TOKENS.LoadCart,
    (get) => new LoadCart(get(TOKENS.CartGateway), get(TOKENS.CouponWallet), get(TOKENS.OrderFormRepository)),
  );
  provide(bind, TOKENS.ChangeCartLine, (get) => new ChangeCartLine(get(TOKENS.CartGateway)));
  provide(bind, TOKENS.RemoveCartLines, (get) => new RemoveCartLines(get(TOKENS.CartGateway)));
  provide(bind, TOKENS.ChangeEcouponMenu, (get) => new ChangeEcouponMenu(get(TOKENS.OrderFormRepository)));
  provide(bind, TOKENS.StartCheckout, (get) => new StartCheckout(get(TOKENS.OrderGateway), get(TOKENS.Clock)));
  provide(bind, TOKENS.PriceCheckout, (get) => new PriceCheckout(get(TOKENS.OrderGateway)));
  provide(bind, TOKENS.PlaceOrder, (get) => new PlaceOrder(get(TOKENS.OrderGateway), newIdempotencyKey));
  provide(bind, TOKENS.ChooseCheckoutCoupon, (get) => new ChooseCheckoutCoupon(get(TOKENS.Clock)));
  provide(bind, TOKENS.VerifyAdultBuyer, (get) => new VerifyAdultBuyer(get(TOKENS.OrderGateway)));
}
