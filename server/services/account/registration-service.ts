import { randomUUID } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { MarketingInfoBody, RegisterProcessBody } from '../../../src/contract/account';
import { isCommonPassword } from '../../auth/common-passwords';
import { hashPassword } from '../../auth/passwords';
import type { Database } from '../../db/database';
import { members, owners, type ProofMethod, registrations } from '../../db/schema';
import type { IdentityVerifier } from '../../partners/identity/identity-verifier';
import { type AccountFailure, failure } from './account-failures';
import {
  activeMemberByCi,
  activeMemberByPhone,
  entryGradeId,
  isUsernameTaken,
  sqlStateOf,
  UNIQUE_VIOLATION,
} from './account-members';
import type { PhoneVerificationService } from './phone-verification-service';
import { hashGrantToken, newGrantToken } from './secrets';

/** How long a sign-up grant lasts from init, and marketing-info stays open after process, ms (ours: 30 min). */
export const REGISTRATION_TTL_MS = 30 * 60 * 1000;

export type RegistrationGrantOutcome =
  | {
      readonly kind: 'granted';
      readonly token: string;
      readonly expiresAt: Date;
      readonly name: string;
      readonly phoneNumber: string;
    }
  | AccountFailure;

export type RegisterOutcome =
  | { readonly kind: 'registered'; readonly memberId: string; readonly username: string; readonly name: string }
  | AccountFailure;

export interface RegistrationDeps {
  readonly db: Database;
  readonly phone: PhoneVerificationService;
  /** null when no identity-verification service is configured: the CI calls answer 501. */
  readonly identity: IdentityVerifier | null;
  readonly now: () => Date;
}

interface ProvedPerson {
  readonly method: ProofMethod;
  readonly name: string;
  readonly phoneNumber: string;
  readonly ci: string | null;
}

/**
 * Spec §7 sign-up: check-username; init (SMS code) or init-ci (ciToken) proves the person and grants a token;
 * process(-ci) creates the member (argon2id, the entry grade); marketing-info records the three agreements.
 */
export class RegistrationService {
  constructor(private readonly deps: RegistrationDeps) {}

  /** Whether `username` is free (ids of resigned members stay taken). */
  async isUsernameAvailable(username: string): Promise<boolean> {
    return !(await isUsernameTaken(this.deps.db, username));
  }

  async initWithPhone(input: {
    name: string;
    phoneNumber: string;
    authCode: string;
    registrationKey: string;
  }): Promise<RegistrationGrantOutcome> {
    if (await this.isKeyUsed(input.registrationKey)) return failure('registration-key-used');
    const spent = await this.deps.phone.spend(input);
    if (spent.kind === 'failure') return spent;
    if ((await activeMemberByPhone(this.deps.db, input.phoneNumber)) !== null) return failure('already-member');
    const person = { method: 'phone' as const, name: spent.proof.name, phoneNumber: input.phoneNumber, ci: null };
    return this.grant(person, input.registrationKey);
  }

  async initWithCi(input: { ciToken: string; registrationKey: string }): Promise<RegistrationGrantOutcome> {
    if (this.deps.identity === null) return failure('identity-unavailable');
    const identity = await this.deps.identity.verify(input.ciToken);
    if (identity === null) return failure('ci-token-invalid');
    if (await this.isKeyUsed(input.registrationKey)) return failure('registration-key-used');
    const { db } = this.deps;
    if ((await activeMemberByCi(db, identity.ci)) !== null) return failure('already-member');
    if ((await activeMemberByPhone(db, identity.phoneNumber)) !== null) return failure('already-member');
    const person = { method: 'ci' as const, name: identity.name, phoneNumber: identity.phoneNumber, ci: identity.ci };
    return this.grant(person, input.registrationKey);
  }

