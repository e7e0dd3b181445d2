import type { FieldErrors } from '../../domain/validation/field-errors';
import { type NewPasswordField, validateNewPassword } from '../../domain/validation/password';
import type { MemberAccount } from '../ports/member-account';

export interface ChangePasswordInput {
  readonly oldPassword: string;
  readonly newPassword: string;
  readonly confirmation: string;
}

export type ChangePasswordResult =
  /** The password changed; the member's other sessions ended (server), this one goes on. */
  | { readonly kind: 'changed' }
  /** Spec §5: a field breaks the popup's rules (the messages, copied from the spec); nothing was sent. */
  | { readonly kind: 'invalid'; readonly errors: FieldErrors<NewPasswordField> }
  /** The server refused: a wrong current password, too many tries… (its Korean message). */
  | { readonly kind: 'rejected'; readonly code: string; readonly message: string };

/**
 * Spec §5 비밀번호 변경: the three-field rules first (the popup's own check, repeated so no caller can skip it), then
 * PUT /member/info/password. Not a member: SessionRequiredError; outages throw.
 */
export class ChangePassword {
  constructor(private readonly members: Pick<MemberAccount, 'changePassword'>) {}

  async execute(input: ChangePasswordInput): Promise<ChangePasswordResult> {
    const validation = validateNewPassword(input);
    if (!validation.canConfirm) return { kind: 'invalid', errors: validation.errors };
    const result = await this.members.changePassword({
      oldPassword: input.oldPassword,
      newPassword: input.newPassword,
    });
    return result.kind === 'changed' ? result : { kind: 'rejected', code: result.code, message: result.message };
  }
}
