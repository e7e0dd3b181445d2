import { and, asc, count, eq, gte, isNull } from 'drizzle-orm';
import type { MemberInfoWire, MembershipGradeWire, MyMembershipGradeWire } from '../../../src/contract/account';
import { gradeWindowStart } from '../../../src/domain/membership/progress';
import type { AccessTokenClaims } from '../../auth/access-token';
import { isCommonPassword } from '../../auth/common-passwords';
import { hashPassword, verifyPassword } from '../../auth/passwords';
import { endMemberSessions } from '../../auth/refresh-tokens';
import type { Database } from '../../db/database';
import { addresses, grades, members, orders } from '../../db/schema';
import type { IdentityVerifier } from '../../partners/identity/identity-verifier';
import type { RateLimiter, RateLimitRule } from '../../rate-limit/rate-limiter';
import { CouponService } from '../coupons/coupon-service';
import { type AccountFailure, failure } from './account-failures';
import {
  activeMemberByOwner,
  isCiHeldByAnother,
  isPhoneHeldByAnother,
  type MemberRow,
  sqlStateOf,
  UNIQUE_VIOLATION,
} from './account-members';
import type { HappyPointAccount, HappyPointPartner } from './happy-point';
import type { PhoneVerificationService } from './phone-verification-service';
import type { PointLedgerService } from './point-ledger';

/** Wrong current passwords a member may type in 10 minutes (ours: a stolen session cannot guess the password). */
export const PASSWORD_CHECK_RULE: RateLimitRule = { limit: 10, windowMs: 10 * 60 * 1000 };

export type Done = { readonly kind: 'done' } | AccountFailure;
const DONE: Done = { kind: 'done' };

export interface MemberAccountDeps {
  readonly db: Database;
  readonly phone: PhoneVerificationService;
  readonly identity: IdentityVerifier | null;
  readonly points: PointLedgerService;
  readonly happyPoint: HappyPointPartner;
  readonly limiter: RateLimiter;
  readonly now: () => Date;
}

/**
 * The member a session speaks for (spec §6: these calls are members only). A guest or ARS session is refused
 * (403); a member who resigned since the token was issued has no session any more (401, so the storefront's refresh
 * fails and signs out). Only the caller's own row is ever reached: there are no member ids on the wire.
 */
export async function memberOfSession(db: Database, principal: AccessTokenClaims): Promise<MemberRow | AccountFailure> {
  if (principal.type !== 'member') return failure('members-only');
  return (await activeMemberByOwner(db, principal.sub)) ?? failure('session-ended');
}

/** Spec §7 member/info, password, phone, ci, membership grade and Happy Point for the signed-in member. */
export class MemberAccountService {
  constructor(private readonly deps: MemberAccountDeps) {}

  /** Spec §3 Member: coupon counts of the usable coupons; points are the ledger's sum. */
  async info(member: MemberRow): Promise<MemberInfoWire> {
    const { db } = this.deps;
    const [grade] =
      member.gradeId === null
        ? []
        : await db
            .select({ name: grades.name, iconUrl: grades.iconUrl })
            .from(grades)
            .where(eq(grades.id, member.gradeId));
    const [address] = await db
      .select({ fullAddress: addresses.fullAddress, detailAddress: addresses.detailAddress })
      .from(addresses)
      .where(and(eq(addresses.ownerId, member.ownerId), eq(addresses.isDefault, true)));
    const counts = await new CouponService(db, this.deps.now).counts(member.ownerId);
    return {
      name: member.name,
      phoneNumber: member.phoneNumber,
      grade: grade ?? null,
      ...counts,
      pointAmount: await this.deps.points.balance(member.id),
      defaultAddress: address ?? null,
      username: member.username,
      smsMarketingAgreed: member.smsMarketingAgreed,
      emailMarketingAgreed: member.emailMarketingAgreed,
      pushMarketingAgreed: member.pushMarketingAgreed,
      ciVerified: member.ci !== null,
    };
  }

  /** PUT /member/info: the name and the marketing agreements sent (absent ones stay). */
  async updateInfo(
    member: MemberRow,
    changes: {
      name: string;
      smsMarketingAgreed?: boolean | undefined;
      emailMarketingAgreed?: boolean | undefined;
      pushMarketingAgreed?: boolean | undefined;
    },
  ): Promise<MemberInfoWire> {
    const updated: MemberRow = {
      ...member,
      name: changes.name,
      smsMarketingAgreed: changes.smsMarketingAgreed ?? member.smsMarketingAgreed,
      emailMarketingAgreed: changes.emailMarketingAgreed ?? member.emailMarketingAgreed,
      pushMarketingAgreed: changes.pushMarketingAgreed ?? member.pushMarketingAgreed,
    };
    await this.deps.db
      .update(members)
      .set({
        name: updated.name,
        smsMarketingAgreed: updated.smsMarketingAgreed,
        emailMarketingAgreed: updated.emailMarketingAgreed,
        pushMarketingAgreed: updated.pushMarketingAgreed,
      })
      .where(and(eq(members.id, member.id), isNull(members.resignedAt)));
    return this.info(updated);
  }

