import { makeAutoObservable, runInAction } from 'mobx';
import type { FieldErrors } from '../../../../domain/validation/field-errors';
import { hasNoErrors } from '../../../../domain/validation/field-errors';
import { type NewPasswordField, validateNewPassword } from '../../../../domain/validation/password';
import { validatePasswordPair } from '../../../../domain/validation/password-pair';

/**
 * change: the spec §5 popup with the three fields (current, new, confirmation; new differs from current);
 * reset: after 비밀번호 찾기 the current password is not known, so only new and confirmation are asked.
 */
export type NewPasswordMode = 'change' | 'reset';

export interface NewPasswordValues {
  readonly oldPassword: string;
  readonly newPassword: string;
  readonly confirmation: string;
}

/** The popup's texts (ours; the rule and mismatch messages come from the domain, spec §5). */
export const NEW_PASSWORD_TEXT = {
  changeTitle: '비밀번호 변경',
  resetTitle: '새 비밀번호 설정',
  oldPassword: '현재 비밀번호',
  newPassword: '새 비밀번호',
  confirmation: '새 비밀번호 확인',
  ruleHint: '영문+특수문자 포함 8자이상',
  confirm: '확인',
  failed: '비밀번호를 바꾸지 못했어요. 잠시 후 다시 시도해주세요.',
} as const;

/** Answers the confirm: null when done, else the Korean message to show. */
export type NewPasswordSubmit = (values: NewPasswordValues) => Promise<string | null>;

/**
 * Spec §5 new-password popup: all fields required; the new password meets the rule (영문+특수문자 포함 8자이상) and,
 * when changing, differs from the current one; the confirmation equals it. Confirm is disabled while any error
 * exists; a field shows its message once it was typed in.
 */
export class NewPasswordViewModel {
  oldPassword = '';
  newPassword = '';
  confirmation = '';
  readonly touched: Record<NewPasswordField, boolean> = { oldPassword: false, newPassword: false, confirmation: false };
  submitting = false;
  /** The server's refusal (or an outage), shown above the button. */
  error: string | null = null;

  constructor(readonly mode: NewPasswordMode) {
    makeAutoObservable(this, { mode: false });
  }

  get fields(): readonly NewPasswordField[] {
    return this.mode === 'change' ? ['oldPassword', 'newPassword', 'confirmation'] : ['newPassword', 'confirmation'];
  }

  get errors(): FieldErrors<NewPasswordField> {
    if (this.mode === 'change') {
      return validateNewPassword({
        oldPassword: this.oldPassword,
        newPassword: this.newPassword,
        confirmation: this.confirmation,
      }).errors;
    }
    const pair = validatePasswordPair({ password: this.newPassword, confirmation: this.confirmation });
    const errors: FieldErrors<NewPasswordField> = {};
    if (pair.errors.password !== undefined) errors.newPassword = pair.errors.password;
    if (pair.errors.confirmation !== undefined) errors.confirmation = pair.errors.confirmation;
    return errors;
  }

  /** Spec §5: confirm is disabled while any error exists (and while the request runs). */
  get canConfirm(): boolean {
    return hasNoErrors(this.errors) && !this.submitting;
  }

  /** The message a field shows: only once it was typed in, so an untouched form is not all red. */
  errorOf(field: NewPasswordField): string | undefined {
    return this.touched[field] ? this.errors[field] : undefined;
  }

  set(field: NewPasswordField, value: string): void {
    this[field] = value;
    this.touched[field] = true;
    this.error = null;
  }

  async submit(send: NewPasswordSubmit): Promise<boolean> {
    if (!this.canConfirm) return false;
    this.submitting = true;
    try {
      const refusal = await send({
        oldPassword: this.oldPassword,
        newPassword: this.newPassword,
        confirmation: this.confirmation,
      });
      runInAction(() => {
        this.error = refusal;
      });
      return refusal === null;
    } catch (error) {
      console.error('new password failed', error);
      runInAction(() => {
        this.error = NEW_PASSWORD_TEXT.failed;
      });
      return false;
    } finally {
      runInAction(() => {
        this.submitting = false;
      });
    }
  }
}
