import type { ReactNode } from 'react';
import { Spinner } from '../components/spinner/spinner';
import { useFranchiseProfile } from './franchise-profile-context';
import { GuardAlert } from './guard-alert';
import styles from './shell-fallback.module.css';

/** The brand's logo on the loading screen: its artwork's aspect ratio at this height, CSS px. */
const LOGO_HEIGHT = 36;

/**
 * What shows while the first page's code loads and the route guard decides: a header-shaped bar and the brand's logo,
 * with `children` below them (the router's fallback puts its spinner there). Issue 13: the server sends the frame
 * without children inside #root of every page it does not render (server/http/spa.ts), so a phone paints it before the
 * scripts arrive. Without a spinner on purpose: one animating while the scripts are evaluated took main-thread time on
 * a throttled phone (Lighthouse mobile, /cart: total blocking time 52-128 ms without the frame, 186-311 ms with a
 * spinner in it, 49-184 ms with the frame alone); it starts with the app's first render, below the logo, which stays.
 */
export function ShellFrame({ children }: { readonly children?: ReactNode }) {
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
        {children}
      </div>
    </div>
  );
}

/** The router's fallback: the frame with a spinner, and the guard's alert (an expired ARS session is told first). */
export function ShellFallback() {
  return (
    <>
      <ShellFrame>
        <Spinner size="lg" />
      </ShellFrame>
      <GuardAlert />
    </>
  );
}
