import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import { Spinner } from '../spinner/spinner';
import styles from './button.module.css';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost';
export type ButtonSize = 'sm' | 'md' | 'lg';

export interface ButtonStyle {
  readonly variant?: ButtonVariant;
  readonly size?: ButtonSize;
  readonly fullWidth?: boolean;
}

/** The class names of a button look, for links that must look like buttons (a Link to /member/login). */
export function buttonClassName({ variant = 'primary', size = 'md', fullWidth = false }: ButtonStyle = {}): string {
  return [styles.button, styles[variant], styles[size], fullWidth ? styles.full : ''].filter(Boolean).join(' ');
}

export interface ButtonProps extends ButtonStyle, ButtonHTMLAttributes<HTMLButtonElement> {
  /** A request is running: the button is disabled, says so (aria-busy) and shows a spinner beside its label. */
  readonly loading?: boolean;
  readonly icon?: ReactNode;
  readonly ref?: Ref<HTMLButtonElement>;
}

/** The storefront button: primary (red), secondary (outlined) or ghost; at least 44 px tall except 'sm'. */
export function Button({
  variant,
  size,
  fullWidth,
  loading = false,
  disabled = false,
  icon,
  type = 'button',
  className,
  children,
  ...rest
}: ButtonProps) {
  const classes = [buttonClassName({ variant, size, fullWidth }), className ?? ''].filter(Boolean).join(' ');
  return (
    <button {...rest} type={type} className={classes} disabled={disabled || loading} aria-busy={loading || undefined}>
      {loading ? <Spinner size="sm" decorative /> : icon}
      {children}
    </button>
  );
}
