import { type HTMLInputTypeAttribute, type ReactNode, type Ref, useId } from 'react';
import styles from './text-field.module.css';

export interface TextFieldProps {
  /** The visible label (also the accessible name). */
  readonly label: string;
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly type?: HTMLInputTypeAttribute;
  readonly inputMode?: 'text' | 'numeric' | 'tel';
  readonly maxLength?: number;
  readonly placeholder?: string;
  readonly autoComplete?: string;
  readonly name?: string;
  /** A message under the field; the field is marked invalid while it is set. */
  readonly error?: string | undefined;
  /** A neutral (or, with hintTone success, positive) line under the field when there is no error. */
  readonly hint?: string | undefined;
  readonly hintTone?: 'neutral' | 'success';
  /** Shown inside the box at its end (a countdown). */
  readonly adornment?: ReactNode;
  /** Beside the box (a 중복 확인 or 인증번호 받기 button). */
  readonly action?: ReactNode;
  readonly disabled?: boolean;
  readonly readOnly?: boolean;
  readonly required?: boolean;
  readonly hideLabel?: boolean;
  readonly inputRef?: Ref<HTMLInputElement>;
  readonly onBlur?: () => void;
}

/**
 * A labelled text input of the account screens: the error (role alert) or the hint under it is tied to the input
 * with aria-describedby; an adornment sits inside the box, an action button beside it.
 */
export function TextField({
  label,
  value,
  onChange,
  type = 'text',
  inputMode,
  maxLength,
  placeholder,
  autoComplete,
  name,
  error,
  hint,
  hintTone = 'neutral',
  adornment,
  action,
  disabled = false,
  readOnly = false,
  required = false,
  hideLabel = false,
  inputRef,
  onBlur,
}: TextFieldProps) {
  const id = useId();
  const messageId = `${id}-message`;
  const message = error ?? hint;
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={hideLabel ? 'visually-hidden' : styles.label}>
        {label}
      </label>
      <div className={styles.row}>
        <div className={styles.box} data-invalid={error === undefined ? undefined : 'true'}>
          <input
            ref={inputRef}
            id={id}
            name={name}
            className={styles.input}
            type={type}
            inputMode={inputMode}
            maxLength={maxLength}
            placeholder={placeholder}
            autoComplete={autoComplete}
            value={value}
            disabled={disabled}
            readOnly={readOnly}
            required={required}
            aria-invalid={error === undefined ? undefined : true}
            aria-describedby={message === undefined ? undefined : messageId}
            onChange={(event) => onChange(event.target.value)}
            onBlur={onBlur}
          />
          {adornment === undefined ? null : <span className={styles.adornment}>{adornment}</span>}
        </div>
        {action === undefined ? null : <div className={styles.action}>{action}</div>}
      </div>
      {error !== undefined ? (
        <p id={messageId} className={styles.error} role="alert">
          {error}
        </p>
      ) : hint !== undefined ? (
        <p id={messageId} className={hintTone === 'success' ? styles.success : styles.hint}>
          {hint}
        </p>
      ) : null}
    </div>
  );
}
