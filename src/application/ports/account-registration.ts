/** Spec §3 Registration: who the verification proved, and the grant that lets them finish sign-up. */
export interface RegistrationGrant {
  /** Single use, for process and marketing-info, until expiresAt. */
  readonly token: string;
  /** ISO-8601 instant. */
  readonly expiresAt: string;
  /** The proved person's name and 11-digit phone. */
  readonly name: string;
  readonly phoneNumber: string;
}

/** How the person was proved: a phone code (init/process) or the identity service (init-ci/process-ci). */
export type RegistrationMethod = 'phone' | 'ci';

/** Spec §3 Marketing agreements: each channel's yes or no. */
export interface MarketingAgreements {
  readonly smsMarketingAgreed: boolean;
  readonly emailMarketingAgreed: boolean;
  readonly pushMarketingAgreed: boolean;
}

/** A refusal the customer can read: a stable code, the Korean message, and the field it is about, if any. */
export interface AccountRejection {
  readonly kind: 'rejected';
  readonly code: string;
  readonly message: string;
  readonly field: string | null;
}

export type UsernameCheckResult = { readonly kind: 'checked'; readonly available: boolean } | AccountRejection;
export type RegistrationGrantResult =
  | { readonly kind: 'granted'; readonly grant: RegistrationGrant }
  | AccountRejection;
export type RegisterResult =
  | { readonly kind: 'registered'; readonly username: string; readonly name: string }
  | AccountRejection;
export type MarketingResult = { readonly kind: 'updated' } | AccountRejection;

/**
 * Sign-up (spec §7 /member/register): check-username, then init (name + phone + its code + a client-made
 * registrationKey) or init-ci (ciToken) grants a token, process makes the account, marketing-info records the
 * agreements. Refusals (wrong or expired code, already a member, id taken, used token, 429) are `rejected` values
 * with a Korean message; outages throw.
 */
export interface AccountRegistration {
  checkUsername(username: string): Promise<UsernameCheckResult>;
  init(input: {
    name: string;
    phoneNumber: string;
    authCode: string;
    registrationKey: string;
  }): Promise<RegistrationGrantResult>;
  initWithCi(input: { ciToken: string; registrationKey: string }): Promise<RegistrationGrantResult>;
  process(
    method: RegistrationMethod,
    input: { token: string; username: string; password: string; name: string },
  ): Promise<RegisterResult>;
  updateMarketing(token: string, agreements: MarketingAgreements): Promise<MarketingResult>;
}
