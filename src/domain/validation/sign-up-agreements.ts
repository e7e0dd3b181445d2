/**
 * The sign-up agreements (spec §2 /member/join, §3 Marketing agreements): two required terms, the optional
 * location-based service terms, and the optional marketing channels SMS, e-mail and push.
 */
export interface SignUpAgreements {
  readonly terms: boolean;
  readonly privacy: boolean;
  readonly location: boolean;
  readonly sms: boolean;
  readonly email: boolean;
  readonly push: boolean;
}

export type SignUpAgreement = keyof SignUpAgreements;

/** The agreements in display order; the first two are required to sign up. */
export const SIGN_UP_AGREEMENTS: readonly SignUpAgreement[] = ['terms', 'privacy', 'location', 'sms', 'email', 'push'];
export const REQUIRED_AGREEMENTS: readonly SignUpAgreement[] = ['terms', 'privacy'];
export const MARKETING_CHANNELS = ['sms', 'email', 'push'] as const satisfies readonly SignUpAgreement[];

/** Nothing agreed yet. */
export const NO_AGREEMENTS: SignUpAgreements = {
  terms: false,
  privacy: false,
  location: false,
  sms: false,
  email: false,
  push: false,
};

/** 전체 동의 is checked when every agreement, optional ones included, is. */
export function isEveryAgreementGiven(agreements: SignUpAgreements): boolean {
  return SIGN_UP_AGREEMENTS.every((key) => agreements[key]);
}

/** 전체 동의 toggled: every agreement takes its value. */
export function withEveryAgreement(checked: boolean): SignUpAgreements {
  return { terms: checked, privacy: checked, location: checked, sms: checked, email: checked, push: checked };
}

/** One agreement toggled. */
export function withAgreement(agreements: SignUpAgreements, key: SignUpAgreement, checked: boolean): SignUpAgreements {
  return { ...agreements, [key]: checked };
}

/** The marketing group's box is checked when all three channels are; toggling it sets all three. */
export function isEveryMarketingChannelGiven(agreements: SignUpAgreements): boolean {
  return MARKETING_CHANNELS.every((key) => agreements[key]);
}

/** The marketing group toggled: the three channels take its value. */
export function withMarketing(agreements: SignUpAgreements, checked: boolean): SignUpAgreements {
  return { ...agreements, sms: checked, email: checked, push: checked };
}

/** Sign-up may go on to verification once both required terms are agreed. */
export function canStartSignUp(agreements: SignUpAgreements): boolean {
  return REQUIRED_AGREEMENTS.every((key) => agreements[key]);
}
