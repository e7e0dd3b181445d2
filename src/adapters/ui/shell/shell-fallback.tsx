import { Spinner } from '../components/spinner/spinner';
import styles from './shell-fallback.module.css';

/** Shown while the first page's code loads: a header-shaped bar and a spinner, so the page does not jump. */
export function ShellFallback() {
  return (
    <div className={styles.fallback}>
      <div className={styles.bar} />
      <div className={styles.center}>
        <Spinner size="lg" />
      </div>
    </div>
  );
}
