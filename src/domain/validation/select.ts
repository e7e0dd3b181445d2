/** Spec §5: what a select shows when no option matches its value. */
export const SELECT_PLACEHOLDER = '선택해주세요';

export interface SelectOption<V extends string | number = string> {
  readonly value: V;
  readonly label: string;
}

/** The label of the option whose value equals value (strictly), else the placeholder. */
export function selectDisplayLabel<V extends string | number>(
  options: readonly SelectOption<V>[],
  value: V | null | undefined,
): string {
  return options.find((option) => option.value === value)?.label ?? SELECT_PLACEHOLDER;
}
