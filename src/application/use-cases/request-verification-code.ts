import { phoneVerificationState, type VerificationType } from '../../domain/validation/phone-verification';
import type { Clock } from '../ports/clock';
import type { PhoneVerification } from '../ports/phone-verification';

export interface RequestVerificationCodeInput {
  readonly type: VerificationType;
  /** The typed name (a guest's is ignored: 비회원 is sent). */
  readonly name: string;
  readonly phoneNumber: string;
  /** When the last code was sent, epoch ms; null before the first request. */
  readonly lastSentAtMs: number | null;
}

export type RequestVerificationCodeResult =
  /** The code is on its way; the 60 s countdown runs from sentAtMs (epoch ms). */
  | { readonly kind: 'sent'; readonly sentAtMs: number }
  /** Spec §5: a blank name, a phone that is not 11 digits, or the countdown still running; nothing was sent. */
  | { readonly kind: 'not-allowed' }
  /** The server refused (spec §8: its Korean message, e.g. the 429 of a second request within 60 s). */
  | { readonly kind: 'rejected'; readonly message: string };

/**
 * Spec §4/§5 phone verification, step 1: asks for a 4-digit code for an 11-digit phone. A member sends the typed
 * name, a guest 비회원; a request during the 60-second countdown is not made.
 */
export class RequestVerificationCode {
  constructor(
    private readonly phone: Pick<PhoneVerification, 'create'>,
    private readonly clock: Clock,
  ) {}

  async execute(input: RequestVerificationCodeInput): Promise<RequestVerificationCodeResult> {
    const nowMs = this.clock.now();
    const state = phoneVerificationState({
      type: input.type,
      name: input.name,
      phoneNumber: input.phoneNumber,
      code: '',
      sentAtMs: input.lastSentAtMs,
      nowMs,
    });
    if (!state.canRequest) return { kind: 'not-allowed' };
    const result = await this.phone.create({ name: state.name, phoneNumber: input.phoneNumber });
    if (result.kind === 'rejected') return { kind: 'rejected', message: result.message };
    return { kind: 'sent', sentAtMs: nowMs };
  }
}
