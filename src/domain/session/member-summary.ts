import type { Grade, Loadable, Member } from './types';

/** The member figures the header and drawer show (spec §2 desktop header right section). */
export interface MemberSummary {
  readonly pointAmount: number;
  readonly membershipCouponCount: number;
  readonly ecouponCount: number;
  readonly grade: Grade | null;
}

/** Spec §4: what is shown when the member loaded but empty: points 0, both coupon counts 0, grade null. */
export const EMPTY_MEMBER_SUMMARY: MemberSummary = {
  pointAmount: 0,
  membershipCouponCount: 0,
  ecouponCount: 0,
  grade: null,
};

/** Spec §4: the member's figures; null while still loading, the empty defaults once loaded without a value. */
export function memberSummary(member: Loadable<Member>): MemberSummary | null {
  if (member.status === 'loading') return null;
  if (member.value === null) return EMPTY_MEMBER_SUMMARY;
  const { pointAmount, membershipCouponCount, ecouponCount, grade } = member.value;
  return { pointAmount, membershipCouponCount, ecouponCount, grade: grade ?? null };
}

/** Spec §4: the cart count badge; null (no badge) while loading or when loaded empty. */
export function cartCountBadge(cartCount: Loadable<number>): number | null {
  return cartCount.status === 'loaded' ? cartCount.value : null;
}
