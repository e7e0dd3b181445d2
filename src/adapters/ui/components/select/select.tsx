import { useId } from 'react';
import { SELECT_PLACEHOLDER, type SelectOption } from '../../../../domain/validation/select';
import { ChevronDownIcon } from '../icons/icons';
import styles from './select.module.css';

export interface SelectProps<V extends string | number> {
  /** The visible label (also the accessible name). */
  readonly label: string;
  readonly options: readonly SelectOption<V>[];
  /** The chosen value; one that matches no option shows the placeholder 선택해주세요 (spec §5). */
  readonly value: V | null | undefined;
  readonly onChange: (value: V) => void;
  readonly disabled?: boolean;
  readonly required?: boolean;
  /** Hide the label visually (it stays the accessible name). */
  readonly hideLabel?: boolean;
  readonly id?: string;
}

/**
 * A native select (keyboard, screen readers and mobile pickers for free) styled as the storefront's. Option
 * values may be numbers: the DOM carries each option's position, the callback gets the option's own value.
 */
export function Select<V extends string | number>({
  label,
  options,
  value,
  onChange,
  disabled = false,
  required = false,
  hideLabel = false,
  id,
}: SelectProps<V>) {
  const ownId = useId();
  const selectId = id ?? ownId;
  const selected = options.findIndex((option) => option.value === value);
  return (
    <div className={styles.field}>
      <label htmlFor={selectId} className={hideLabel ? 'visually-hidden' : styles.label}>
        {label}
      </label>
      <div className={styles.control}>
        <select
          id={selectId}
          className={styles.select}
          value={selected < 0 ? '' : String(selected)}
          disabled={disabled}
          required={required}
          data-placeholder={selected < 0 ? 'true' : undefined}
          onChange={(event) => {
            const option = options[Number(event.target.value)];
            if (event.target.value !== '' && option !== undefined) onChange(option.value);
          }}
        >
          {selected < 0 ? (
            <option value="" disabled>
              {SELECT_PLACEHOLDER}
            </option>
          ) : null}
          {options.map((option, index) => (
            <option key={String(option.value)} value={String(index)}>
              {option.label}
            </option>
          ))}
        </select>
        <ChevronDownIcon size={18} className={styles.chevron} />
      </div>
    </div>
  );
}
