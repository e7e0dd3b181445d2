import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { FRANCHISE_PROFILE } from '../../../../franchise/profile';
import { TOKENS } from '../../../../tokens';
import { buttonClassName } from '../../components/button/button';
import { PhoneIcon } from '../../components/icons/icons';
import { useRootStore, useViewModel } from '../../di/services';
import styles from './landing.module.css';
import { SignOutLandingViewModel } from './sign-out-landing.view-model';

/** The /sign/out landing's texts (ours: spec §2 names it the ARS forced-out landing). */
export const SIGN_OUT_MESSAGES = {
  title: '보이는 ARS가 종료되었습니다',
  text: '보이는 ARS 주문 시간이 지났거나 주문 화면을 벗어나 연결이 종료되었어요.',
  hint: '주문을 이어가시려면 전화주문으로 다시 연결해주세요.',
  phone: '전화주문',
  home: '홈으로 가기',
} as const;

/** Spec §2 /sign/out: no header or footer; the ARS call is over, with the phone-order line and a way home. */
export const SignOutPage = observer(function SignOutPage() {
  const root = useRootStore();
  const landing = useViewModel(
    (get) =>
      new SignOutLandingViewModel({
        session: root.session,
        endCall: get(TOKENS.EndArsCall),
      }),
  );
  useEffect(() => {
    void landing.start();
  }, [landing]);

  return (
    <div className={styles.fullScreen}>
      <section className={styles.card} aria-labelledby="sign-out-title">
        <div className={styles.mark} aria-hidden="true">
          <PhoneIcon size={30} />
        </div>
        <h1 id="sign-out-title" className={styles.title}>
          {SIGN_OUT_MESSAGES.title}
        </h1>
        <p className={styles.text}>{SIGN_OUT_MESSAGES.text}</p>
        <p className={styles.hint}>{SIGN_OUT_MESSAGES.hint}</p>
        <a href={`tel:${FRANCHISE_PROFILE.phoneOrder.number}`} className={styles.phone}>
          <PhoneIcon size={20} />
          <span>
            {SIGN_OUT_MESSAGES.phone} <strong>{FRANCHISE_PROFILE.phoneOrder.number}</strong>
          </span>
        </a>
        {/* A full page load: the next visit starts afresh (a new guest session), not inside the ended call. */}
        <a href="/" className={`${buttonClassName({ variant: 'secondary', size: 'lg' })} ${styles.single}`}>
          {SIGN_OUT_MESSAGES.home}
        </a>
      </section>
    </div>
  );
});

export { SignOutPage as Component };
