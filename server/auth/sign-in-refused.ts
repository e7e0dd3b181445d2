import { CredentialsSignin } from '@auth/core/errors';

/**
 * Why a credentials sign-in was refused: the `code` query value next to `error=CredentialsSignin` in the answer's
 * url (spec §8 "a failed sign-in returns the error from the url's error query value"). Codes never tell a wrong
 * password from an unknown username.
 */
export type SignInRefusal =
  | 'credentials'
  | 'guest_confirmation_invalid'
  | 'ars_link_invalid'
  | 'refresh_token_invalid'
  | 'refresh_token_expired'
  | 'refresh_token_reused';

/** A refused credentials sign-in with its code (Auth.js answers `?error=CredentialsSignin&code=<code>`). */
export class SignInRefused extends CredentialsSignin {
  constructor(refusal: SignInRefusal) {
    super(refusal);
    this.code = refusal;
  }
}
