import type { Grade, Member } from '../../domain/session/types';

/** A membership grade as the membership guide lists it. */
export interface MembershipGrade extends Grade {
  readonly id: number;
  readonly description: string;
  /** Points earned: whole percent of the amount paid for a completed order. */
  readonly pointRatePercent: number;
  /** Completed orders in the last six months that qualify (src/domain/membership/progress.ts). */
  readonly minOrderCount: number;
  /** The coupon given every month in the grade ('' for none). */
  readonly monthlyCoupon: string;
}

/** Where a member stands: their grade and their orders completed in the grade window (the last six months). */
export interface MembershipStanding {
  readonly gradeId: number;
  readonly recentOrderCount: number;
}

/** Spec §3 marketing agreements: whether the member accepts advertising by SMS, e-mail and app push. */
export interface MarketingConsent {
  readonly sms: boolean;
  readonly email: boolean;
  readonly push: boolean;
}

/**
 * The 내 정보 screen's reading: the Member, plus the account's username, marketing agreements and whether a CI
 * (본인 인증) is on file.
 */
export interface MemberProfile {
  readonly member: Member;
  readonly username: string;
  readonly marketing: MarketingConsent;
  readonly ciVerified: boolean;
}

/** The editable member fields (spec §7 PUT /member/info): the name, and the marketing agreements when sent. */
export interface MemberInfoChanges {
  readonly name: string;
  readonly marketing?: MarketingConsent;
}

export interface MemberRejection {
  readonly kind: 'rejected';
  readonly code: string;
  readonly message: string;
}

export type MemberUpdateResult = { readonly kind: 'updated'; readonly member: Member } | MemberRejection;
export type PasswordChangeResult = { readonly kind: 'changed' } | MemberRejection;
export type PhoneChangeResult = { readonly kind: 'changed' } | MemberRejection;
export type IdentityConnectResult = { readonly kind: 'connected' } | MemberRejection;

/**
 * The signed-in customer's account (spec §7 /member/info, /membership/grade). A guest session reads as a Member named
 * 비회원 with no grade; signed out or in an ARS call (no account), info reads null. Refused changes (wrong current
 * password, password rule, wrong phone code, a CI another member holds) are `rejected` values with a Korean message.
 * Changes need a member session, else SessionRequiredError; outages throw.
 */
export interface MemberAccount {
  info(): Promise<Member | null>;
  /** The member's own account (내 정보); a session that is not a member's gets SessionRequiredError. */
  profile(): Promise<MemberProfile>;
  myGrade(): Promise<Grade | null>;
  grades(): Promise<readonly MembershipGrade[]>;
  /** GET /membership/grade/my: null for a member without a grade yet, or a session that is not a member's. */
  membershipStanding(): Promise<MembershipStanding | null>;
  updateInfo(changes: MemberInfoChanges): Promise<MemberUpdateResult>;
  changePassword(input: { oldPassword: string; newPassword: string }): Promise<PasswordChangeResult>;
  /** The new phone must carry the code confirmed through PhoneVerification. */
  changePhone(input: { phoneNumber: string; authCode: string }): Promise<PhoneChangeResult>;
  /** Spec §7 PATCH /member/info/ci: records the person the identity service proved (ciToken) as this member's. */
  connectIdentity(input: { ciToken: string }): Promise<IdentityConnectResult>;
  resign(): Promise<{ readonly kind: 'resigned' }>;
}
