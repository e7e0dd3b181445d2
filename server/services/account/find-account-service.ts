import { and, eq, gt, isNull } from 'drizzle-orm';
import { isCommonPassword } from '../../auth/common-passwords';
import { hashPassword } from '../../auth/passwords';
import { endMemberSessions } from '../../auth/refresh-tokens';
import type { Database } from '../../db/database';
import { members, type ProofMethod, passwordResetTokens } from '../../db/schema';
import type { IdentityVerifier, VerifiedIdentity } from '../../partners/identity/identity-verifier';
import { type AccountFailure, failure } from './account-failures';
import { activeMemberByCi, activeMemberByPhone, activeMemberByUsername, type MemberRow } from './account-members';
import type { PhoneVerificationService } from './phone-verification-service';
import { hashGrantToken, newGrantToken } from './secrets';

/** How long a password-reset grant lasts, ms (ours: 15 minutes to type a new password). */
export const PASSWORD_RESET_TTL_MS = 15 * 60 * 1000;

export type FoundUsernameOutcome =
  | { readonly kind: 'found'; readonly username: string; readonly joinedAt: Date }
  | AccountFailure;

export type ResetGrantOutcome =
  | { readonly kind: 'granted'; readonly token: string; readonly expiresAt: Date }
  | AccountFailure;

export interface FindAccountDeps {
  readonly db: Database;
  readonly phone: PhoneVerificationService;
  readonly identity: IdentityVerifier | null;
  readonly now: () => Date;
}

/**
 * A found id as shown (ours: the spec shows no mask): the first half, at least 2 and at most 4 characters, stays;
 * the rest becomes `*` ("chickenlover" → "chic********", "abcd" → "ab**").
 */
export function maskUsername(username: string): string {
  const shown = Math.min(4, Math.max(2, Math.floor(username.length / 2)));
  return username.slice(0, shown) + '*'.repeat(Math.max(0, username.length - shown));
}

/**
 * Spec §7 find: the id by name + proved phone or by identity (masked), and the password reset (init proves the
 * account's phone or person and grants a single-use token; process sets the password and ends every session).
 */
export class FindAccountService {
  constructor(private readonly deps: FindAccountDeps) {}

  async findUsername(input: { name: string; phoneNumber: string; authCode: string }): Promise<FoundUsernameOutcome> {
    const spent = await this.deps.phone.spend({ phoneNumber: input.phoneNumber, authCode: input.authCode });
    if (spent.kind === 'failure') return spent;
    const member = await activeMemberByPhone(this.deps.db, input.phoneNumber);
    if (member === null || member.name !== input.name) return failure('member-not-found');
    return found(member);
  }

  async findUsernameByCi(ciToken: string): Promise<FoundUsernameOutcome> {
    const identity = await this.identityOf(ciToken);
    if ('kind' in identity) return identity;
    const member = await this.memberOfIdentity(identity);
    return member === null ? failure('member-not-found') : found(member);
  }

  async initReset(input: { username: string; phoneNumber: string; authCode: string }): Promise<ResetGrantOutcome> {
    const spent = await this.deps.phone.spend({ phoneNumber: input.phoneNumber, authCode: input.authCode });
    if (spent.kind === 'failure') return spent;
    const member = await activeMemberByUsername(this.deps.db, input.username);
    if (member === null || member.phoneNumber !== input.phoneNumber) return failure('member-not-found');
    return this.grant(member.id, 'phone');
  }

  async initResetByCi(input: { username: string; ciToken: string }): Promise<ResetGrantOutcome> {
    const identity = await this.identityOf(input.ciToken);
    if ('kind' in identity) return identity;
    const member = await activeMemberByUsername(this.deps.db, input.username);
    if (member === null || !isSamePerson(member, identity)) return failure('member-not-found');
    return this.grant(member.id, 'ci');
  }

  /**
   * Sets the new password of a reset grant (spent once; never a common password, issue 15) and ends all the member's
   * sessions (issue 4).
   */
  async processReset(input: {
    token: string;
    password: string;
    confirmation?: string | undefined;
  }): Promise<{ readonly kind: 'reset' } | AccountFailure> {
    if (input.confirmation !== undefined && input.confirmation !== input.password) return failure('password-mismatch');
    if (await isCommonPassword(input.password)) return failure('common-password');
    const { db } = this.deps;
    const now = this.deps.now();
    const tokenHash = hashGrantToken(input.token);
    const live = and(
      eq(passwordResetTokens.tokenHash, tokenHash),
      isNull(passwordResetTokens.usedAt),
      gt(passwordResetTokens.expiresAt, now),
    );
    // Checked before hashing, so an unknown token costs no argon2 work.
    const [grant] = await db.select({ id: passwordResetTokens.id }).from(passwordResetTokens).where(live);
    if (grant === undefined) return failure('token-invalid');
    const passwordHash = await hashPassword(input.password);
    const memberId = await db.transaction(async (tx) => {
      const [spent] = await tx
        .update(passwordResetTokens)
        .set({ usedAt: now })
        .where(live)
        .returning({ memberId: passwordResetTokens.memberId });
      if (spent === undefined) return null;
      const updated = await tx
        .update(members)
        .set({ passwordHash })
        .where(and(eq(members.id, spent.memberId), isNull(members.resignedAt)))
        .returning({ id: members.id });
      if (updated.length === 0) return null;
      // Other grants of the member die with this one: a reset link seen by someone else is worthless now.
      await tx
        .update(passwordResetTokens)
        .set({ usedAt: now })
        .where(and(eq(passwordResetTokens.memberId, spent.memberId), isNull(passwordResetTokens.usedAt)));
      return spent.memberId;
    });
    if (memberId === null) return failure('token-invalid');
    await endMemberSessions(db, memberId, { now });
    return { kind: 'reset' };
  }

  private async identityOf(ciToken: string): Promise<VerifiedIdentity | AccountFailure> {
    if (this.deps.identity === null) return failure('identity-unavailable');
    return (await this.deps.identity.verify(ciToken)) ?? failure('ci-token-invalid');
  }

  /** The member a verified person is: by CI, else a member without a CI whose name and phone are the person's. */
  private async memberOfIdentity(identity: VerifiedIdentity): Promise<MemberRow | null> {
    const byCi = await activeMemberByCi(this.deps.db, identity.ci);
    if (byCi !== null) return byCi;
    const byPhone = await activeMemberByPhone(this.deps.db, identity.phoneNumber);
    return byPhone !== null && isSamePerson(byPhone, identity) ? byPhone : null;
  }

  private async grant(memberId: string, method: ProofMethod): Promise<ResetGrantOutcome> {
    const now = this.deps.now();
    const token = newGrantToken();
    const expiresAt = new Date(now.getTime() + PASSWORD_RESET_TTL_MS);
    await this.deps.db
      .insert(passwordResetTokens)
      .values({ tokenHash: hashGrantToken(token), memberId, method, createdAt: now, expiresAt });
    return { kind: 'granted', token, expiresAt };
  }
}

function found(member: MemberRow): FoundUsernameOutcome {
  return { kind: 'found', username: maskUsername(member.username), joinedAt: member.createdAt };
}

/**
 * Whether a verified person is this member: the member's CI when one is on file; otherwise (joined by SMS) the
 * same name and phone, which the identity service has just proved.
 */
function isSamePerson(member: MemberRow, identity: VerifiedIdentity): boolean {
  if (member.ci !== null) return member.ci === identity.ci;
  return member.name === identity.name && member.phoneNumber === identity.phoneNumber;
}
