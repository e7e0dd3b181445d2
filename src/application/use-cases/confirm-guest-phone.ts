import type { Session } from '../../domain/session/types';
import type { PhoneVerification } from '../ports/phone-verification';
import type { SessionGateway } from '../ports/session-gateway';
import type { PhoneProof } from './confirm-verification-code';

/** Ours (the spec is silent): a member or an ARS caller has no guest phone to confirm. */
export const GUEST_PHONE_GUESTS_ONLY_MESSAGE = '비회원 주문에서만 이용할 수 있어요.';
/** Ours: the guest sign-in refused the confirmation (spent or expired) without a message of its own. */
export const GUEST_CONFIRMATION_FAILED_MESSAGE = '비회원 확인에 실패했어요. 인증번호를 다시 요청해주세요.';

export type ConfirmGuestPhoneResult =
  /** The guest session now carries the phone (PUT /guest/info/phone). */
  | { readonly kind: 'recorded' }
  /** There was no session: the guest signed in with the confirmation (guest provider, guestToken). */
  | { readonly kind: 'signed-in'; readonly session: Session }
  | { readonly kind: 'rejected'; readonly message: string };

/**
 * Spec §5 "guest type uses name 비회원 then a guest confirmation". The phone's code is single use, so the proof is
 * spent once: a guest session records the phone with PUT /guest/info/phone; a visitor with no session signs in with
 * the guest provider and the confirmation token (the server keeps the phone for that guest).
 */
export class ConfirmGuestPhone {
  constructor(
    private readonly phone: Pick<PhoneVerification, 'recordGuestPhone'>,
    private readonly sessions: Pick<SessionGateway, 'session' | 'signIn'>,
  ) {}

  async execute(proof: PhoneProof): Promise<ConfirmGuestPhoneResult> {
    const session = await this.sessions.session();
    if (session === null) {
      const signedIn = await this.sessions.signIn({ provider: 'guest', guestToken: proof.confirmationToken });
      if (signedIn.kind === 'signed-in') return { kind: 'signed-in', session: signedIn.session };
      return { kind: 'rejected', message: signedIn.message ?? GUEST_CONFIRMATION_FAILED_MESSAGE };
    }
    if (session.type !== 'guest') return { kind: 'rejected', message: GUEST_PHONE_GUESTS_ONLY_MESSAGE };
    const recorded = await this.phone.recordGuestPhone({ phoneNumber: proof.phoneNumber, authCode: proof.authCode });
    return recorded.kind === 'recorded' ? { kind: 'recorded' } : { kind: 'rejected', message: recorded.message };
  }
}
