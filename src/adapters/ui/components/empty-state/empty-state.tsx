import type { ReactNode } from 'react';
import styles from './empty-state.module.css';

export interface EmptyStateProps {
  readonly title: string;
  readonly description?: ReactNode;
  /** A decorative illustration or icon above the title. */
  readonly icon?: ReactNode;
  /** Buttons or links under the text. */
  readonly action?: ReactNode;
  /** The title's heading level: 1 when the empty state is the whole page. */
  readonly headingLevel?: 1 | 2 | 3;
}

/** A centred message for "nothing here" (no results, empty cart, a screen not built yet). */
export function EmptyState({ title, description, icon, action, headingLevel = 2 }: EmptyStateProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <section className={styles.empty}>
      {icon === undefined ? null : (
        <div className={styles.icon} aria-hidden="true">
          {icon}
        </div>
      )}
      <Heading className={styles.title}>{title}</Heading>
      {description === undefined ? null : <p className={styles.description}>{description}</p>}
      {action === undefined ? null : <div className={styles.action}>{action}</div>}
    </section>
  );
}
