import type * as z from 'zod/mini';
import type {
  IdentityConnectResult,
  MemberAccount,
  MemberInfoChanges,
  MemberProfile,
  MemberRejection,
  MembershipGrade,
  MembershipStanding,
  MemberUpdateResult,
  PasswordChangeResult,
  PhoneChangeResult,
} from '../../application/ports/member-account';
import { SessionRequiredError } from '../../application/ports/session-required-error';
import { ACCOUNT_ERROR_CODES, newPasswordSchema, personNameSchema } from '../../contract/account';
import { ERROR_CODES } from '../../contract/errors';
import { gradeWindowStart } from '../../domain/membership/progress';
import type { Grade, Member } from '../../domain/session/types';
import { PASSWORD_MESSAGES } from '../../domain/validation/password';
import {
  endMemberSessions,
  identityOfCiToken,
  membersOf,
  recordResigned,
  spendPhoneCode,
} from './memory-account-proofs';
import type { MemoryBackend, OwnerState } from './memory-backend';
import { hasCi, isCiConnectedToAnother, marketingOf, recordCi, recordMarketing } from './memory-member-profile';

export const MEMBER_REFUSALS = {
  wrongPassword: '현재 비밀번호가 일치하지 않습니다.',
  phoneTaken: '이미 다른 회원이 사용 중인 휴대폰 번호예요.',
  ciTaken: '다른 계정에 이미 등록된 본인 인증 정보예요.',
  ciTokenInvalid: '본인 인증 정보가 올바르지 않거나 만료되었어요. 다시 인증해주세요.',
} as const;

/** The refusal of a field the server's contract schema refuses (400 BAD_REQUEST with the schema's message). */
function badInput(schema: z.ZodMiniType, value: unknown): MemberRejection | null {
  const parsed = schema.safeParse(value);
  return parsed.success ? null : refuse(ERROR_CODES.BAD_REQUEST, parsed.error.issues[0]?.message ?? '');
}

/**
 * The account of the current customer. Guests read as 비회원 with no grade, an ARS call has none; changes need a
 * member. A new phone must have been confirmed with the same code through the memory PhoneVerification.
 */
export class InMemoryMemberAccount implements MemberAccount {
  constructor(private readonly backend: MemoryBackend) {}

  async info(): Promise<Member | null> {
    const owner = this.backend.currentOwner();
    return owner === null || owner.type === 'ars' ? null : this.memberOf(owner);
  }

  async profile(): Promise<MemberProfile> {
    const owner = this.requireMember();
    return {
      member: this.memberOf(owner),
      username: owner.username ?? '',
      marketing: marketingOf(this.backend, owner.ownerId),
      ciVerified: hasCi(this.backend, owner),
    };
  }

  async myGrade(): Promise<Grade | null> {
    const owner = this.backend.requireOwner();
    return this.gradeOf(owner);
  }

  async grades(): Promise<readonly MembershipGrade[]> {
    return this.backend.fixtures.grades;
  }

  /** As the server: the member's grade and their orders completed in the last six months (by the completion time). */
  async membershipStanding(): Promise<MembershipStanding | null> {
    const owner = this.backend.requireOwner();
    if (owner.type !== 'member' || owner.gradeId === null) return null;
    const since = gradeWindowStart(new Date(this.backend.clock.now())).getTime();
    const recentOrderCount = owner.orders.filter(({ order }) =>
      order.statusHistory.some((step) => step.status === 'COMPLETED' && Date.parse(step.at) >= since),
    ).length;
    return { gradeId: owner.gradeId, recentOrderCount };
  }

  async updateInfo(changes: MemberInfoChanges): Promise<MemberUpdateResult> {
    const owner = this.requireMember();
    const refused = badInput(personNameSchema, changes.name);
    if (refused !== null) return refused;
    owner.name = changes.name.trim();
    if (changes.marketing !== undefined) recordMarketing(this.backend, owner.ownerId, changes.marketing);
    return { kind: 'updated', member: this.memberOf(owner) };
  }

