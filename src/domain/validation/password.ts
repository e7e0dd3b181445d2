import { PASSWORD_MIN_LENGTH } from '../shared/constants';
import { collectFieldErrors, type FieldErrors, hasNoErrors } from './field-errors';

/** Spec §5 new-password popup messages, copied exactly; the three "required" ones are ours (spec is silent). */
export const PASSWORD_MESSAGES = {
  mismatch: '입력하신 비밀번호와 일치 하지 않습니다.',
  rule: '영문+특수문자 포함 8자이상 (조건이 맞지 않습니다.)',
  sameAsOld: '이전 비밀번호와 같은 비밀번호를 사용할 수 없습니다.',
  oldRequired: '현재 비밀번호를 입력해주세요.',
  newRequired: '새 비밀번호를 입력해주세요.',
  confirmationRequired: '새 비밀번호를 한 번 더 입력해주세요.',
} as const;

// 영문 is an ASCII letter; a special character is ASCII punctuation (!"#$%&'()*+,-./:;<=>?@[\]^_`{|}~), so
// Hangul, digits and spaces count as neither.
const LETTER = /[A-Za-z]/;
const SPECIAL = /[!-/:-@[-`{-~]/;

/** Spec §5/§9 password rule: at least 8 characters (UTF-16 units), one letter and one special character. */
export function isPasswordRuleMet(password: string): boolean {
  return password.length >= PASSWORD_MIN_LENGTH && LETTER.test(password) && SPECIAL.test(password);
}

export interface NewPasswordInput {
  readonly oldPassword: string;
  readonly newPassword: string;
  readonly confirmation: string;
}

export type NewPasswordField = keyof NewPasswordInput;

export interface NewPasswordValidation {
  /** One message per field in error; a field absent here is fine. */
  readonly errors: FieldErrors<NewPasswordField>;
  /** Spec §5: confirm is disabled while any error exists. */
  readonly canConfirm: boolean;
}

function newPasswordError({ oldPassword, newPassword }: NewPasswordInput): string | undefined {
  if (newPassword === '') return PASSWORD_MESSAGES.newRequired;
  if (!isPasswordRuleMet(newPassword)) return PASSWORD_MESSAGES.rule;
  if (newPassword === oldPassword) return PASSWORD_MESSAGES.sameAsOld;
  return undefined;
}

function confirmationError({ newPassword, confirmation }: NewPasswordInput): string | undefined {
  if (confirmation === '') return PASSWORD_MESSAGES.confirmationRequired;
  if (confirmation !== newPassword) return PASSWORD_MESSAGES.mismatch;
  return undefined;
}

/**
 * Spec §5 new-password popup: all three fields required; the new password meets the rule (checked before the
 * old-password comparison, so one message shows at a time) and differs from the old one; the confirmation equals
 * the new one. Passwords are compared exactly (no trimming: a space is a character of a password).
 */
export function validateNewPassword(input: NewPasswordInput): NewPasswordValidation {
  const errors = collectFieldErrors<NewPasswordField>({
    oldPassword: input.oldPassword === '' ? PASSWORD_MESSAGES.oldRequired : undefined,
    newPassword: newPasswordError(input),
    confirmation: confirmationError(input),
  });
  return { errors, canConfirm: hasNoErrors(errors) };
}
