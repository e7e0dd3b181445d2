import { type Bind, type Container, ContainerModule } from 'inversify';
import { AddOrderFormToCart } from '../application/use-cases/add-order-form-to-cart';
import { ChooseMealType } from '../application/use-cases/choose-meal-type';
import { GuardRoute } from '../application/use-cases/guard-route';
import { LogOut } from '../application/use-cases/log-out';
import { PayNow } from '../application/use-cases/pay-now';
import { PutMenuInOrderForm } from '../application/use-cases/put-menu-in-order-form';
import { RegisterCoupon } from '../application/use-cases/register-coupon';
import { TOKENS } from '../tokens';
import { bindBrowseUseCases } from './browse-use-cases';
import { provide, type Resolve } from './provide';
import { bindShellUseCases } from './shell-use-cases';

/**
 * The use cases every page may call (the shell, browsing, sign-in and sign-up, content), built by factories from the
 * ports bound by the families. They are stateless and built per request. The browser binds these at start and a group
 * of the others (UseCaseGroup, use-case-groups.ts) when a page that calls it loads; useCaseModule (use-case-groups.ts)
 * binds all.
 */
export const commonUseCaseModule = new ContainerModule(({ bind }) => bindCommonUseCases(bind));

/** Binds the common use cases (commonUseCaseModule). */
export function bindCommonUseCases(bind: Bind): void {
  provide(
    bind,
    TOKENS.ChooseMealType,
    (get) =>
      new ChooseMealType(
        get(TOKENS.SessionGateway),
        get(TOKENS.AddressBook),
        get(TOKENS.PreferenceStore),
        get(TOKENS.ArsFlag),
      ),
  );
  provide(
    bind,
    TOKENS.AddOrderFormToCart,
    (get) => new AddOrderFormToCart(get(TOKENS.CartGateway), get(TOKENS.OrderFormRepository), get(TOKENS.Logger)),
  );
  provide(
    bind,
    TOKENS.PayNow,
    (get) => new PayNow(get(TOKENS.CartGateway), get(TOKENS.OrderFormRepository), get(TOKENS.Logger)),
  );
  provide(bind, TOKENS.PutMenuInOrderForm, (get) => new PutMenuInOrderForm(get(TOKENS.OrderFormRepository)));
  provide(bind, TOKENS.LogOut, (get) => new LogOut(get(TOKENS.SessionGateway), get(TOKENS.OrderFormRepository)));
  provide(bind, TOKENS.RegisterCoupon, (get) => new RegisterCoupon(get(TOKENS.CouponWallet)));
  provide(
    bind,
    TOKENS.GuardRoute,
    (get) =>
      new GuardRoute(
        get(TOKENS.SessionGateway),
        get(TOKENS.MemberAccount),
        get(TOKENS.AddressBook),
        get(TOKENS.ArsFlag),
      ),
  );
  bindBrowseUseCases(bind);
  bindShellUseCases(bind);
}

/** A typed lookup into a container: resolve(TOKENS.PayNow) is a PayNow. */
export function resolverOf(container: Container): Resolve {
  return (key) => container.get(key);
}
