import type { Grade, Member } from '../../domain/session/types';

/** A membership grade as the membership guide lists it. */
export interface MembershipGrade extends Grade {
  readonly id: number;
  readonly description: string;
}

/** The editable member fields (spec §7 PUT /member/info; the spec shows no others). */
export interface MemberInfoChanges {
  readonly name: string;
}

export interface MemberRejection {
  readonly kind: 'rejected';
  readonly code: string;
  readonly message: string;
}

export type MemberUpdateResult = { readonly kind: 'updated'; readonly member: Member } | MemberRejection;
export type PasswordChangeResult = { readonly kind: 'changed' } | MemberRejection;
export type PhoneChangeResult = { readonly kind: 'changed' } | MemberRejection;

/**
 * The signed-in customer's account (spec §7 /member/info, /membership/grade). A guest session reads as a Member
 * named 비회원 with no grade; signed out or in an ARS call (no account), info reads null. Refused changes (wrong current password, password
 * rule, wrong phone code) are `rejected` values with a Korean message. Changes need a member session, else
 * SessionRequiredError; outages throw.
 */
export interface MemberAccount {
  info(): Promise<Member | null>;
  myGrade(): Promise<Grade | null>;
  grades(): Promise<readonly MembershipGrade[]>;
  updateInfo(changes: MemberInfoChanges): Promise<MemberUpdateResult>;
  changePassword(input: { oldPassword: string; newPassword: string }): Promise<PasswordChangeResult>;
  /** The new phone must carry the code confirmed through PhoneVerification. */
  changePhone(input: { phoneNumber: string; authCode: string }): Promise<PhoneChangeResult>;
  resign(): Promise<{ readonly kind: 'resigned' }>;
}