  /** DELETE /member/info: the member resigns (the id stays taken, phone and CI become free) and every session ends. */
  async resign(member: MemberRow): Promise<void> {
    const now = this.deps.now();
    await this.deps.db
      .update(members)
      .set({ resignedAt: now })
      .where(and(eq(members.id, member.id), isNull(members.resignedAt)));
    await endMemberSessions(this.deps.db, member.id, { now });
  }

  /**
   * Spec §5 password popup rules (the rule itself is checked by the contract schema): confirmation equals the new
   * password, the new differs from the old and is not a common one (issue 15), the old is right. Then the member's
   * other sessions end (issue 4).
   */
  async changePassword(
    member: MemberRow,
    familyId: string | undefined,
    input: { oldPassword: string; newPassword: string; confirmation?: string | undefined },
  ): Promise<Done> {
    if (input.confirmation !== undefined && input.confirmation !== input.newPassword) {
      return failure('password-mismatch');
    }
    if (input.newPassword === input.oldPassword) return failure('same-password');
    if (await isCommonPassword(input.newPassword)) return failure('common-new-password');
    const attempt = await this.deps.limiter.hit(`password-check:${member.id}`, PASSWORD_CHECK_RULE);
    if (!attempt.allowed) return failure('client-quota', Math.ceil(attempt.retryAfterMs / 1000));
    if (!(await verifyPassword(member.passwordHash, input.oldPassword))) return failure('wrong-password');
    const passwordHash = await hashPassword(input.newPassword);
    await this.deps.db.update(members).set({ passwordHash }).where(eq(members.id, member.id));
    await this.endOtherSessions(member, familyId);
    return DONE;
  }

  /** PUT /member/info/phone: the new phone, proved by its code, unless another member holds it; other sessions end. */
  async changePhone(
    member: MemberRow,
    familyId: string | undefined,
    input: { phoneNumber: string; authCode: string },
  ): Promise<Done> {
    const spent = await this.deps.phone.spend(input);
    if (spent.kind === 'failure') return spent;
    const { db } = this.deps;
    if (await isPhoneHeldByAnother(db, input.phoneNumber, member.id)) return failure('phone-taken');
    try {
      await db.update(members).set({ phoneNumber: input.phoneNumber }).where(eq(members.id, member.id));
    } catch (error) {
      if (sqlStateOf(error) === UNIQUE_VIOLATION) return failure('phone-taken');
      throw error;
    }
    await this.endOtherSessions(member, familyId);
    return DONE;
  }

  /** PATCH /member/info/ci: records the person's CI unless it is another active member's. */
  async updateCi(member: MemberRow, ciToken: string): Promise<Done> {
    if (this.deps.identity === null) return failure('identity-unavailable');
    const identity = await this.deps.identity.verify(ciToken);
    if (identity === null) return failure('ci-token-invalid');
    const { db } = this.deps;
    if (await isCiHeldByAnother(db, identity.ci, member.id)) return failure('ci-taken');
    try {
      await db.update(members).set({ ci: identity.ci }).where(eq(members.id, member.id));
    } catch (error) {
      if (sqlStateOf(error) === UNIQUE_VIOLATION) return failure('ci-taken');
      throw error;
    }
    return DONE;
  }

  /**
   * GET /membership/grade/my: the member's grade and their orders completed in the grade window (the last six months,
   * src/domain/membership/progress.ts), or no-grade (404) before one is assigned.
   */
  async myGrade(member: MemberRow): Promise<MyMembershipGradeWire | AccountFailure> {
    if (member.gradeId === null) return failure('no-grade');
    const [grade] = await this.deps.db.select(gradeColumns).from(grades).where(eq(grades.id, member.gradeId));
    if (grade === undefined) return failure('no-grade');
    const [completed] = await this.deps.db
      .select({ total: count() })
      .from(orders)
      .where(
        and(
          eq(orders.ownerId, member.ownerId),
          eq(orders.status, 'COMPLETED'),
          gte(orders.statusChangedAt, gradeWindowStart(this.deps.now())),
        ),
      );
    return { ...grade, recentOrderCount: completed?.total ?? 0 };
  }

  /** GET /membership/grade: every grade, lowest first. */
  async grades(): Promise<MembershipGradeWire[]> {
    return this.deps.db.select(gradeColumns).from(grades).orderBy(asc(grades.pointRatePercent), asc(grades.id));
  }

  /** GET /api/delivery/point/hpc/info. */
  async happyPoint(member: MemberRow): Promise<HappyPointAccount> {
    return this.deps.happyPoint.accountOf({ ci: member.ci, phoneNumber: member.phoneNumber });
  }

  private async endOtherSessions(member: MemberRow, familyId: string | undefined): Promise<void> {
    await endMemberSessions(this.deps.db, member.id, { exceptFamilyId: familyId, now: this.deps.now() });
  }
}

const gradeColumns = {
  id: grades.id,
  name: grades.name,
  iconUrl: grades.iconUrl,
  description: grades.description,
  pointRatePercent: grades.pointRatePercent,
  minOrderCount: grades.minOrderCount,
  monthlyCoupon: grades.monthlyCoupon,
};
