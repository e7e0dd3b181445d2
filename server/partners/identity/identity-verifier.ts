import type { IdentityVerifyType } from '../../../src/contract/account';

/** A person as an identity-verification service (본인 인증) vouches for them. */
export interface VerifiedIdentity {
  /** The connecting information (CI): one stable value per person, whatever their phone. */
  readonly ci: string;
  readonly name: string;
  /** YYYYMMDD. */
  readonly birthDate: string;
  /** 11 digits (spec §9). */
  readonly phoneNumber: string;
  readonly verifyType: IdentityVerifyType;
}

/**
 * Identity verification (spec §7 Other: the iframe's window message yields a ciToken). Reads the person a ciToken
 * speaks for; null for a forged, expired, malformed or unknown token (never throws for bad input).
 */
export interface IdentityVerifier {
  verify(ciToken: string): Promise<VerifiedIdentity | null>;
}
