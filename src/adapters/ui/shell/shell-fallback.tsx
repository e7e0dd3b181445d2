import { Spinner } from '../components/spinner/spinner';
import { useFranchiseProfile } from './franchise-profile-context';
import { GuardAlert } from './guard-alert';
import styles from './shell-fallback.module.css';

/** The brand's logo on the loading screen: its artwork's aspect ratio at this height, CSS px. */
const LOGO_HEIGHT = 36;

/**
 * What shows while the first page's code loads and the route guard decides: a header-shaped bar, the brand's logo and a
 * spinner. Issue 13: the server sends this markup inside #root of every page it does not render (server/http/spa.ts),
 * so a phone paints it before the scripts arrive; the browser's first render (ShellFallback) shows the same.
 */
export function ShellFrame() {
  const { brand } = useFranchiseProfile();
  return (
    <div className={styles.fallback}>
      <div className={styles.bar} />
      <div className={styles.center}>
        <img
          className={styles.logo}
          src={brand.logo.src}
          alt={brand.name}
          width={Math.round((LOGO_HEIGHT * brand.logo.width) / brand.logo.height)}
          height={LOGO_HEIGHT}
        />
        <Spinner size="lg" />
      </div>
    </div>
  );
}

/** The router's fallback: the frame and the guard's alert (an expired ARS session is told before any page shows). */
export function ShellFallback() {
  return (
    <>
      <ShellFrame />
      <GuardAlert />
    </>
  );
}
