import { useNavigation } from 'react-router';
import styles from './navigation-progress.module.css';

/** A thin bar at the top while the router loads the next page's code or data. */
export function NavigationProgress() {
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
  return <div className={styles.bar} role="progressbar" aria-label="페이지 불러오는 중" />;
}
