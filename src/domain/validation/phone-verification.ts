import { PHONE_NUMBER_LENGTH, RESEND_COUNTDOWN_SECONDS, VERIFICATION_CODE_LENGTH } from '../shared/constants';

/** Spec §5: a member verifies with the typed name; a guest verifies with this fixed name. */
export const GUEST_VERIFICATION_NAME = '비회원';

/** Spec §8 wrong-code popup text and its button, copied exactly. */
export const WRONG_AUTH_CODE_MESSAGE = '잘못된 인증번호를 입력하셨어요.';
export const WRONG_AUTH_CODE_RETRY_LABEL = '다시 입력할게요';

export type VerificationType = 'member' | 'guest';

const PHONE_PATTERN = new RegExp(`^\\d{${PHONE_NUMBER_LENGTH}}$`);
const CODE_PATTERN = new RegExp(`^\\d{${VERIFICATION_CODE_LENGTH}}$`);

/** Spec §5/§9: a phone number is exactly 11 digits, digits only (no hyphens). */
export function isPhoneNumber(text: string): boolean {
  return PHONE_PATTERN.test(text);
}

/** Spec §5/§9: a verification code is exactly 4 digits, digits only. */
export function isVerificationCode(text: string): boolean {
  return CODE_PATTERN.test(text);
}

/** Spec §5: a name must be non-empty once surrounding spaces are trimmed. */
export function isNonBlankName(text: string): boolean {
  return text.trim() !== '';
}

/** Keeps the digits of typed text, cut to maxLength (phone inputs take 11, code inputs 4): "010-1234" → "0101234". */
export function keepDigits(text: string, maxLength: number): string {
  return text.replace(/\D/g, '').slice(0, maxLength);
}

/** Spec §5: the name sent to /phone-verification: the typed name (trimmed) for members, 비회원 for guests. */
export function verificationName(type: VerificationType, typedName: string): string {
  return type === 'guest' ? GUEST_VERIFICATION_NAME : typedName.trim();
}

export interface ResendCountdown {
  /** Whole seconds left before a new code may be requested, 0–60 (rounded up: 59.2 s left shows 60). */
  readonly remainingSeconds: number;
  /** Whether the countdown allows a request (it has run out, or no code was sent yet). */
  readonly requestEnabled: boolean;
}

/**
 * Spec §4/§9: after a code is sent, requesting again is disabled for 60 s. sentAtMs is when the code was sent
 * (null: never), nowMs the current time, both epoch milliseconds. A clock that went backwards keeps the full 60 s.
 */
export function resendCountdown(sentAtMs: number | null, nowMs: number): ResendCountdown {
  if (sentAtMs === null) return { remainingSeconds: 0, requestEnabled: true };
  const leftMs = sentAtMs + RESEND_COUNTDOWN_SECONDS * 1000 - nowMs;
  const remainingSeconds = Math.min(RESEND_COUNTDOWN_SECONDS, Math.max(0, Math.ceil(leftMs / 1000)));
  return { remainingSeconds, requestEnabled: remainingSeconds === 0 };
}

export interface PhoneVerificationInput {
  readonly type: VerificationType;
  /** The typed name (ignored for guests). */
  readonly name: string;
  readonly phoneNumber: string;
  readonly code: string;
  /** When the last code was sent, epoch ms; null before the first request. */
  readonly sentAtMs: number | null;
  readonly nowMs: number;
}

export interface PhoneVerificationState {
  /** The name to send with create/confirm. */
  readonly name: string;
  readonly remainingSeconds: number;
  readonly canRequest: boolean;
  readonly canConfirm: boolean;
}

/**
 * Spec §4/§5 phone-verification popup. Request: an 11-digit phone, a non-blank name and no running countdown.
 * Confirm: a code was requested, the phone is still 11 digits, the name non-blank and the code exactly 4 digits
 * (the confirm call sends all three). Confirm stays possible after the countdown: the server expires codes.
 */
export function phoneVerificationState(input: PhoneVerificationInput): PhoneVerificationState {
  const name = verificationName(input.type, input.name);
  const countdown = resendCountdown(input.sentAtMs, input.nowMs);
  const identified = isPhoneNumber(input.phoneNumber) && isNonBlankName(name);
  return {
    name,
    remainingSeconds: countdown.remainingSeconds,
    canRequest: identified && countdown.requestEnabled,
    canConfirm: identified && input.sentAtMs !== null && isVerificationCode(input.code),
  };
}
