import type { AccountRejection } from './account-registration';

/** A found id as the server shows it: masked (`chic***`), and when the account was made (ISO-8601). */
export interface FoundUsername {
  readonly username: string;
  readonly joinedAt: string;
}

export type FindUsernameResult = { readonly kind: 'found'; readonly found: FoundUsername } | AccountRejection;
/** A single-use password-reset grant. */
export type PasswordResetGrantResult = { readonly kind: 'granted'; readonly token: string } | AccountRejection;
export type PasswordResetResult = { readonly kind: 'reset' } | AccountRejection;

/**
 * Finding an account (spec §7 /member/find): the id by name + a phone code or by identity (ciToken); the
 * password by id + a phone code or identity (init grants a token), then the new password (process; every session
 * of the member ends). No matching member, a wrong or spent code, a bad token are `rejected`; outages throw.
 */
export interface AccountRecovery {
  findUsername(input: { name: string; phoneNumber: string; authCode: string }): Promise<FindUsernameResult>;
  findUsernameByCi(ciToken: string): Promise<FindUsernameResult>;
  initPasswordReset(input: {
    username: string;
    phoneNumber: string;
    authCode: string;
  }): Promise<PasswordResetGrantResult>;
  initPasswordResetByCi(input: { username: string; ciToken: string }): Promise<PasswordResetGrantResult>;
  resetPassword(input: { token: string; password: string; confirmation: string }): Promise<PasswordResetResult>;
}
