import { createHmac } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import { IDENTITY_VERIFY_TYPES, type IdentityVerifyType } from '../../../src/contract/account';
import type { IdentityVerifier, VerifiedIdentity } from './identity-verifier';

/** What the simulated identity service asks for (its page's three inputs). */
export interface SimulatedPerson {
  readonly name: string;
  /** YYYYMMDD. */
  readonly birthDate: string;
  readonly phoneNumber: string;
}

/** How long a ciToken is accepted after the person verified, seconds (10 min: enough to finish one form). */
export const CI_TOKEN_TTL_SECONDS = 10 * 60;

const ISSUER = 'local-identity-simulator';
const VERIFY_TYPES: ReadonlySet<string> = new Set(IDENTITY_VERIFY_TYPES);

/**
 * The local identity-verification service: anyone who types a name, a birth date and a phone is "verified". The
 * ciToken is an HS256 JWT (key derived from AUTH_SECRET for this purpose only) carrying the person and a CI of
 * HMAC(key, name ‖ birth date), so the same person always gets the same CI.
 */
export class LocalIdentitySimulator implements IdentityVerifier {
  private readonly key: Uint8Array;

  constructor(
    secretKey: Uint8Array,
    private readonly now: () => Date = () => new Date(),
  ) {
    this.key = new Uint8Array(createHmac('sha256', secretKey).update('chicken-storefront/identity-simulator').digest());
  }

  /** The CI the simulator assigns to a person (stable across phones and tokens). */
  ciOf(person: Pick<SimulatedPerson, 'name' | 'birthDate'>): string {
    return createHmac('sha256', this.key).update(`ci|${person.name.trim()}|${person.birthDate}`).digest('base64url');
  }

  /** Issues the ciToken the simulator's page posts to the storefront for `person`. */
  async issue(person: SimulatedPerson, verifyType: IdentityVerifyType): Promise<string> {
    const issuedAt = Math.floor(this.now().getTime() / 1000);
    return new SignJWT({
      ci: this.ciOf(person),
      name: person.name.trim(),
      birthDate: person.birthDate,
      phoneNumber: person.phoneNumber,
      verifyType,
    })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuer(ISSUER)
      .setIssuedAt(issuedAt)
      .setExpirationTime(issuedAt + CI_TOKEN_TTL_SECONDS)
      .sign(this.key);
  }

  async verify(ciToken: string): Promise<VerifiedIdentity | null> {
    try {
      const { payload } = await jwtVerify(ciToken, this.key, {
        algorithms: ['HS256'],
        issuer: ISSUER,
        requiredClaims: ['exp'],
        currentDate: this.now(),
      });
      const { ci, name, birthDate, phoneNumber, verifyType } = payload;
      if (typeof ci !== 'string' || typeof name !== 'string' || typeof birthDate !== 'string') return null;
      if (typeof phoneNumber !== 'string' || typeof verifyType !== 'string' || !VERIFY_TYPES.has(verifyType)) {
        return null;
      }
      return { ci, name, birthDate, phoneNumber, verifyType: verifyType as IdentityVerifyType };
    } catch {
      return null;
    }
  }
}
