import type { Bind } from 'inversify';
import { CheckGuestLoginCouponWarning } from '../application/use-cases/check-guest-login-coupon-warning';
import { CheckUsername } from '../application/use-cases/check-username';
import { ConfirmGuestPhone } from '../application/use-cases/confirm-guest-phone';
import { ConfirmVerificationCode } from '../application/use-cases/confirm-verification-code';
import { FindUsername } from '../application/use-cases/find-username';
import { RegisterMember } from '../application/use-cases/register-member';
import { RequestVerificationCode } from '../application/use-cases/request-verification-code';
import { ResetPassword } from '../application/use-cases/reset-password';
import { SignInMember } from '../application/use-cases/sign-in-member';
import { StartPasswordReset } from '../application/use-cases/start-password-reset';
import { StartRegistration } from '../application/use-cases/start-registration';
import { TOKENS } from '../tokens';
import { provide, type Resolve } from './provide';

/**
 * Log-in (with its guest coupon warning), sign-up, find-account and phone-verification use cases (spec §4/§5/§7 account
 * calls): the login, join and find pages, and the pages that verify or confirm a phone (내 정보, a guest's 주문 이력 and 나의
 * 문의). Stateless.
 */
export function bindAccountUseCases(bind: Bind): void {
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
  provide(
    bind,
    TOKENS.CheckGuestLoginCouponWarning,
    (get) => new CheckGuestLoginCouponWarning(get(TOKENS.SessionGateway), get(TOKENS.CouponWallet), get(TOKENS.Clock)),
  );
  provide(bind, TOKENS.FindUsername, (get) => new FindUsername(get(TOKENS.AccountRecovery)));
  provide(bind, TOKENS.StartPasswordReset, (get) => new StartPasswordReset(get(TOKENS.AccountRecovery)));
  provide(bind, TOKENS.ResetPassword, (get) => new ResetPassword(get(TOKENS.AccountRecovery)));
}
