/** A form's per-field messages: a field is present only when it is in error. */
export type FieldErrors<F extends string> = Partial<Record<F, string>>;

/** Keeps the fields whose check produced a message (undefined means the field is fine), in check order. */
export function collectFieldErrors<F extends string>(found: Readonly<Record<F, string | undefined>>): FieldErrors<F> {
  const errors: FieldErrors<F> = {};
  for (const [field, message] of Object.entries(found) as [F, string | undefined][]) {
    if (message !== undefined) errors[field] = message;
  }
  return errors;
}

/** Whether a form has no field in error. */
export function hasNoErrors<F extends string>(errors: FieldErrors<F>): boolean {
  return Object.keys(errors).length === 0;
}
