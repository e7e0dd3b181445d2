import { type Bind, type Container, ContainerModule } from 'inversify';
import { AddOrderFormToCart } from '../application/use-cases/add-order-form-to-cart';
import { CheckGuestLoginCouponWarning } from '../application/use-cases/check-guest-login-coupon-warning';
import { CheckUsername } from '../application/use-cases/check-username';
import { ChooseMealType } from '../application/use-cases/choose-meal-type';
import { ConfirmGuestPhone } from '../application/use-cases/confirm-guest-phone';
import { ConfirmVerificationCode } from '../application/use-cases/confirm-verification-code';
import { FindUsername } from '../application/use-cases/find-username';
import { GuardRoute } from '../application/use-cases/guard-route';
import { LogOut } from '../application/use-cases/log-out';
import { PayNow } from '../application/use-cases/pay-now';
import { PutMenuInOrderForm } from '../application/use-cases/put-menu-in-order-form';
import { ReadPointBalance } from '../application/use-cases/read-point-balance';
import { RefreshSession } from '../application/use-cases/refresh-session';
import { RegisterCoupon } from '../application/use-cases/register-coupon';
import { RegisterMember } from '../application/use-cases/register-member';
import { RequestVerificationCode } from '../application/use-cases/request-verification-code';
import { ResetPassword } from '../application/use-cases/reset-password';
import { SignInMember } from '../application/use-cases/sign-in-member';
import { StartPasswordReset } from '../application/use-cases/start-password-reset';
import { StartRegistration } from '../application/use-cases/start-registration';
import { TOKENS } from '../tokens';
import { bindBrowseUseCases } from './browse-use-cases';
import { bindCustomerCenterUseCases } from './customer-center-use-cases';
import { bindEventAndStoryUseCases } from './events-story-use-cases';
import { bindMyPageContentUseCases } from './mypage-content-use-cases';
import { provide, type Resolve } from './provide';
import { bindShellUseCases } from './shell-use-cases';

/**
 * The use cases every page may call (the shell, browsing, sign-in and sign-up, content), built by factories from the
 * ports bound by the families. They are stateless and built per request, except RefreshSession: its single-flight
 * refresh and 10 s cache must be shared by every caller. The browser binds these at start and a group of the others
 * (UseCaseGroup, use-case-groups.ts) when a page that calls it loads; useCaseModule (use-case-groups.ts) binds all.
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
  provide(
    bind,
    TOKENS.CheckGuestLoginCouponWarning,
    (get) => new CheckGuestLoginCouponWarning(get(TOKENS.SessionGateway), get(TOKENS.CouponWallet), get(TOKENS.Clock)),
  );
  provide(bind, TOKENS.RegisterCoupon, (get) => new RegisterCoupon(get(TOKENS.CouponWallet)));
  provide(bind, TOKENS.ReadPointBalance, (get) => new ReadPointBalance(get(TOKENS.PointLedger)));
  provide(
    bind,
    TOKENS.RefreshSession,
    (get) => new RefreshSession(get(TOKENS.SessionGateway), get(TOKENS.Clock)),
  ).inSingletonScope();
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
  bindAccountUseCases(bind);
  bindBrowseUseCases(bind);
  bindEventAndStoryUseCases(bind);
  bindMyPageContentUseCases(bind);
  bindShellUseCases(bind);
  bindCustomerCenterUseCases(bind);
}

/** Sign-up, find-account and phone-verification use cases (spec §4/§5/§7 account calls). */
function bindAccountUseCases(bind: Bind): void {
  const phone = (get: Resolve) => get(TOKENS.PhoneVerification);
  provide(bind, TOKENS.RequestVerificationCode, (get) => new RequestVerificationCode(phone(get), get(TOKENS.Clock)));
  provide(bind, TOKENS.ConfirmVerificationCode, (get) => new ConfirmVerificationCode(phone(get), get(TOKENS.Clock)));
  provide(bind, TOKENS.ConfirmGuestPhone, (get) => new ConfirmGuestPhone(phone(get), get(TOKENS.SessionGateway)));
  provide(bind, TOKENS.StartRegistration, (get) => new StartRegistration(get(TOKENS.AccountRegistration)));
  provide(bind, TOKENS.CheckUsername, (get) => new CheckUsername(get(TOKENS.AccountRegistration)));
  provide(
    bind,
    TOKENS.RegisterMember,
    (get) => new RegisterMember(get(TOKENS.AccountRegistration), get(TOKENS.SessionGateway)),
  );
  provide(bind, TOKENS.SignInMember, (get) => new SignInMember(get(TOKENS.SessionGateway)));
  provide(bind, TOKENS.FindUsername, (get) => new FindUsername(get(TOKENS.AccountRecovery)));
  provide(bind, TOKENS.StartPasswordReset, (get) => new StartPasswordReset(get(TOKENS.AccountRecovery)));
  provide(bind, TOKENS.ResetPassword, (get) => new ResetPassword(get(TOKENS.AccountRecovery)));
}

/** A typed lookup into a container: resolve(TOKENS.PayNow) is a PayNow. */
export function resolverOf(container: Container): Resolve {
  return (key) => container.get(key);
}
