import { collectFieldErrors, type FieldErrors, hasNoErrors } from './field-errors';
import { isPasswordRuleMet, PASSWORD_MESSAGES } from './password';

/**
 * A password typed twice, where no old password is asked: the sign-up form and the password reset after
 * 비밀번호 찾기 (spec §5 rule and mismatch messages, copied exactly; the "required" ones are ours).
 */
export const PASSWORD_PAIR_MESSAGES = {
  required: '비밀번호를 입력해주세요.',
  confirmationRequired: '비밀번호를 한 번 더 입력해주세요.',
  rule: PASSWORD_MESSAGES.rule,
  mismatch: PASSWORD_MESSAGES.mismatch,
} as const;

export interface PasswordPairInput {
  readonly password: string;
  readonly confirmation: string;
}

export type PasswordPairField = keyof PasswordPairInput;

export interface PasswordPairValidation {
  /** One message per field in error; a field absent here is fine. */
  readonly errors: FieldErrors<PasswordPairField>;
  /** Spec §5: the confirm button is disabled while any error exists. */
  readonly valid: boolean;
}

/**
 * Spec §5: both fields required; the password meets the rule (8+ characters, a letter and a special character);
 * the confirmation equals it exactly (no trimming: a space is a character of a password).
 */
export function validatePasswordPair({ password, confirmation }: PasswordPairInput): PasswordPairValidation {
  let passwordError: string | undefined;
  if (password === '') passwordError = PASSWORD_PAIR_MESSAGES.required;
  else if (!isPasswordRuleMet(password)) passwordError = PASSWORD_PAIR_MESSAGES.rule;
  let confirmationError: string | undefined;
  if (confirmation === '') confirmationError = PASSWORD_PAIR_MESSAGES.confirmationRequired;
  else if (confirmation !== password) confirmationError = PASSWORD_PAIR_MESSAGES.mismatch;
  const errors = collectFieldErrors<PasswordPairField>({ password: passwordError, confirmation: confirmationError });
  return { errors, valid: hasNoErrors(errors) };
}
