import type { OrderStatus } from '../../../../domain/order/status';
import styles from './order-progress.module.css';

/** One step of an order's progress: done, the current one, or still to come. */
export interface OrderProgressStep {
  readonly status: OrderStatus;
  readonly label: string;
  readonly state: 'done' | 'current' | 'upcoming';
}

export interface OrderProgressProps {
  readonly steps: readonly OrderProgressStep[];
  /** What the list is called for assistive technology (주문 진행 상황). */
  readonly label: string;
}

/**
 * An order's progress as a row of steps (domain orderProgressSteps): a dot per step joined by a bar, the steps before
 * the current one filled, the current one marked `aria-current="step"`. Nothing for no steps (a cancelled order).
 */
export function OrderProgress({ steps, label }: OrderProgressProps) {
  if (steps.length === 0) return null;
  return (
    <ol className={styles.progress} aria-label={label}>
      {steps.map((step) => (
        <li
          key={step.status}
          className={styles.step}
          data-state={step.state}
          aria-current={step.state === 'current' ? 'step' : undefined}
        >
          <span className={styles.dot} aria-hidden="true" />
          <span className={styles.label}>{step.label}</span>
        </li>
      ))}
    </ol>
  );
}
