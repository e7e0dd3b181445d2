import { ARS_SIGN_OUT_PATH } from '../../domain/session/ars';
import type { SessionType } from '../../domain/session/types';
import type { ArsFlag } from '../ports/ars-flag';
import type { SessionGateway } from '../ports/session-gateway';

export type EndArsCallResult =
  /** `signedOut`: an ARS session was open and has ended; false when there was none to end. */
  | { readonly kind: 'ended'; readonly signedOut: boolean }
  /** The sign-out call failed; the flag is off anyway (the ARS session is short-lived). */
  | { readonly kind: 'sign-out-failed'; readonly error: unknown };

/**
 * Spec §2 /sign/out, the ARS forced-out landing: the visible-ARS call is over, so an ARS session still open is signed
 * out (callback /sign/out) and this tab's ARS flag turns off; leaving the page then starts an ordinary visit. A member
 * or guest session is left alone.
 */
export class EndArsCall {
  constructor(
    private readonly sessions: Pick<SessionGateway, 'signOut'>,
    private readonly arsFlag: Pick<ArsFlag, 'turnOff'>,
  ) {}

  async execute(input: { readonly sessionType: SessionType | null }): Promise<EndArsCallResult> {
    try {
      if (input.sessionType !== 'ars') return { kind: 'ended', signedOut: false };
      await this.sessions.signOut(ARS_SIGN_OUT_PATH);
      return { kind: 'ended', signedOut: true };
    } catch (error) {
      return { kind: 'sign-out-failed', error };
    } finally {
      this.arsFlag.turnOff();
    }
  }
}
