import { observer } from 'mobx-react-lite';
import { type KeyboardEvent, useEffect, useRef } from 'react';
import { Link, useLocation } from 'react-router';
import { TOKENS } from '../../../../../tokens';
import { Button, buttonClassName } from '../../../components/button/button';
import { IdentityModal } from '../../../components/identity-modal/identity-modal';
import { NewPasswordPopup } from '../../../components/new-password/new-password-popup';
import { PhoneVerificationPopup } from '../../../components/phone-verification/phone-verification-popup';
import { TextField } from '../../../components/phone-verification/text-field';
import { useViewModel } from '../../../di/services';
import styles from '../join/member-layout.module.css';
import { FindAccountViewModel, type FindTab, tabOfQuery } from './find-account.view-model';
import tabStyles from './find-page.module.css';
import { FIND_TEXT as T } from './find-text';

const TABS: readonly { readonly key: FindTab; readonly label: string }[] = [
  { key: 'username', label: T.usernameTab },
  { key: 'password', label: T.passwordTab },
];

/** WAI-ARIA tabs: the arrow keys move between the two tabs. */
function Tabs({ vm }: { readonly vm: FindAccountViewModel }) {
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    event.preventDefault();
    const next: FindTab = vm.tab === 'username' ? 'password' : 'username';
    vm.selectTab(next);
    refs.current[TABS.findIndex((tab) => tab.key === next)]?.focus();
  };
  return (
    <div role="tablist" aria-label={T.title} className={tabStyles.tabs} onKeyDown={onKeyDown}>
      {TABS.map((tab, index) => (
        <button
          key={tab.key}
          ref={(element) => {
            refs.current[index] = element;
          }}
          type="button"
          role="tab"
          id={`find-tab-${tab.key}`}
          aria-controls={`find-panel-${tab.key}`}
          aria-selected={vm.tab === tab.key}
          tabIndex={vm.tab === tab.key ? 0 : -1}
          className={tabStyles.tab}
          onClick={() => vm.selectTab(tab.key)}
        >
          {tab.label}
        </button>
      ))}
    </div>
  );
}

const VerifyChoices = observer(function VerifyChoices({ vm }: { readonly vm: FindAccountViewModel }) {
  return (
    <div className={styles.choices}>
      <Button
        size="lg"
        disabled={!vm.canVerify}
        loading={vm.busy && vm.verification === 'none'}
        onClick={() => vm.choose('phone')}
      >
        {T.phone}
      </Button>
      <Button size="lg" variant="secondary" disabled={!vm.canVerify} onClick={() => vm.choose('identity')}>
        {T.identity}
      </Button>
    </div>
  );
});

const UsernamePanel = observer(function UsernamePanel({ vm }: { readonly vm: FindAccountViewModel }) {
  const found = vm.found;
  if (found !== null) {
    return (
      <div className={styles.result} role="status">
        <h2 className={styles.resultTitle}>{T.foundTitle}</h2>
        <p className={styles.resultValue}>{found.username}</p>
        <p className={styles.resultNote}>{T.joinedOn(found.joinedOn)}</p>
        <div className={styles.actions}>
          <Link to="/member/login" className={buttonClassName({ size: 'lg', fullWidth: true })}>
            {T.login}
          </Link>
          <Button size="lg" variant="secondary" onClick={() => vm.selectTab('password')}>
            {T.findPassword}
          </Button>
        </div>
      </div>
    );
  }
  return (
    <>
      <p className={styles.lead}>{T.usernameLead}</p>
      <VerifyChoices vm={vm} />
    </>
  );
});

const PasswordPanel = observer(function PasswordPanel({ vm }: { readonly vm: FindAccountViewModel }) {
  if (vm.resetDone) {
    return (
      <div className={styles.result} role="status">
        <h2 className={styles.resultTitle}>{T.resetDoneTitle}</h2>
        <p className={styles.resultNote}>{T.resetDoneNote}</p>
        <div className={styles.actions}>
          <Link to="/member/login" className={buttonClassName({ size: 'lg', fullWidth: true })}>
            {T.login}
          </Link>
        </div>
      </div>
    );
  }
  return (
    <>
      <p className={styles.lead}>{T.passwordLead}</p>
      <TextField
        label={T.username}
        value={vm.username}
        onChange={(v) => vm.setUsername(v)}
        placeholder={T.usernamePlaceholder}
        autoComplete="username"
        maxLength={20}
      />
      <VerifyChoices vm={vm} />
    </>
  );
});

/** Spec §2 /member/find: 아이디 찾기 and 비밀번호 찾기 tabs, each by phone verification or 본인 인증. */
export const FindPage = observer(function FindPage() {
  const location = useLocation();
  const vm = useViewModel(
    (get) =>
      new FindAccountViewModel(
        {
          findUsername: get(TOKENS.FindUsername),
          startReset: get(TOKENS.StartPasswordReset),
          resetPassword: get(TOKENS.ResetPassword),
        },
        tabOfQuery(location.search),
      ),
  );
  const search = location.search;
  useEffect(() => vm.selectTab(tabOfQuery(search)), [vm, search]);

  return (
    <div className={styles.page}>
      <div className={styles.card}>
        <header className={styles.header}>
          <h1 className={styles.title}>{T.title}</h1>
        </header>
        <Tabs vm={vm} />
        <section
          role="tabpanel"
          id={`find-panel-${vm.tab}`}
          aria-labelledby={`find-tab-${vm.tab}`}
          className={styles.section}
        >
          {vm.tab === 'username' ? <UsernamePanel vm={vm} /> : <PasswordPanel vm={vm} />}
          {vm.error === null ? null : (
            <p className={styles.error} role="alert">
              {vm.error}
            </p>
          )}
        </section>
        <p className={styles.links}>
          <Link to="/member/login">로그인</Link>
          <Link to="/member/join">회원가입</Link>
        </p>
      </div>
      {vm.verification === 'phone' ? (
        <PhoneVerificationPopup
          type="member"
          title={T.phoneTitle}
          description={T.phoneLead}
          busy={vm.busy}
          onClose={() => vm.closeVerification()}
          onVerified={(proof) => void vm.verifiedByPhone(proof)}
        />
      ) : null}
      <IdentityModal
        open={vm.verification === 'identity'}
        verifyType={vm.verifyType}
        onClose={() => vm.closeVerification()}
        onVerified={(ciToken) => void vm.verifiedByIdentity(ciToken)}
        onError={(message) => vm.identityFailed(message)}
      />
      {vm.resetToken === null ? null : (
        <NewPasswordPopup
          mode="reset"
          onClose={() => vm.closeNewPassword()}
          onConfirm={(v) => vm.submitNewPassword(v)}
        />
      )}
    </div>
  );
});

export { FindPage as Component };
