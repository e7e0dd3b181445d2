import type {
  MemberAccount,
  MemberInfoChanges,
  MemberRejection,
  MembershipGrade,
  MemberUpdateResult,
  PasswordChangeResult,
  PhoneChangeResult,
} from '../../application/ports/member-account';
import { SessionRequiredError } from '../../application/ports/session-required-error';
import type { Grade, Member } from '../../domain/session/types';
import { isPasswordRuleMet, PASSWORD_MESSAGES } from '../../domain/validation/password';
import { WRONG_AUTH_CODE_MESSAGE } from '../../domain/validation/phone-verification';
import type { MemoryBackend, OwnerState } from './memory-backend';

export const MEMBER_REFUSALS = {
  wrongPassword: '현재 비밀번호가 일치하지 않습니다.',
  blankName: '이름을 입력해주세요.',
} as const;

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

  async myGrade(): Promise<Grade | null> {
    const owner = this.backend.requireOwner();
    return this.gradeOf(owner);
  }

  async grades(): Promise<readonly MembershipGrade[]> {
    return this.backend.fixtures.grades;
  }

  async updateInfo(changes: MemberInfoChanges): Promise<MemberUpdateResult> {
    const owner = this.requireMember();
    if (changes.name.trim() === '') return refuse('INVALID_NAME', MEMBER_REFUSALS.blankName);
    owner.name = changes.name.trim();
    return { kind: 'updated', member: this.memberOf(owner) };
  }

  async changePassword(input: { oldPassword: string; newPassword: string }): Promise<PasswordChangeResult> {
    const owner = this.requireMember();
    if (owner.password !== input.oldPassword) return refuse('WRONG_PASSWORD', MEMBER_REFUSALS.wrongPassword);
    if (!isPasswordRuleMet(input.newPassword)) return refuse('PASSWORD_RULE', PASSWORD_MESSAGES.rule);
    if (input.newPassword === input.oldPassword) return refuse('SAME_PASSWORD', PASSWORD_MESSAGES.sameAsOld);
    owner.password = input.newPassword;
    return { kind: 'changed' };
  }

  async changePhone(input: { phoneNumber: string; authCode: string }): Promise<PhoneChangeResult> {
    const owner = this.requireMember();
    const check = this.backend.verifications.get(input.phoneNumber);
    if (check === undefined || !check.confirmed || check.code !== input.authCode) {
      return refuse('WRONG_CODE', WRONG_AUTH_CODE_MESSAGE);
    }
    owner.phoneNumber = input.phoneNumber;
    return { kind: 'changed' };
  }

  async resign(): Promise<{ readonly kind: 'resigned' }> {
    const owner = this.requireMember();
    this.backend.owners.delete(owner.ownerId);
    for (const tokens of [this.backend.accessTokens, this.backend.refreshTokens]) {
      for (const [token, record] of tokens) if (record.ownerId === owner.ownerId) tokens.delete(token);
    }
    this.backend.current = null;
    return { kind: 'resigned' };
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
