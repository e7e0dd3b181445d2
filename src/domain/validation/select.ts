/** Spec §5: what a select shows when no option matches its value. */
export const SELECT_PLACEHOLDER = '선택해주세요';

export interface SelectOption<V extends string | number = string> {
  readonly value: V;
  readonly label: string;
}
