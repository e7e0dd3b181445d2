import { Link } from 'react-router';
import { buttonClassName } from '../../components/button/button';
import styles from './landing.module.css';

/** The /reset landing's texts (ours: spec §2 names the page "landing after sign-out, including forced sign-out"). */
export const RESET_MESSAGES = {
  title: '로그아웃되었습니다',
  text: '안전하게 로그아웃되었어요. 로그인 시간이 지나 자동으로 로그아웃되었을 수도 있어요.',
  hint: '계속 주문하시려면 다시 로그인하거나 홈에서 비회원으로 주문해주세요.',
  home: '홈으로',
  login: '로그인',
} as const;

/** Spec §2 /reset: where a sign-out lands (logout, an expired or failed refresh): calm, with the ways back in. */
export function ResetPage() {
  return (
    <div className={styles.page}>
      <section className={styles.card} aria-labelledby="reset-title">
        <div className={styles.mark} aria-hidden="true">
          <svg
            viewBox="0 0 24 24"
            width="32"
            height="32"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
            strokeLinejoin="round"
            aria-hidden="true"
            focusable="false"
          >
            <path d="M9 21H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h4" />
            <path d="M16 17l5-5-5-5M21 12H9" />
          </svg>
        </div>
        <h1 id="reset-title" className={styles.title}>
          {RESET_MESSAGES.title}
        </h1>
        <p className={styles.text}>{RESET_MESSAGES.text}</p>
        <p className={styles.hint}>{RESET_MESSAGES.hint}</p>
        <div className={styles.actions}>
          <Link to="/" className={buttonClassName({ variant: 'secondary', size: 'lg', fullWidth: true })}>
            {RESET_MESSAGES.home}
          </Link>
          <Link to="/member/login" className={buttonClassName({ size: 'lg', fullWidth: true })}>
            {RESET_MESSAGES.login}
          </Link>
        </div>
      </section>
    </div>
  );
}

export { ResetPage as Component };
