import type { Member, Session, SessionType } from '../../../../src/domain/session/types';

/** A session of the given type with a live refresh token (expires 2030-01-01). */
export function aSession(type: SessionType, overrides: Partial<Session> = {}): Session {
  return {
    type,
    accessToken: `access-${type}`,
    refreshTokenInfo: { token: `refresh-${type}`, expiresAt: '2030-01-01T00:00:00Z' },
    refreshTokenExpired: false,
    ...overrides,
  };
}

/** A member with a grade, counts and a default address. */
export function aMember(overrides: Partial<Member> = {}): Member {
  return {
    name: '김치킨',
    phoneNumber: '01012345678',
    grade: { name: 'VIP', iconUrl: '/img/vip.png' },
    membershipCouponCount: 2,
    ecouponCount: 1,
    pointAmount: 3500,
    defaultAddress: { fullAddress: '서울 송파구 중대로 64', detailAddress: '101호' },
    ...overrides,
  };
}
