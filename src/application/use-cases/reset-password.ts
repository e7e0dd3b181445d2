import type { FieldErrors } from '../../domain/validation/field-errors';
import { type PasswordPairField, validatePasswordPair } from '../../domain/validation/password-pair';
import type { AccountRecovery } from '../ports/account-recovery';

export interface ResetPasswordInput {
  /** The reset grant of StartPasswordReset. */
  readonly token: string;
  readonly password: string;
  readonly confirmation: string;
}

export type ResetPasswordResult =
  | { readonly kind: 'reset' }
  /** Spec §5 new-password rules: nothing was sent. */
  | { readonly kind: 'invalid'; readonly errors: FieldErrors<PasswordPairField> }
  /** An expired or used grant…: the server's Korean message. */
  | { readonly kind: 'rejected'; readonly message: string };

/**
 * Spec §4 password finding, step 2 (/member/find/password/process): the new password typed twice under the spec §5
 * rule; afterwards every session of the member ends and they log in with it.
 */
export class ResetPassword {
  constructor(private readonly recovery: Pick<AccountRecovery, 'resetPassword'>) {}

  async execute(input: ResetPasswordInput): Promise<ResetPasswordResult> {
    const { errors, valid } = validatePasswordPair(input);
    if (!valid) return { kind: 'invalid', errors };
    const result = await this.recovery.resetPassword(input);
    return result.kind === 'rejected' ? { kind: 'rejected', message: result.message } : { kind: 'reset' };
  }
}
