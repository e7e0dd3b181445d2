import { Spinner } from '../components/spinner/spinner';
import { GuardAlert } from './guard-alert';
import styles from './shell-fallback.module.css';

/**
 * Shown while the first page's code loads and the route guard decides: a header-shaped bar and a spinner, so the page
 * does not jump, and the guard's alert (an expired ARS session is told before any page shows).
 */
export function ShellFallback() {
  return (
    <div className={styles.fallback}>
      <div className={styles.bar} />
      <div className={styles.center}>
        <Spinner size="lg" />
      </div>
      <GuardAlert />
    </div>
  );
}
