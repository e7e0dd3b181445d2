import styles from './spinner.module.css';

export interface SpinnerProps {
  readonly size?: 'sm' | 'md' | 'lg';
  /** Read to screen readers; ignored when decorative. */
  readonly label?: string;
  /** Inside a control that already says it is busy (aria-busy): hidden from assistive technology. */
  readonly decorative?: boolean;
}

/** A turning ring; announced as 불러오는 중 unless decorative. */
export function Spinner({ size = 'md', label = '불러오는 중', decorative = false }: SpinnerProps) {
  const ring = <span className={`${styles.ring} ${styles[size]}`} aria-hidden="true" />;
  if (decorative) return ring;
  return (
    <span role="status" className={styles.wrap}>
      {ring}
      <span className="visually-hidden">{label}</span>
    </span>
  );
}
