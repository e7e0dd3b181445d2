import { observer } from 'mobx-react-lite';
import { Link } from 'react-router';
import { MenuIcon, PersonIcon } from '../../components/icons/icons';
import { useShell } from '../shell-context';
import { CartButton, PinButton } from './cart-button';
import { Logo } from './logo';
import styles from './mobile-header.module.css';

/**
 * Spec §2 mobile header: hamburger, logo, pin, my-page icon (hidden under 360 px by CSS), cart. In ARS mode only
 * the title 보이는 ARS.
 */
export const MobileHeader = observer(function MobileHeader() {
  const shell = useShell();
  const arsTitle = shell.arsHeaderTitle;
  if (arsTitle !== null) {
    return (
      <header className={`${styles.header} ${styles.ars}`} data-testid="mobile-header">
        <p className={styles.arsTitle}>{arsTitle}</p>
      </header>
    );
  }
  return (
    <header className={styles.header} data-testid="mobile-header">
      <button
        type="button"
        className={styles.iconButton}
        aria-label="전체 메뉴 열기"
        aria-expanded={shell.drawerOpen}
        aria-controls="navigation-drawer"
        onClick={() => shell.openDrawer()}
      >
        <MenuIcon />
      </button>
      <Logo href={shell.homeHref} height={30} className={styles.logo} />
      <div className={styles.actions}>
        <PinButton className={styles.iconButton} />
        <Link to={shell.myPageHref} className={`${styles.iconButton} ${styles.myPage}`} aria-label="마이 페이지">
          <PersonIcon />
        </Link>
        <CartButton className={styles.iconButton} />
      </div>
    </header>
  );
});
