/** Spec §3 / §6 session types. */
export type SessionType = 'member' | 'guest' | 'ars';

export interface RefreshTokenInfo {
  readonly token: string;
  /** ISO-8601 instant. */
  readonly expiresAt: string;
}

/**
 * Who places the order of an ARS link (spec §9 agent values): the caller on the ARS page (VISUALARS) or a
 * call-centre agent who opened the link for them (AGENTCALL). The phone-order line chooses it (POST /api/ars/links).
 */
export type ArsPlacedBy = 'caller' | 'agent';

/** Spec §6 ARS session: the caller's number and the branch the phone-order line's link was made for. */
export interface ArsBinding {
  readonly branchId: number;
  readonly phoneNumber: string;
  /** Absent in sessions older than the phone-order line API: the caller. */
  readonly placedBy?: ArsPlacedBy;
}

/** Spec §3 Session. */
export interface Session {
  readonly type: SessionType;
  readonly accessToken: string;
  readonly csrfToken?: string;
  readonly refreshTokenInfo: RefreshTokenInfo | null;
  readonly refreshTokenExpired: boolean;
  /** ARS sessions only, when the link named its branch (spec §2 /ars, §6). */
  readonly ars?: ArsBinding;
}

export interface Grade {
  readonly name: string;
  readonly iconUrl: string;
}

export interface DefaultAddress {
  readonly fullAddress: string;
  readonly detailAddress: string;
}

/** Spec §3 Member. */
export interface Member {
  readonly name: string;
  readonly phoneNumber: string;
  readonly grade: Grade | null;
  readonly membershipCouponCount: number;
  readonly ecouponCount: number;
  readonly pointAmount: number;
  readonly defaultAddress: DefaultAddress | null;
}

/** Spec §4: something loaded asynchronously: still loading, or loaded (possibly empty). */
export type Loadable<T> = { readonly status: 'loading' } | { readonly status: 'loaded'; readonly value: T | null };
