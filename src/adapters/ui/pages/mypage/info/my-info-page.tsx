import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { TOKENS } from '../../../../../tokens';
import { Button } from '../../../components/button/button';
import { IdentityModal } from '../../../components/identity-modal/identity-modal';
import { AlertModal } from '../../../components/modal/alert-modal';
import { ConfirmModal } from '../../../components/modal/confirm-modal';
import { NewPasswordPopup } from '../../../components/new-password/new-password-popup';
import { PhoneVerificationPopup } from '../../../components/phone-verification/phone-verification-popup';
import { Skeleton } from '../../../components/skeleton/skeleton';
import { useRootStore, useViewModel } from '../../../di/services';
import { type MarketingChannel, MyInfoViewModel } from './my-info.view-model';
import styles from './my-info-page.module.css';
import { MY_INFO_TEXT as T } from './my-info-text';

const CHANNELS: readonly { key: MarketingChannel; label: string }[] = [
  { key: 'sms', label: T.sms },
  { key: 'email', label: T.email },
  { key: 'push', label: T.push },
];

const Account = observer(function Account({ page }: { readonly page: MyInfoViewModel }) {
  const member = page.profile?.member;
  return (
    <section className={styles.card} aria-labelledby="my-info-account">
      <h2 id="my-info-account" className={styles.cardTitle}>
        {T.account}
      </h2>
      <dl className={styles.rows}>
        <div className={styles.row}>
          <dt>{T.name}</dt>
          <dd>{member?.name}</dd>
        </div>
        <div className={styles.row}>
          <dt>{T.username}</dt>
          <dd>{page.profile?.username}</dd>
        </div>
        <div className={styles.row}>
          <dt>{T.phone}</dt>
          <dd className={styles.withAction}>
            <span>{page.maskedPhone}</span>
            <Button variant="secondary" size="sm" onClick={() => page.open('phone')}>
              {T.changePhone}
            </Button>
          </dd>
        </div>
        <div className={styles.row}>
          <dt>{T.grade}</dt>
          <dd>{page.gradeName}</dd>
        </div>
        <div className={styles.row}>
          <dt>{T.identity}</dt>
          <dd className={styles.withAction}>
            <span>{page.offersIdentity ? T.identityMissing : T.identityDone}</span>
            {page.offersIdentity ? (
              <Button variant="secondary" size="sm" onClick={() => page.open('identity')}>
                {T.connectIdentity}
              </Button>
            ) : null}
          </dd>
        </div>
      </dl>
      <Button variant="secondary" fullWidth onClick={() => page.open('password')}>
        {T.changePassword}
      </Button>
    </section>
  );
});

const Marketing = observer(function Marketing({ page }: { readonly page: MyInfoViewModel }) {
  const marketing = page.profile?.marketing;
  return (
    <section className={styles.card} aria-labelledby="my-info-marketing">
      <h2 id="my-info-marketing" className={styles.cardTitle}>
        {T.marketing}
      </h2>
      <p className={styles.lead}>{T.marketingLead}</p>
      <ul className={styles.switches}>
        {CHANNELS.map((channel) => (
          <li key={channel.key}>
            <label className={styles.switch}>
              <span>{channel.label}</span>
              <input
                type="checkbox"
                role="switch"
                aria-checked={marketing?.[channel.key] ?? false}
                checked={marketing?.[channel.key] ?? false}
                disabled={page.savingMarketing}
                onChange={() => void page.toggleMarketing(channel.key)}
              />
            </label>
          </li>
        ))}
      </ul>
      <p className={styles.status} role="status">
        {page.marketingStatus ?? ''}
      </p>
    </section>
  );
});

const Dialogs = observer(function Dialogs({ page }: { readonly page: MyInfoViewModel }) {
  const member = page.profile?.member;
  return (
    <>
      {page.dialog === 'password' ? (
        <NewPasswordPopup mode="change" onClose={() => page.close()} onConfirm={page.submitPassword} />
      ) : null}
      {page.dialog === 'phone' ? (
        <PhoneVerificationPopup
          type="member"
          title={T.phoneTitle}
          description={T.phoneLead}
          initialName={member?.name ?? ''}
          busy={page.changingPhone}
          onClose={() => page.close()}
          onVerified={(proof) => void page.phoneVerified(proof)}
        />
      ) : null}
      <IdentityModal
        open={page.dialog === 'identity'}
        verifyType="MEMBER_CI_VERIFY"
        phoneNumber={member?.phoneNumber ?? ''}
        onVerified={(ciToken) => void page.identityVerified(ciToken)}
        onError={(message) => page.identityFailed(message)}
        onClose={() => page.close()}
      />
      <ConfirmModal
        open={page.dialog === 'resign'}
        title={T.resignTitle}
        confirmLabel={T.resignConfirm}
        cancelLabel={T.resignCancel}
        busy={page.resigning}
        onConfirm={() => void page.confirmResign()}
        onCancel={() => page.close()}
      >
        <p>{T.resignLead}</p>
        <ul className={styles.losses}>
          {T.resignLosses.map((loss) => (
            <li key={loss}>{loss}</li>
          ))}
        </ul>
        <p className={styles.kept}>{T.resignKept}</p>
      </ConfirmModal>
      <AlertModal open={page.notice !== null} onConfirm={() => page.dismissNotice()}>
        {page.notice}
      </AlertModal>
    </>
  );
});

/**
 * Spec §2 /mypage 내 정보 (members; a guest is sent to /mypage/orders by the route guard): the account, the marketing
 * agreements, 비밀번호 변경, 휴대폰 번호 변경, 본인 인증 when no CI is on file, and 회원 탈퇴.
 */
export const MyInfoPage = observer(function MyInfoPage() {
  const root = useRootStore();
  const page = useViewModel(
    (get) =>
      new MyInfoViewModel({
        readMyInfo: get(TOKENS.ReadMyInfo),
        updateMarketing: get(TOKENS.UpdateMarketingAgreements),
        changePassword: get(TOKENS.ChangePassword),
        changePhone: get(TOKENS.ChangePhone),
        connectIdentity: get(TOKENS.ConnectIdentity),
        resign: get(TOKENS.Resign),
        reloadMember: () => root.session.load(),
        effects: { reload: (to) => window.location.assign(to) },
      }),
  );
  const sessionKey = `${root.session.status}|${root.session.current?.type ?? 'none'}`;
  useEffect(() => {
    if (!sessionKey.startsWith('loading')) void page.load();
  }, [page, sessionKey]);
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{T.title}</h1>
      {page.view === 'ready' ? (
        <>
          <Account page={page} />
          <Marketing page={page} />
          <div className={styles.resign}>
            <Button variant="ghost" size="sm" onClick={() => page.open('resign')}>
              {T.resign}
            </Button>
          </div>
          <Dialogs page={page} />
        </>
      ) : page.view === 'failed' ? (
        <section className={styles.card} role="alert">
          <p>{T.loadFailed}</p>
          <Button variant="secondary" onClick={() => void page.load()}>
            {T.retry}
          </Button>
        </section>
      ) : (
        <div className={styles.card} aria-busy="true">
          <span className="visually-hidden">불러오는 중</span>
          <Skeleton width="40%" height={20} />
          <Skeleton width="70%" />
          <Skeleton width="60%" />
        </div>
      )}
    </div>
  );
});

export { MyInfoPage as Component };
