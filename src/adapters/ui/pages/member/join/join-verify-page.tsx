import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { TOKENS } from '../../../../../tokens';
import { Button, buttonClassName } from '../../../components/button/button';
import { EmptyState } from '../../../components/empty-state/empty-state';
import { TextField } from '../../../components/phone-verification/text-field';
import { useRootStore, useViewModel } from '../../../di/services';
import { JOIN_TEXT as T } from './join-text';
import { JoinVerifyViewModel } from './join-verify.view-model';
import styles from './member-layout.module.css';
import { readSignUpTicket } from './sign-up-ticket';

const Done = observer(function Done({ vm }: { readonly vm: JoinVerifyViewModel }) {
  const navigate = useNavigate();
  const done = vm.done;
  if (done === null) return null;
  // Away first, then the session is read (on unmount): the guard's redirect_to is then home, not this page.
  const go = () => void navigate(done.signedIn ? '/' : '/member/login', { replace: true });
  return (
    <div className={styles.result} role="status">
      <h2 className={styles.resultTitle}>{T.welcome(done.name)}</h2>
      <p className={styles.resultNote}>{done.signedIn ? T.doneSignedIn : T.doneSignedOut}</p>
      <div className={styles.actions}>
        <Button size="lg" fullWidth onClick={go}>
          {done.signedIn ? T.home : T.login}
        </Button>
      </div>
    </div>
  );
});

const AccountForm = observer(function AccountForm({ vm }: { readonly vm: JoinVerifyViewModel }) {
  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void vm.submit();
      }}
    >
      <TextField label={T.name} value={vm.name} onChange={() => undefined} readOnly autoComplete="name" />
      <TextField
        label={T.username}
        value={vm.username}
        onChange={(v) => vm.setUsername(v)}
        onBlur={() => vm.touch('username')}
        placeholder={T.usernamePlaceholder}
        autoComplete="username"
        maxLength={20}
        required
        error={vm.errorOf('username')}
        hint={vm.usernameHint}
        hintTone="success"
        action={
          <Button variant="secondary" disabled={!vm.canCheck} loading={vm.checking} onClick={() => void vm.check()}>
            {T.check}
          </Button>
        }
      />
      <TextField
        label={T.password}
        type="password"
        value={vm.password}
        onChange={(v) => vm.setPassword(v)}
        autoComplete="new-password"
        maxLength={64}
        required
        error={vm.errorOf('password')}
        hint={T.passwordHint}
      />
      <TextField
        label={T.confirmation}
        type="password"
        value={vm.confirmation}
        onChange={(v) => vm.setConfirmation(v)}
        autoComplete="new-password"
        maxLength={64}
        required
        error={vm.errorOf('confirmation')}
      />
      {vm.error === null ? null : (
        <p className={styles.error} role="alert">
          {vm.error}
        </p>
      )}
      <Button type="submit" size="lg" fullWidth disabled={!vm.canSubmit} loading={vm.submitting}>
        {T.submit}
      </Button>
    </form>
  );
});

/**
 * /member/join/verify: the account form after the verification (the ticket comes in the history state), then the
 * welcome; leaving it reads the session again, so the header greets the new member.
 */
export const JoinVerifyPage = observer(function JoinVerifyPage() {
  const location = useLocation();
  const root = useRootStore();
  const vm = useViewModel(
    (get) =>
      new JoinVerifyViewModel(
        {
          checkUsername: get(TOKENS.CheckUsername),
          register: get(TOKENS.RegisterMember),
          refreshSession: () => root.session.refetch(),
        },
        readSignUpTicket(location.state),
      ),
  );
  // Leaving the welcome (its button, the logo, the back button) reads the session again.
  useEffect(() => () => void vm.leave(), [vm]);

  if (vm.ticket === null) {
    return (
      <div className={styles.page}>
        <div className={styles.card}>
          <EmptyState
            headingLevel={1}
            title={T.noTicketTitle}
            description={T.noTicketDescription}
            action={
              <Link to="/member/join" className={buttonClassName({ size: 'lg' })}>
                {T.restart}
              </Link>
            }
          />
        </div>
      </div>
    );
  }

  return (
    <div className={styles.page}>
      <div className={styles.card}>
        <header className={styles.header}>
          <h1 className={styles.title}>{vm.done === null ? T.accountHeading : T.doneTitle}</h1>
          {vm.done === null ? <p className={styles.lead}>{T.accountLead}</p> : null}
        </header>
        {vm.done === null ? <AccountForm vm={vm} /> : <Done vm={vm} />}
      </div>
    </div>
  );
});

export { JoinVerifyPage as Component };
