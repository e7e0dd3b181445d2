import type { HTMLAttributes } from 'react';
import styles from './badge.module.css';

export type BadgeTone = 'primary' | 'neutral' | 'success' | 'dark';

export interface BadgeProps extends HTMLAttributes<HTMLSpanElement> {
  readonly tone?: BadgeTone;
  /** solid: white on the tone (counts); soft: the tone on a pale fill (tags such as a grade). */
  readonly variant?: 'solid' | 'soft';
  /** A count bubble pinned to the corner of an icon button (the cart badge). */
  readonly floating?: boolean;
}

/** A small label or count; give it an aria-label when the number alone would not make sense aloud. */
export function Badge({ tone = 'primary', variant = 'solid', floating = false, className, ...rest }: BadgeProps) {
  const classes = [styles.badge, styles[tone], styles[variant], floating ? styles.floating : '', className ?? '']
    .filter(Boolean)
    .join(' ');
  return <span {...rest} className={classes} />;
}
