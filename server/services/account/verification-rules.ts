import { RESEND_COUNTDOWN_SECONDS } from '../../../src/domain/shared/constants';
import { FRANCHISE_PROFILE } from '../../../src/franchise/profile';
import type { AccountFailureReason } from './account-failures';

/** Issue 4: a code is good for 3 minutes after it was sent. */
export const CODE_TTL_MS = 3 * 60 * 1000;

/** Issue 4: 5 wrong tries kill a code; the 6th try is refused even with the right code. */
export const MAX_WRONG_ATTEMPTS = 5;

/**
 * How long a confirmed code (and its confirmation token) may still be spent by the call it was sent for, ms (ours:
 * 10 minutes covers typing an id and a password after the phone was confirmed).
 */
export const CONFIRMED_SPEND_MS = 10 * 60 * 1000;

/** Spec §9 / issue 4: one code per phone per 60 s. */
export const RESEND_INTERVAL_MS = RESEND_COUNTDOWN_SECONDS * 1000;

/** Issue 4: at most 5 codes per phone in any 10 minutes. */
export const SEND_WINDOW_MS = 10 * 60 * 1000;
export const SEND_WINDOW_LIMIT = 5;

/**
 * Issue 15: at most 10 wrong tries per phone over all the codes sent to it in the last 24 hours, whatever the code,
 * name, session or client address; then the phone may neither check nor be sent a code until the tries leave the
 * window (24 hours after the code that carried the oldest of them was sent) or support helps.
 * Odds of guessing (spec §9: codes are 4 digits, 10,000 equally likely values, a new draw per send): a day allows
 * 10 wrong guesses, at most 5 on one code (MAX_WRONG_ATTEMPTS), so the best an attacker can do against one phone is
 * 5 different guesses on each of 2 codes: P(day) = 1 − (1 − 5/10,000)² = 0.00099975 ≈ 0.1 % (≈ 3.0 % in 30 days,
 * ≈ 30.6 % in a year of daily tries; ten 1-guess codes give 1 − (1 − 1/10,000)¹⁰ ≈ 0.09996 %). The send limits
 * (1 a minute, 5 in 10 minutes: up to 720 codes a day) do not bind; this cap does.
 */
export const PHONE_DAY_WRONG_LIMIT = 10;
export const PHONE_DAY_WINDOW_MS = 24 * 60 * 60 * 1000;

/** What a check needs of the newest code of a phone. */
export interface CodeState {
  readonly attempts: number;
  readonly expiresAt: Date;
  readonly confirmedAt: Date | null;
  readonly consumedAt: Date | null;
}

/**
 * Whether the newest code of a phone may still be tried at `now`; the refusal otherwise. `confirm` tries it on
 * the confirm call (3 minutes from sending); `spend` uses it for the call it was sent for, which a confirmed code
 * may do for 10 minutes from its confirmation. The lock wins over expiry: a dead code says so.
 */
export function codeRefusal(
  code: CodeState | undefined,
  now: Date,
  use: 'confirm' | 'spend',
): AccountFailureReason | null {
  if (code === undefined || code.consumedAt !== null) return 'code-not-requested';
  if (code.attempts >= MAX_WRONG_ATTEMPTS) return 'code-locked';
  const deadline =
    use === 'spend' && code.confirmedAt !== null
      ? code.confirmedAt.getTime() + CONFIRMED_SPEND_MS
      : code.expiresAt.getTime();
  return now.getTime() >= deadline ? 'code-expired' : null;
}

export type SendDecision =
  | { readonly allowed: true }
  | {
      readonly allowed: false;
      readonly reason: Extract<AccountFailureReason, 'send-too-soon' | 'send-quota'>;
      readonly retryAfterSeconds: number;
    };

/**
 * Issue 4 per-phone sending limits over the phone's sends of the last 10 minutes (`recent`, any order): the newest
 * must be 60 s old, and fewer than 5 may lie in the sliding 10-minute window. retryAfterSeconds is rounded up.
 */
export function sendDecision(recent: readonly Date[], now: Date): SendDecision {
  const nowMs = now.getTime();
  const inWindow = recent.map((at) => at.getTime()).filter((at) => at > nowMs - SEND_WINDOW_MS);
  if (inWindow.length === 0) return { allowed: true };
  const newest = Math.max(...inWindow);
  if (nowMs - newest < RESEND_INTERVAL_MS) {
    return {
      allowed: false,
      reason: 'send-too-soon',
      retryAfterSeconds: secondsUntil(newest + RESEND_INTERVAL_MS, nowMs),
    };
  }
  if (inWindow.length >= SEND_WINDOW_LIMIT) {
    const sorted = [...inWindow].sort((a, b) => b - a);
    // The window frees up when the oldest of the newest five leaves it.
    const freedAt = (sorted[SEND_WINDOW_LIMIT - 1] ?? newest) + SEND_WINDOW_MS;
    return { allowed: false, reason: 'send-quota', retryAfterSeconds: secondsUntil(freedAt, nowMs) };
  }
  return { allowed: true };
}

/** A code sent to a phone and the wrong tries it took (the daily cap counts them by when the code was sent). */
export interface CodeTries {
  readonly createdAt: Date;
  readonly attempts: number;
}

/**
 * The issue 15 daily lock of a phone, from its codes (`codes`, any order; older ones are ignored): null while its
 * codes sent in the last 24 hours took fewer than 10 wrong tries, else the whole seconds (rounded up) until enough
 * of them have left the window.
 */
export function phoneDayLock(codes: readonly CodeTries[], now: Date): { readonly retryAfterSeconds: number } | null {
  const nowMs = now.getTime();
  const counted = codes
    .filter((code) => code.attempts > 0 && code.createdAt.getTime() > nowMs - PHONE_DAY_WINDOW_MS)
    .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  let wrong = counted.reduce((sum, code) => sum + code.attempts, 0);
  if (wrong < PHONE_DAY_WRONG_LIMIT) return null;
  // The lock lifts when the oldest codes have taken enough of the tries out of the window with them.
  let freedAt = nowMs;
  for (const code of counted) {
    wrong -= code.attempts;
    freedAt = code.createdAt.getTime() + PHONE_DAY_WINDOW_MS;
    if (wrong < PHONE_DAY_WRONG_LIMIT) break;
  }
  return { retryAfterSeconds: secondsUntil(freedAt, nowMs) };
}

function secondsUntil(atMs: number, nowMs: number): number {
  return Math.max(1, Math.ceil((atMs - nowMs) / 1000));
}

/** Spec §9: a 4-digit code from a uniform draw in 0..9999, zero-padded ("0042"). */
export function formatCode(draw: number): string {
  if (!Number.isInteger(draw) || draw < 0 || draw > 9999) throw new RangeError(`code draw out of range: ${draw}`);
  return String(draw).padStart(4, '0');
}

/**
 * The SMS text of a code (ours: the franchise's name in brackets, as Korean service texts usually open; the name is
 * the franchise profile's).
 */
export function codeMessage(code: string): string {
  return `[${FRANCHISE_PROFILE.brand.name}] 인증번호는 [${code}]입니다. 3분 안에 입력해주세요.`;
}
