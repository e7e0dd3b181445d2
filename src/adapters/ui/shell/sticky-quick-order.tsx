import { observer } from 'mobx-react-lite';
import { Link } from 'react-router';
import { BoltIcon } from '../components/icons/icons';
import { useShell } from './shell-context';
import styles from './sticky-quick-order.module.css';

/** Spec §2/§6: the members' sticky quick-order button (the shell decides where it shows). */
export const StickyQuickOrder = observer(function StickyQuickOrder() {
  const shell = useShell();
  return (
    <Link to={shell.quickOrderHref} className={styles.button}>
      <BoltIcon size={20} />
      <span>퀵오더</span>
    </Link>
  );
});
