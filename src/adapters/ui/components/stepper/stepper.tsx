import { type KeyboardEvent, useEffect, useState } from 'react';
import { MinusIcon, PlusIcon } from '../icons/icons';
import styles from './stepper.module.css';
import { clampStepperValue, stepDown, stepperState, stepUp } from './stepper-value';

export interface StepperProps {
  readonly value: number;
  readonly onChange: (value: number) => void;
  /** Spec §5/§9: 0 unless given. */
  readonly min?: number;
  /** Spec §5/§9: 99 unless given. */
  readonly max?: number;
  /** What is counted (수량): names the input and the − / + buttons. */
  readonly label?: string;
  readonly disabled?: boolean;
  readonly size?: 'sm' | 'md';
}

/**
 * An integer stepper (spec §5): − and + buttons, disabled at the bounds, and a text input whose typed value is
 * clamped into [min, max] (stepper-value) when it is committed (blur or Enter). ↑/↓ step, Home/End jump to the bounds.
 */
export function Stepper({ value, onChange, min, max, label = '수량', disabled = false, size = 'md' }: StepperProps) {
  const bounds = { min, max };
  const state = stepperState(value, bounds);
  const [draft, setDraft] = useState(String(state.value));
  useEffect(() => setDraft(String(state.value)), [state.value]);

  const commit = (text: string) => {
    const next = clampStepperValue(text, bounds);
    setDraft(String(next));
    if (next !== value) onChange(next);
  };
  const keyTarget = (key: string): number | null => {
    switch (key) {
      case 'ArrowUp':
        return stepUp(state.value, bounds);
      case 'ArrowDown':
        return stepDown(state.value, bounds);
      case 'Home':
        return clampStepperValue(Number.NEGATIVE_INFINITY, bounds);
      case 'End':
        return clampStepperValue(Number.POSITIVE_INFINITY, bounds);
      default:
        return null;
    }
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      commit(draft);
      return;
    }
    const target = keyTarget(event.key);
    if (target === null) return;
    event.preventDefault();
    commit(String(target));
  };

  return (
    <div className={`${styles.stepper} ${styles[size]}`}>
      <button
        type="button"
        className={styles.button}
        aria-label={`${label} 줄이기`}
        disabled={disabled || !state.canDecrement}
        onClick={() => commit(String(stepDown(state.value, bounds)))}
      >
        <MinusIcon size={18} />
      </button>
      <input
        className={styles.input}
        type="text"
        inputMode="numeric"
        role="spinbutton"
        aria-label={label}
        aria-valuenow={state.value}
        aria-valuemin={clampStepperValue(Number.NEGATIVE_INFINITY, bounds)}
        aria-valuemax={clampStepperValue(Number.POSITIVE_INFINITY, bounds)}
        value={draft}
        disabled={disabled}
        onChange={(event) => setDraft(event.target.value)}
        onBlur={() => commit(draft)}
        onKeyDown={onKeyDown}
      />
      <button
        type="button"
        className={styles.button}
        aria-label={`${label} 늘리기`}
        disabled={disabled || !state.canIncrement}
        onClick={() => commit(String(stepUp(state.value, bounds)))}
      >
        <PlusIcon size={18} />
      </button>
    </div>
  );
}