  /** The server's order: the rule (its schema), a new password equal to the old, then the current password. */
  async changePassword(input: { oldPassword: string; newPassword: string }): Promise<PasswordChangeResult> {
    const owner = this.requireMember();
    const refused = badInput(newPasswordSchema, input.newPassword);
    if (refused !== null) return refused;
    if (input.newPassword === input.oldPassword) {
      return refuse(ACCOUNT_ERROR_CODES.SAME_PASSWORD, PASSWORD_MESSAGES.sameAsOld);
    }
    if (owner.password !== input.oldPassword) {
      return refuse(ACCOUNT_ERROR_CODES.WRONG_PASSWORD, MEMBER_REFUSALS.wrongPassword);
    }
    owner.password = input.newPassword;
    endMemberSessions(this.backend, owner.ownerId, this.currentFamily());
    return { kind: 'changed' };
  }

  /** The code sent to the new phone is spent (confirmed or not); a phone another member holds is refused. */
  async changePhone(input: { phoneNumber: string; authCode: string }): Promise<PhoneChangeResult> {
    const owner = this.requireMember();
    const spent = spendPhoneCode(this.backend, input);
    if (spent !== null) return refuse(spent.code, spent.message);
    if (membersOf(this.backend).some((m) => m.phoneNumber === input.phoneNumber && m.ownerId !== owner.ownerId)) {
      return refuse(ACCOUNT_ERROR_CODES.ALREADY_MEMBER, MEMBER_REFUSALS.phoneTaken);
    }
    owner.phoneNumber = input.phoneNumber;
    endMemberSessions(this.backend, owner.ownerId, this.currentFamily());
    return { kind: 'changed' };
  }

  /** The memory ciToken names the person; their CI may be on one active member only. */
  async connectIdentity(input: { ciToken: string }): Promise<IdentityConnectResult> {
    const owner = this.requireMember();
    const person = identityOfCiToken(input.ciToken);
    if (person === null) return refuse(ACCOUNT_ERROR_CODES.CI_TOKEN_INVALID, MEMBER_REFUSALS.ciTokenInvalid);
    const ci = `${person.name}:${person.phoneNumber}`;
    if (isCiConnectedToAnother(this.backend, ci, owner.ownerId)) {
      return refuse(ACCOUNT_ERROR_CODES.ALREADY_MEMBER, MEMBER_REFUSALS.ciTaken);
    }
    recordCi(this.backend, owner.ownerId, ci);
    return { kind: 'connected' };
  }

  /** The account goes and every sign-in of it ends; its id stays taken. */
  async resign(): Promise<{ readonly kind: 'resigned' }> {
    const owner = this.requireMember();
    if (owner.username !== null) recordResigned(this.backend, owner.username);
    this.backend.owners.delete(owner.ownerId);
    endMemberSessions(this.backend, owner.ownerId);
    this.backend.current = null;
    return { kind: 'resigned' };
  }

  /** The sign-in family of the current session, which a change the member makes keeps. */
  private currentFamily(): number | null {
    const current = this.backend.current;
    return current === null ? null : (this.backend.accessTokens.get(current.accessToken)?.family ?? null);
  }

  private requireMember(): OwnerState {
    const owner = this.backend.requireOwner();
    if (owner.type !== 'member') throw new SessionRequiredError('회원만 이용할 수 있습니다.');
    return owner;
  }

  private gradeOf(owner: OwnerState): Grade | null {
    const grade = this.backend.fixtures.grades.find((g) => g.id === owner.gradeId);
    return grade === undefined ? null : { name: grade.name, iconUrl: grade.iconUrl };
  }

  private memberOf(owner: OwnerState): Member {
    const home = owner.addresses.find((a) => a.isDefault) ?? null;
    return {
      name: owner.name,
      phoneNumber: owner.phoneNumber,
      grade: owner.type === 'member' ? this.gradeOf(owner) : null,
      membershipCouponCount: owner.membershipCoupons.length,
      ecouponCount: owner.ecoupons.length,
      pointAmount: owner.type === 'member' ? owner.points : 0,
      defaultAddress: home === null ? null : { fullAddress: home.fullAddress, detailAddress: home.detailAddress },
    };
  }
}

function refuse(code: string, message: string): MemberRejection {
  return { kind: 'rejected', code, message };
}
