import type {
  MarketingAgreements,
  RegistrationGrant,
  RegistrationMethod,
} from '../../../../../application/ports/account-registration';

/**
 * What /member/join hands to /member/join/verify in the history state: how the person was proved, the grant
 * (token, name, phone) and the marketing choices of the start page. Lost on a new tab: the start page then begins
 * again.
 */
export interface SignUpTicket {
  readonly method: RegistrationMethod;
  readonly grant: RegistrationGrant;
  readonly marketing: MarketingAgreements;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
const isText = (value: unknown): value is string => typeof value === 'string';

/** The ticket in a history state, or null when there is none or it is not one (a hand-made or stale state). */
export function readSignUpTicket(state: unknown): SignUpTicket | null {
  if (!isRecord(state) || !isRecord(state['signUp'])) return null;
  const { method, grant, marketing } = state['signUp'];
  if ((method !== 'phone' && method !== 'ci') || !isRecord(grant) || !isRecord(marketing)) return null;
  const { token, expiresAt, name, phoneNumber } = grant;
  if (!isText(token) || !isText(expiresAt) || !isText(name) || !isText(phoneNumber)) return null;
  const flags = [marketing['smsMarketingAgreed'], marketing['emailMarketingAgreed'], marketing['pushMarketingAgreed']];
  if (!flags.every((flag) => typeof flag === 'boolean')) return null;
  return {
    method,
    grant: { token, expiresAt, name, phoneNumber },
    marketing: {
      smsMarketingAgreed: flags[0] === true,
      emailMarketingAgreed: flags[1] === true,
      pushMarketingAgreed: flags[2] === true,
    },
  };
}

/** The history state that carries a ticket: a plain copy (history states are structured-cloned). */
export function signUpState(ticket: SignUpTicket): { readonly signUp: SignUpTicket } {
  const { grant, marketing } = ticket;
  return {
    signUp: {
      method: ticket.method,
      grant: { token: grant.token, expiresAt: grant.expiresAt, name: grant.name, phoneNumber: grant.phoneNumber },
      marketing: {
        smsMarketingAgreed: marketing.smsMarketingAgreed,
        emailMarketingAgreed: marketing.emailMarketingAgreed,
        pushMarketingAgreed: marketing.pushMarketingAgreed,
      },
    },
  };
}
