import type {
  GuestPhoneResult,
  PhoneCodeConfirmResult,
  PhoneCodeRequestResult,
  PhoneVerification,
} from '../../application/ports/phone-verification';
import { RESEND_COUNTDOWN_SECONDS } from '../../domain/shared/constants';
import { isNonBlankName, isPhoneNumber, WRONG_AUTH_CODE_MESSAGE } from '../../domain/validation/phone-verification';
import { memoryGuestToken } from './in-memory-session-gateway';
import type { MemoryBackend } from './memory-backend';

/** How long a code stays valid (ours: the spec only says codes expire), ms. */
export const CODE_LIFETIME_MS = 3 * 60_000;
/** Wrong tries after which a code is locked (ARCHITECTURE.md: lock after 5 wrong tries). */
export const MAX_WRONG_TRIES = 5;

export const VERIFICATION_REFUSALS = {
  invalidPhone: '휴대폰 번호 11자리를 숫자로 입력해주세요.',
  invalidName: '이름을 입력해주세요.',
  rateLimited: '인증번호는 60초 후에 다시 요청할 수 있습니다.',
  notRequested: '인증번호를 먼저 요청해주세요.',
  expired: '인증 시간이 지났습니다. 인증번호를 다시 요청해주세요.',
  locked: '인증 시도 횟수를 초과했습니다. 인증번호를 다시 요청해주세요.',
  guestsOnly: '비회원 주문에서만 이용할 수 있어요.',
} as const;

/**
 * Phone codes kept per phone number, judged by the backend clock. Every memory code is the fixtures' code (the
 * real server draws one at random and sends it by SMS); a confirmed code lets a guest sign in with it.
 */
export class InMemoryPhoneVerification implements PhoneVerification {
  constructor(private readonly backend: MemoryBackend) {}

  async create(input: { name: string; phoneNumber: string }): Promise<PhoneCodeRequestResult> {
    if (!isPhoneNumber(input.phoneNumber)) {
      return { kind: 'rejected', code: 'INVALID_PHONE', message: VERIFICATION_REFUSALS.invalidPhone };
    }
    if (!isNonBlankName(input.name)) {
      return { kind: 'rejected', code: 'INVALID_NAME', message: VERIFICATION_REFUSALS.invalidName };
    }
    const now = this.backend.clock.now();
    const previous = this.backend.verifications.get(input.phoneNumber);
    if (previous !== undefined && now - previous.sentAtMs < RESEND_COUNTDOWN_SECONDS * 1000) {
      return { kind: 'rejected', code: 'RATE_LIMITED', message: VERIFICATION_REFUSALS.rateLimited };
    }
    this.backend.verifications.set(input.phoneNumber, {
      name: input.name.trim(),
      code: this.backend.fixtures.verificationCode,
      sentAtMs: now,
      wrongTries: 0,
      confirmed: false,
    });
    return { kind: 'sent' };
  }

  async confirm(input: { name: string; phoneNumber: string; authCode: string }): Promise<PhoneCodeConfirmResult> {
    const record = this.backend.verifications.get(input.phoneNumber);
    if (record === undefined) {
      return { kind: 'rejected', code: 'NOT_REQUESTED', message: VERIFICATION_REFUSALS.notRequested };
    }
    if (record.wrongTries >= MAX_WRONG_TRIES) {
      return { kind: 'rejected', code: 'LOCKED', message: VERIFICATION_REFUSALS.locked };
    }
    if (this.backend.clock.now() - record.sentAtMs > CODE_LIFETIME_MS) {
      return { kind: 'rejected', code: 'EXPIRED', message: VERIFICATION_REFUSALS.expired };
    }
    // Another name is as wrong as another code, and counts a try (as on the server): a code proves one person.
    if (record.code !== input.authCode || record.name !== input.name.trim()) {
      record.wrongTries += 1;
      return { kind: 'rejected', code: 'WRONG_CODE', message: WRONG_AUTH_CODE_MESSAGE };
    }
    record.confirmed = true;
    return { kind: 'confirmed', confirmationToken: memoryGuestToken(input.phoneNumber) };
  }

  /** The current guest keeps the phone; its code (confirmed or not) must match and is spent. */
  async recordGuestPhone(input: { phoneNumber: string; authCode: string }): Promise<GuestPhoneResult> {
    const owner = this.backend.requireOwner();
    if (owner.type !== 'guest')
      return { kind: 'rejected', code: 'GUESTS_ONLY', message: VERIFICATION_REFUSALS.guestsOnly };
    const record = this.backend.verifications.get(input.phoneNumber);
    if (record === undefined) {
      return { kind: 'rejected', code: 'NOT_REQUESTED', message: VERIFICATION_REFUSALS.notRequested };
    }
    if (record.wrongTries >= MAX_WRONG_TRIES) {
      return { kind: 'rejected', code: 'LOCKED', message: VERIFICATION_REFUSALS.locked };
    }
    if (!record.confirmed && this.backend.clock.now() - record.sentAtMs > CODE_LIFETIME_MS) {
      return { kind: 'rejected', code: 'EXPIRED', message: VERIFICATION_REFUSALS.expired };
    }
    if (record.code !== input.authCode) {
      record.wrongTries += 1;
      return { kind: 'rejected', code: 'WRONG_CODE', message: WRONG_AUTH_CODE_MESSAGE };
    }
    this.backend.verifications.delete(input.phoneNumber);
    owner.phoneNumber = input.phoneNumber;
    return { kind: 'recorded' };
  }
}
