import { USERNAME_MESSAGES } from '../../domain/validation/username';
import type { AccountRecovery } from '../ports/account-recovery';
import type { IdentityProof } from './start-registration';

export interface StartPasswordResetInput {
  readonly username: string;
  readonly proof: IdentityProof;
}

export type StartPasswordResetResult =
  | { readonly kind: 'granted'; readonly token: string }
  /** The id is blank: nothing was sent. */
  | { readonly kind: 'invalid'; readonly message: string }
  /** No member with that id and phone (or person), a spent code…: the server's Korean message. */
  | { readonly kind: 'rejected'; readonly message: string };

/**
 * Spec §4 "password finding has an init then a process step", step 1: /member/find/password/init (id, phone, its
 * code) or /init-ci (id, ciToken) grants a single-use reset token.
 */
export class StartPasswordReset {
  constructor(private readonly recovery: Pick<AccountRecovery, 'initPasswordReset' | 'initPasswordResetByCi'>) {}

  async execute({ username, proof }: StartPasswordResetInput): Promise<StartPasswordResetResult> {
    if (username.trim() === '') return { kind: 'invalid', message: USERNAME_MESSAGES.required };
    const result =
      proof.kind === 'phone'
        ? await this.recovery.initPasswordReset({
            username: username.trim(),
            phoneNumber: proof.phoneNumber,
            authCode: proof.authCode,
          })
        : await this.recovery.initPasswordResetByCi({ username: username.trim(), ciToken: proof.ciToken });
    if (result.kind === 'rejected') return { kind: 'rejected', message: result.message };
    return { kind: 'granted', token: result.token };
  }
}
