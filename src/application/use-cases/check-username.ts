import { isUsername, USERNAME_MESSAGES } from '../../domain/validation/username';
import type { AccountRegistration } from '../ports/account-registration';

export type CheckUsernameResult =
  | { readonly kind: 'available'; readonly message: typeof USERNAME_MESSAGES.available }
  | { readonly kind: 'taken'; readonly message: typeof USERNAME_MESSAGES.taken }
  /** The id breaks the rule (or is blank): no call is made. */
  | { readonly kind: 'invalid'; readonly message: string }
  | { readonly kind: 'rejected'; readonly message: string };

/** The sign-up form's 중복 확인: a valid id is asked about (/member/register/check-username). */
export class CheckUsername {
  constructor(private readonly registration: Pick<AccountRegistration, 'checkUsername'>) {}

  async execute(username: string): Promise<CheckUsernameResult> {
    if (username.trim() === '') return { kind: 'invalid', message: USERNAME_MESSAGES.required };
    if (!isUsername(username)) return { kind: 'invalid', message: USERNAME_MESSAGES.invalid };
    const result = await this.registration.checkUsername(username.trim());
    if (result.kind === 'rejected') return { kind: 'rejected', message: result.message };
    return result.available
      ? { kind: 'available', message: USERNAME_MESSAGES.available }
      : { kind: 'taken', message: USERNAME_MESSAGES.taken };
  }
}
