import type { AxiosInstance } from 'axios';
import * as z from 'zod/mini';
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
import {
  type MemberInfoWire,
  memberEndpoints,
  memberInfoSchema,
  membershipGradeSchema,
  myMembershipGradeSchema,
} from '../../contract/account';
import type { Grade, Member } from '../../domain/session/types';
import { HttpError, isHttpStatus } from './http-error';
import { callEndpoint, sendEndpoint } from './wire';

/** Spec §5: the name a guest goes by (the guest path verifies its phone with name 비회원). */
export const GUEST_MEMBER_NAME = '비회원';

/** Spec §4 defaults for a session that is not a member's: no grade, no coupons counted, 0 points. */
const GUEST_MEMBER: Member = {
  name: GUEST_MEMBER_NAME,
  phoneNumber: '',
  grade: null,
  membershipCouponCount: 0,
  ecouponCount: 0,
  pointAmount: 0,
  defaultAddress: null,
};

/** Spec §6: what a guest is told when a member-only change is refused (403). */
const MEMBERS_ONLY_MESSAGE = '회원만 이용할 수 있습니다.';

/** Spec §3 Member, from the wire (username, agreements and CI flag are the account screens', not the Member's). */
function toMember(wire: MemberInfoWire): Member {
  return {
    name: wire.name,
    phoneNumber: wire.phoneNumber,
    grade: wire.grade,
    membershipCouponCount: wire.membershipCouponCount,
    ecouponCount: wire.ecouponCount,
    pointAmount: wire.pointAmount,
    defaultAddress: wire.defaultAddress,
  };
}

/** The 내 정보 reading from the wire. */
function toProfile(wire: MemberInfoWire): MemberProfile {
  return {
    member: toMember(wire),
    username: wire.username,
    marketing: { sms: wire.smsMarketingAgreed, email: wire.emailMarketingAgreed, push: wire.pushMarketingAgreed },
    ciVerified: wire.ciVerified,
  };
}

/** A refusal the customer reads: the server's code and Korean message. */
function rejection(error: HttpError): MemberRejection {
  return { kind: 'rejected', code: error.code ?? 'REJECTED', message: error.message };
}

/** Runs a member-only change: 400/409/429 are refusals; 403 (a guest or ARS session) is SessionRequiredError. */
async function change<T>(run: () => Promise<T>): Promise<T | MemberRejection> {
  try {
    return await run();
  } catch (error) {
    if (isHttpStatus(error, 403)) throw new SessionRequiredError(MEMBERS_ONLY_MESSAGE);
    if (error instanceof HttpError && error.kind === 'response' && [400, 409, 429].includes(error.status ?? 0)) {
      return rejection(error);
    }
    throw error;
  }
}

/**
 * MemberAccount over spec §7 /member/info (GET, PUT, DELETE), /member/info/password and /phone, and
 * /membership/grade (my and list). The server answers member calls 403 for a session that is not a member's: info
 * then reads as a 비회원 account (the port's guest reading; an ARS session reads the same, the server does not tell
 * them apart) and myGrade as null. Refused changes are `rejected` with the server's Korean message.
 */
export class AxiosMemberAccount implements MemberAccount {
  constructor(private readonly http: AxiosInstance) {}

  async info(): Promise<Member | null> {
    try {
      return toMember(await callEndpoint(this.http, memberEndpoints.info, memberInfoSchema));
    } catch (error) {
      if (isHttpStatus(error, 403)) return GUEST_MEMBER;
      throw error;
    }
  }

  /** The account screen's reading; a session that is not a member's (403) has none. */
  async profile(): Promise<MemberProfile> {
    try {
      return toProfile(await callEndpoint(this.http, memberEndpoints.info, memberInfoSchema));
    } catch (error) {
      if (isHttpStatus(error, 403)) throw new SessionRequiredError(MEMBERS_ONLY_MESSAGE);
      throw error;
    }
  }

  /** No grade (404 ELEMENT_NOT_FOUND) or not a member (403): null. */
  async myGrade(): Promise<Grade | null> {
    try {
      const grade = await callEndpoint(this.http, memberEndpoints.myGrade, membershipGradeSchema);
      return { name: grade.name, iconUrl: grade.iconUrl };
    } catch (error) {
      if (isHttpStatus(error, 403) || isHttpStatus(error, 404)) return null;
      throw error;
    }
  }

  async grades(): Promise<readonly MembershipGrade[]> {
    const grades = await callEndpoint(this.http, memberEndpoints.grades, z.array(membershipGradeSchema));
    return grades.map((grade) => ({
      id: grade.id,
      name: grade.name,
      iconUrl: grade.iconUrl,
      description: grade.description,
      pointRatePercent: grade.pointRatePercent,
      minOrderCount: grade.minOrderCount,
      monthlyCoupon: grade.monthlyCoupon,
    }));
  }

  /** No grade (404 ELEMENT_NOT_FOUND) or not a member (403): null. */
  async membershipStanding(): Promise<MembershipStanding | null> {
    try {
      const mine = await callEndpoint(this.http, memberEndpoints.myGrade, myMembershipGradeSchema);
      return { gradeId: mine.id, recentOrderCount: mine.recentOrderCount };
    } catch (error) {
      if (isHttpStatus(error, 403) || isHttpStatus(error, 404)) return null;
      throw error;
    }
  }

  async updateInfo(changes: MemberInfoChanges): Promise<MemberUpdateResult> {
    return change(async () => {
      const marketing = changes.marketing;
      const wire = await callEndpoint(this.http, memberEndpoints.updateInfo, memberInfoSchema, {
        body:
          marketing === undefined
            ? { name: changes.name }
            : {
                name: changes.name,
                smsMarketingAgreed: marketing.sms,
                emailMarketingAgreed: marketing.email,
                pushMarketingAgreed: marketing.push,
              },
      });
      return { kind: 'updated', member: toMember(wire) } as const;
    });
  }

  /** Spec §5 password popup; afterwards the member's other sessions end (server). */
  async changePassword(input: { oldPassword: string; newPassword: string }): Promise<PasswordChangeResult> {
    return change(async () => {
      await sendEndpoint(this.http, memberEndpoints.changePassword, { body: input });
      return { kind: 'changed' } as const;
    });
  }

  async changePhone(input: { phoneNumber: string; authCode: string }): Promise<PhoneChangeResult> {
    return change(async () => {
      await sendEndpoint(this.http, memberEndpoints.changePhone, { body: input });
      return { kind: 'changed' } as const;
    });
  }

  /** Spec §7 PATCH /member/info/ci; a CI another member holds (409) or a bad token (400) is refused. */
  async connectIdentity(input: { ciToken: string }): Promise<IdentityConnectResult> {
    return change(async () => {
      await sendEndpoint(this.http, memberEndpoints.updateCi, { body: { ciToken: input.ciToken } });
      return { kind: 'connected' } as const;
    });
  }

  /** Spec §7 DELETE /member/info (resign); the server ends every session of the member. */
  async resign(): Promise<{ readonly kind: 'resigned' }> {
    try {
      await sendEndpoint(this.http, memberEndpoints.resign);
      return { kind: 'resigned' };
    } catch (error) {
      if (isHttpStatus(error, 403)) throw new SessionRequiredError(MEMBERS_ONLY_MESSAGE);
      throw error;
    }
  }
}
