import type { AccountRegistration, RegistrationGrant, RegistrationMethod } from '../ports/account-registration';

/** How the person was proved: a confirmed phone code, or a ciToken from the identity iframe (spec §7). */
export type IdentityProof =
  | { readonly kind: 'phone'; readonly name: string; readonly phoneNumber: string; readonly authCode: string }
  | { readonly kind: 'ci'; readonly ciToken: string };

export interface StartRegistrationInput {
  readonly proof: IdentityProof;
  /** The client's name for this sign-up attempt (8–128 of A–Z a–z 0–9 _ -), made once per attempt. */
  readonly registrationKey: string;
}

export type StartRegistrationResult =
  | { readonly kind: 'granted'; readonly method: RegistrationMethod; readonly grant: RegistrationGrant }
  /** Already a member, a spent code, a bad ciToken…: the server's Korean message. */
  | { readonly kind: 'rejected'; readonly message: string };

/**
 * Spec §4 "registration has an init then a process step", step 1: /member/register/init (name, phone, its code,
 * registrationKey) or /init-ci (ciToken) proves the person and grants the token the account form finishes with.
 */
export class StartRegistration {
  constructor(private readonly registration: Pick<AccountRegistration, 'init' | 'initWithCi'>) {}

  async execute({ proof, registrationKey }: StartRegistrationInput): Promise<StartRegistrationResult> {
    const result =
      proof.kind === 'phone'
        ? await this.registration.init({
            name: proof.name,
            phoneNumber: proof.phoneNumber,
            authCode: proof.authCode,
            registrationKey,
          })
        : await this.registration.initWithCi({ ciToken: proof.ciToken, registrationKey });
    if (result.kind === 'rejected') return { kind: 'rejected', message: result.message };
    return { kind: 'granted', method: proof.kind, grant: result.grant };
  }
}
