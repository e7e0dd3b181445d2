import { observer } from 'mobx-react-lite';
import { CloseIcon } from '../components/icons/icons';
import styles from './app-download-banner.module.css';
import { useFranchiseProfile } from './franchise-profile-context';
import { useShell } from './shell-context';

/** Spec §2: on mobile user agents, the app's maximum-benefit coupons, 앱 이동하기 and a close button. */
export const AppDownloadBanner = observer(function AppDownloadBanner() {
  const shell = useShell();
  const { brand, links } = useFranchiseProfile();
  return (
    <section className={styles.banner} aria-label="앱 설치 안내">
      <img className={styles.icon} src={brand.logo.src} alt="" width={36} height={36} />
      <p className={styles.text}>
        <strong>앱에서 주문하면</strong>
        <span>최대 혜택 쿠폰을 드려요</span>
      </p>
      <a className={styles.open} href={links.appOpen}>
        앱 이동하기
      </a>
      <button
        type="button"
        className={styles.close}
        aria-label="앱 설치 안내 닫기"
        onClick={() => shell.dismissAppBanner()}
      >
        <CloseIcon size={18} />
      </button>
    </section>
  );
});
