import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { Link, useNavigate } from 'react-router';
import { TOKENS } from '../../../../../tokens';
import { Button } from '../../../components/button/button';
import { IdentityModal } from '../../../components/identity-modal/identity-modal';
import { PhoneVerificationPopup } from '../../../components/phone-verification/phone-verification-popup';
import { useViewModel } from '../../../di/services';
import { AgreementList } from './agreement-list';
import { JoinViewModel } from './join.view-model';
import { JOIN_TEXT as T } from './join-text';
import styles from './member-layout.module.css';
import { newRegistrationKey } from './registration-key';
import { signUpState } from './sign-up-ticket';

/** The path of the account form, reached with the sign-up ticket in the history state. */
export const JOIN_VERIFY_PATH = '/member/join/verify';

/** Spec §2 /member/join: the agreements, then 휴대폰 인증 or 본인 인증. */
export const JoinPage = observer(function JoinPage() {
  const navigate = useNavigate();
  const join = useViewModel((get) => new JoinViewModel(get(TOKENS.StartRegistration), newRegistrationKey));

  const ticket = join.ticket;
  useEffect(() => {
    if (ticket !== null) void navigate(JOIN_VERIFY_PATH, { state: signUpState(ticket) });
  }, [ticket, navigate]);

  return (
    <div className={styles.page}>
      <div className={styles.card}>
        <header className={styles.header}>
          <h1 className={styles.title}>{T.title}</h1>
          <p className={styles.lead}>{T.lead}</p>
        </header>
        <section className={styles.section} aria-labelledby="join-agreements">
          <h2 id="join-agreements" className={styles.sectionTitle}>
            {T.agreementsHeading}
          </h2>
          <AgreementList join={join} />
        </section>
        <section className={styles.section} aria-labelledby="join-verify">
          <h2 id="join-verify" className={styles.sectionTitle}>
            {T.verifyHeading}
          </h2>
          <p className={styles.lead}>{T.verifyLead}</p>
          <div className={styles.choices}>
            <Button size="lg" disabled={!join.canVerify} onClick={() => join.choose('phone')}>
              {T.phone}
            </Button>
            <Button size="lg" variant="secondary" disabled={!join.canVerify} onClick={() => join.choose('identity')}>
              {T.identity}
            </Button>
          </div>
          {join.error === null ? (
            join.canVerify ? null : (
              <p className={styles.lead}>{T.requiredFirst}</p>
            )
          ) : (
            <p className={styles.error} role="alert">
              {join.error}
            </p>
          )}
        </section>
        <p className={styles.links}>
          <Link to="/member/login">로그인</Link>
          <Link to="/member/find">아이디/비밀번호 찾기</Link>
        </p>
      </div>
      {join.verification === 'phone' ? (
        <PhoneVerificationPopup
          type="member"
          description={T.phoneLead}
          busy={join.starting}
          onClose={() => join.closeVerification()}
          onVerified={(proof) => void join.startWithPhone(proof)}
        />
      ) : null}
      <IdentityModal
        open={join.verification === 'identity'}
        verifyType="REGISTER_CI_VERIFY"
        onClose={() => join.closeVerification()}
        onVerified={(ciToken) => void join.startWithCi(ciToken)}
        onError={(message) => join.identityFailed(message)}
      />
    </div>
  );
});

export { JoinPage as Component };
