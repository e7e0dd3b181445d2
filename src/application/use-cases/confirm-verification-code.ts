import {
  phoneVerificationState,
  type VerificationType,
  WRONG_AUTH_CODE_MESSAGE,
} from '../../domain/validation/phone-verification';
import type { Clock } from '../ports/clock';
import type { PhoneVerification } from '../ports/phone-verification';

export interface ConfirmVerificationCodeInput {
  readonly type: VerificationType;
  readonly name: string;
  readonly phoneNumber: string;
  readonly code: string;
  /** When the code was sent, epoch ms; null when none was requested. */
  readonly sentAtMs: number | null;
}

/** A phone proved by its code: what the next call (sign-up, find, guest phone) sends. */
export interface PhoneProof {
  /** The name the code was requested with (비회원 for a guest). */
  readonly name: string;
  readonly phoneNumber: string;
  readonly authCode: string;
  /** Single use: the guest sign-in provider's guestToken. */
  readonly confirmationToken: string;
}

export type ConfirmVerificationCodeResult =
  | { readonly kind: 'confirmed'; readonly proof: PhoneProof }
  /** Spec §5: no code requested yet, the code is not exactly 4 digits, or the name or phone is not valid. */
  | { readonly kind: 'not-allowed' }
  /** Spec §8: the popup "잘못된 인증번호를 입력하셨어요." with 다시 입력할게요. */
  | { readonly kind: 'wrong-code'; readonly message: typeof WRONG_AUTH_CODE_MESSAGE }
  /** Expired, locked (5 wrong tries), not requested, too many tries: the server's Korean message. */
  | { readonly kind: 'rejected'; readonly message: string };

/** Spec §4/§5 phone verification, step 2: confirms the 4-digit code with the same name and phone. */
export class ConfirmVerificationCode {
  constructor(
    private readonly phone: Pick<PhoneVerification, 'confirm'>,
    private readonly clock: Clock,
  ) {}

  async execute(input: ConfirmVerificationCodeInput): Promise<ConfirmVerificationCodeResult> {
    const state = phoneVerificationState({ ...input, nowMs: this.clock.now() });
    if (!state.canConfirm) return { kind: 'not-allowed' };
    const sent = { name: state.name, phoneNumber: input.phoneNumber, authCode: input.code };
    const result = await this.phone.confirm(sent);
    if (result.kind === 'confirmed') {
      return { kind: 'confirmed', proof: { ...sent, confirmationToken: result.confirmationToken } };
    }
    if (result.code === 'WRONG_CODE') return { kind: 'wrong-code', message: WRONG_AUTH_CODE_MESSAGE };
    return { kind: 'rejected', message: result.message };
  }
}
