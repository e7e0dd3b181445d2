import { makeAutoObservable, runInAction } from 'mobx';
import type { CheckGuestLoginCouponWarning } from '../../../../../application/use-cases/check-guest-login-coupon-warning';
import type { SignInMember } from '../../../../../application/use-cases/sign-in-member';
import { parseQuery } from '../../../../../domain/navigation/url';
import {
  GUEST_LOGIN_WARNING,
  type GuestLoginChoice,
  guestLoginChoiceOutcome,
  MEMBER_LOGIN_PATH,
} from '../../../../../domain/session/guest-login-warning';
import { afterLoginPath } from '../../../../../domain/session/session-entry';
import { isMemberSession } from '../../../../../domain/session/status';
import type { Session } from '../../../../../domain/session/types';
import { LOGIN_MESSAGES, signInRefusalMessage } from './login-messages';

/** What the login screen asks the router to do. */
export interface LoginEffects {
  /** Goes to `to`, replacing the login page in the history (back must not return to the form). */
  replace(to: string): void;
}

export interface LoginViewModelDeps {
  /** The shell's session: a read still running is let finish before signing in, then the new session adopted. */
  readonly session: {
    readonly current: Session | null;
    ready(): Promise<void>;
    settle(): Promise<void>;
    adopt(session: Session): Promise<void>;
  };
  readonly signIn: Pick<SignInMember, 'execute'>;
  readonly couponWarning: Pick<CheckGuestLoginCouponWarning, 'execute'>;
  readonly effects: LoginEffects;
  readonly log?: (message: string, error: unknown) => void;
}

/**
 * The member login screen (spec §2 /member/login): username and password, 로그인 disabled while either is empty or a
 * sign-in runs, the refusal in Korean (wrong credentials, the login rate limit), then callbackUrl or home. A guest
 * holding registered coupons first sees the 쿠폰 알림 warning (spec §5/§6): 쿠폰 사용하고 로그인할게요 only closes it, 그냥
 * 로그인할게요 shows the form.
 */
export class LoginViewModel {
  username = '';
  password = '';
  submitting = false;
  error: string | null = null;
  /** Spec §5 error=SessionRequired: a page that needs a session sent the visitor here. */
  notice: string | null = null;
  warningOpen = false;
  private callbackUrl: string | null = null;

  constructor(private readonly deps: LoginViewModelDeps) {
    makeAutoObservable<LoginViewModel, 'deps' | 'callbackUrl'>(this, { deps: false, callbackUrl: false });
  }

  /** The page's query: callbackUrl (where to go after login) and error (why the visitor was sent here). */
  setQuery(search: string): void {
    const query = parseQuery(search.startsWith('?') ? search.slice(1) : search);
    this.callbackUrl = query['callbackUrl'] ?? null;
    this.notice = query['error'] === 'SessionRequired' ? LOGIN_MESSAGES.sessionRequired : null;
  }

  /** Once the session is known: a member is already logged in (go on); a guest may need the coupon warning. */
  async start(): Promise<void> {
    await this.deps.session.ready();
    if (isMemberSession(this.deps.session.current)) {
      this.deps.effects.replace(afterLoginPath(this.callbackUrl));
      return;
    }
    try {
      const result = await this.deps.couponWarning.execute();
      runInAction(() => {
        this.warningOpen = result.kind === 'warn';
      });
    } catch (error) {
      // Spec §8 spirit: a count that cannot be read does not block logging in.
      this.log('the guest coupon warning could not be checked', error);
    }
  }

  get warning(): typeof GUEST_LOGIN_WARNING {
    return GUEST_LOGIN_WARNING;
  }

  setUsername(value: string): void {
    this.username = value;
    this.error = null;
  }

  setPassword(value: string): void {
    this.password = value;
    this.error = null;
  }

  /** 로그인 is enabled only with both fields filled and no sign-in running. */
  get canSubmit(): boolean {
    return !this.submitting && this.username.trim() !== '' && this.password !== '';
  }

  /**
   * Spec §6 쿠폰 사용하고 로그인할게요: only closes the warning (guestLoginChoiceOutcome 'close'); the guest stays on
   * the login page with the coupons kept, free to go back and use them.
   */
  useCoupons(): void {
    this.answerWarning('use-coupons');
  }

  /** Spec §6 그냥 로그인할게요: on to the login form (already here: the warning closes). */
  loginAnyway(): void {
    this.answerWarning('login-anyway');
  }

  private answerWarning(choice: GuestLoginChoice): void {
    const outcome = guestLoginChoiceOutcome(choice);
    this.warningOpen = false;
    // 'go' names the login page, where this screen already is: nothing to navigate.
    if (outcome.kind === 'go' && outcome.to !== MEMBER_LOGIN_PATH) this.deps.effects.replace(outcome.to);
  }

  async submit(): Promise<void> {
    if (!this.canSubmit) return;
    this.submitting = true;
    this.error = null;
    try {
      await this.deps.session.settle();
      const result = await this.deps.signIn.execute({ username: this.username, password: this.password });
      if (result.kind === 'signed-in') {
        await this.deps.session.adopt(result.session);
        this.deps.effects.replace(afterLoginPath(this.callbackUrl));
        return;
      }
      runInAction(() => {
        this.error = signInRefusalMessage(result);
        this.password = '';
      });
    } catch (error) {
      this.log('login failed', error);
      runInAction(() => {
        this.error = LOGIN_MESSAGES.failed;
      });
    } finally {
      runInAction(() => {
        this.submitting = false;
      });
    }
  }

  private log(message: string, error: unknown): void {
    (this.deps.log ?? ((m, e) => console.error(m, e)))(message, error);
  }
}
