import { observer } from 'mobx-react-lite';
import { useEffect, useId, useRef } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { TOKENS } from '../../../../../tokens';
import { Button } from '../../../components/button/button';
import { useRootStore, useViewModel } from '../../../di/services';
import { GuestCouponWarning } from './guest-coupon-warning';
import { LoginViewModel } from './login.view-model';
import { LOGIN_MESSAGES } from './login-messages';
import styles from './login-page.module.css';

/** Spec §2 /member/login: the member login form, the guest coupon warning first when it applies. */
export const LoginPage = observer(function LoginPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const navigateRef = useRef(navigate);
  navigateRef.current = navigate;
  const root = useRootStore();
  const login = useViewModel(
    (get) =>
      new LoginViewModel({
        session: root.session,
        signIn: get(TOKENS.SignInMember),
        couponWarning: get(TOKENS.CheckGuestLoginCouponWarning),
        effects: {
          replace: (to) => void navigateRef.current(to, { replace: true }),
        },
      }),
  );
  const usernameId = useId();
  const passwordId = useId();
  const errorId = useId();

  useEffect(() => login.setQuery(location.search), [login, location.search]);
  useEffect(() => {
    void login.start();
  }, [login]);

  const described = login.error === null ? undefined : errorId;
  return (
    <div className={styles.page}>
      <section className={styles.card} aria-labelledby="login-title">
        <h1 id="login-title" className={styles.title}>
          {LOGIN_MESSAGES.title}
        </h1>
        <p className={styles.lead}>{LOGIN_MESSAGES.lead}</p>
        {login.notice === null ? null : (
          <p className={styles.notice} role="status">
            {login.notice}
          </p>
        )}
        <form
          className={styles.form}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void login.submit();
          }}
        >
          <div className={styles.field}>
            <label htmlFor={usernameId} className={styles.label}>
              {LOGIN_MESSAGES.usernameLabel}
            </label>
            <input
              id={usernameId}
              className={styles.input}
              name="username"
              type="text"
              autoComplete="username"
              autoCapitalize="none"
              spellCheck={false}
              placeholder={LOGIN_MESSAGES.usernamePlaceholder}
              value={login.username}
              aria-invalid={login.error !== null || undefined}
              aria-describedby={described}
              onChange={(event) => login.setUsername(event.target.value)}
            />
          </div>
          <div className={styles.field}>
            <label htmlFor={passwordId} className={styles.label}>
              {LOGIN_MESSAGES.passwordLabel}
            </label>
            <input
              id={passwordId}
              className={styles.input}
              name="password"
              type="password"
              autoComplete="current-password"
              placeholder={LOGIN_MESSAGES.passwordPlaceholder}
              value={login.password}
              aria-invalid={login.error !== null || undefined}
              aria-describedby={described}
              onChange={(event) => login.setPassword(event.target.value)}
            />
          </div>
          <p id={errorId} className={styles.error} role="alert">
            {login.error ?? ''}
          </p>
          <Button type="submit" size="lg" fullWidth disabled={!login.canSubmit} loading={login.submitting}>
            {LOGIN_MESSAGES.submit}
          </Button>
        </form>
        <nav className={styles.links} aria-label="계정 도움">
          <Link to="/member/find">{LOGIN_MESSAGES.findAccount}</Link>
          <span className={styles.divider} aria-hidden="true" />
          <Link to="/member/join">{LOGIN_MESSAGES.join}</Link>
        </nav>
        <Link to="/categories/1" className={styles.guest}>
          {LOGIN_MESSAGES.continueAsGuest}
        </Link>
      </section>
      <GuestCouponWarning
        open={login.warningOpen}
        warning={login.warning}
        onUseCoupons={() => login.useCoupons()}
        onLoginAnyway={() => login.loginAnyway()}
      />
    </div>
  );
});

export { LoginPage as Component };
