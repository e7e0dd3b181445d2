import { eq } from 'drizzle-orm';
import { ORDER_MESSAGES } from '../../../src/contract/order';
import { isAdultByBirthDate } from '../../../src/domain/order/adult';
import type { Database } from '../../db/database';
import { adultVerifications } from '../../db/schema';
import type { IdentityVerifier } from '../../partners/identity/identity-verifier';
import type { AdultTokens } from './adult-token';
import { ORDER_TEXT, type OrderRefusal, refusal } from './order-errors';

export interface AdultVerificationDeps {
  readonly db: Database;
  readonly tokens: AdultTokens;
  /** The identity service (본인 인증); null when none is configured: every ciToken is refused. */
  readonly identity: IdentityVerifier | null;
  readonly now: () => Date;
}

/**
 * Spec §7 adult verification for adult-only menus: a session opens the window (a short-lived token naming it), the
 * identity service vouches for a person (ciToken), and a person of age by the domain's rule
 * (isAdultByBirthDate, Asia/Seoul year) marks the session's owner verified.
 */
export class AdultVerificationService {
  constructor(private readonly deps: AdultVerificationDeps) {}

  /** Whether the owner has passed adult verification. */
  async isVerified(ownerId: string, db: Database = this.deps.db): Promise<boolean> {
    const [row] = await db.select().from(adultVerifications).where(eq(adultVerifications.ownerId, ownerId));
    return row !== undefined;
  }

  /** The token that lets `ownerId`'s session finish one verification. */
  issueToken(ownerId: string): string {
    return this.deps.tokens.issue(ownerId);
  }

  /** Verifies `ownerId` with the window's token and the identity service's ciToken. */
  async verify(ownerId: string, token: string, ciToken: string): Promise<{ readonly kind: 'verified' } | OrderRefusal> {
    if (!this.deps.tokens.isValid(ownerId, token)) {
      return refusal('ADULT_TOKEN_INVALID', ORDER_MESSAGES.adultTokenInvalid, 'token');
    }
    const person = this.deps.identity === null ? null : await this.deps.identity.verify(ciToken);
    if (person === null) return refusal('CI_INVALID', ORDER_TEXT.ciInvalid, 'ciToken');
    const now = this.deps.now();
    if (!isAdultByBirthDate(person.birthDate, now.getTime())) return refusal('NOT_ADULT', ORDER_TEXT.adultRefused);
    await this.deps.db
      .insert(adultVerifications)
      .values({ ownerId, verifiedAt: now })
      .onConflictDoUpdate({ target: adultVerifications.ownerId, set: { verifiedAt: now } });
    return { kind: 'verified' };
  }
}