  /** Creates the member of a `method` grant (process: phone, process-ci: ci); a common password is refused (issue 15). */
  async process(method: ProofMethod, body: RegisterProcessBody): Promise<RegisterOutcome> {
    if (await isCommonPassword(body.password)) return failure('common-password');
    const { db } = this.deps;
    const now = this.deps.now();
    const [registration] = await db
      .select()
      .from(registrations)
      .where(
        and(
          eq(registrations.tokenHash, hashGrantToken(body.token)),
          eq(registrations.method, method),
          isNull(registrations.completedAt),
          gt(registrations.expiresAt, now),
        ),
      );
    if (registration === undefined) return failure('token-invalid');
    if (body.name !== undefined && body.name !== registration.name) return failure('identity-mismatch');
    if (body.phoneNumber !== undefined && body.phoneNumber !== registration.phoneNumber) {
      return failure('identity-mismatch');
    }
    if (await isUsernameTaken(db, body.username)) return failure('username-taken');
    if ((await activeMemberByPhone(db, registration.phoneNumber)) !== null) return failure('already-member');
    if (registration.ci !== null && (await activeMemberByCi(db, registration.ci)) !== null) {
      return failure('already-member');
    }
    const passwordHash = await hashPassword(body.password);
    const gradeId = await entryGradeId(db);
    const memberId = randomUUID();
    const ownerId = `member:${memberId}`;
    try {
      return await db.transaction(async (tx): Promise<RegisterOutcome> => {
        const [claimed] = await tx
          .update(registrations)
          .set({ completedAt: now, expiresAt: new Date(now.getTime() + REGISTRATION_TTL_MS) })
          .where(and(eq(registrations.id, registration.id), isNull(registrations.completedAt)))
          .returning({ id: registrations.id });
        if (claimed === undefined) return failure('token-invalid');
        await tx.insert(owners).values({ id: ownerId, kind: 'member' });
        await tx.insert(members).values({
          id: memberId,
          ownerId,
          username: body.username,
          passwordHash,
          name: registration.name,
          phoneNumber: registration.phoneNumber,
          gradeId,
          ci: registration.ci,
          smsMarketingAgreed: body.smsMarketingAgreed ?? registration.smsMarketingAgreed,
          emailMarketingAgreed: body.emailMarketingAgreed ?? registration.emailMarketingAgreed,
          pushMarketingAgreed: body.pushMarketingAgreed ?? registration.pushMarketingAgreed,
          createdAt: now,
        });
        await tx.update(registrations).set({ memberId }).where(eq(registrations.id, registration.id));
        return { kind: 'registered', memberId, username: body.username, name: registration.name };
      });
    } catch (error) {
      // A concurrent sign-up took the id, the phone or the CI between the checks and the insert.
      if (sqlStateOf(error) !== UNIQUE_VIOLATION) throw error;
      return failure((await isUsernameTaken(db, body.username)) ? 'username-taken' : 'already-member');
    }
  }

  /**
   * Spec §7 marketing-info: before process the agreements wait on the grant (process applies them); after it they
   * go to the new member, while the grant lasts (30 minutes from process).
   */
  async updateMarketing(body: MarketingInfoBody): Promise<{ readonly kind: 'updated' } | AccountFailure> {
    const { db } = this.deps;
    const [registration] = await db
      .select({ id: registrations.id, memberId: registrations.memberId })
      .from(registrations)
      .where(
        and(eq(registrations.tokenHash, hashGrantToken(body.token)), gt(registrations.expiresAt, this.deps.now())),
      );
    if (registration === undefined) return failure('token-invalid');
    const flags = {
      smsMarketingAgreed: body.smsMarketingAgreed,
      emailMarketingAgreed: body.emailMarketingAgreed,
      pushMarketingAgreed: body.pushMarketingAgreed,
    };
    if (registration.memberId === null) {
      await db.update(registrations).set(flags).where(eq(registrations.id, registration.id));
      return { kind: 'updated' };
    }
    const updated = await db
      .update(members)
      .set(flags)
      .where(and(eq(members.id, registration.memberId), isNull(members.resignedAt)))
      .returning({ id: members.id });
    return updated.length === 0 ? failure('token-invalid') : { kind: 'updated' };
  }

  private async isKeyUsed(registrationKey: string): Promise<boolean> {
    const [row] = await this.deps.db
      .select({ id: registrations.id })
      .from(registrations)
      .where(eq(registrations.registrationKey, registrationKey))
      .limit(1);
    return row !== undefined;
  }

  private async grant(person: ProvedPerson, registrationKey: string): Promise<RegistrationGrantOutcome> {
    const now = this.deps.now();
    const token = newGrantToken();
    const expiresAt = new Date(now.getTime() + REGISTRATION_TTL_MS);
    try {
      await this.deps.db.insert(registrations).values({
        tokenHash: hashGrantToken(token),
        registrationKey,
        method: person.method,
        name: person.name,
        phoneNumber: person.phoneNumber,
        ci: person.ci,
        createdAt: now,
        expiresAt,
      });
    } catch (error) {
      if (sqlStateOf(error) === UNIQUE_VIOLATION) return failure('registration-key-used');
      throw error;
    }
    return { kind: 'granted', token, expiresAt, name: person.name, phoneNumber: person.phoneNumber };
  }
}
