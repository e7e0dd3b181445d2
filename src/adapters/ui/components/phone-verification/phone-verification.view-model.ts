import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import type { ConfirmVerificationCode, PhoneProof } from '../../../../application/use-cases/confirm-verification-code';
import type { RequestVerificationCode } from '../../../../application/use-cases/request-verification-code';
import { PHONE_NUMBER_LENGTH, VERIFICATION_CODE_LENGTH } from '../../../../domain/shared/constants';
import {
  keepDigits,
  phoneVerificationState,
  type VerificationType,
  WRONG_AUTH_CODE_MESSAGE,
  WRONG_AUTH_CODE_RETRY_LABEL,
} from '../../../../domain/validation/phone-verification';
import type { Ticker } from '../../di/ticker';

/** The popup's texts (ours where the spec gives none; the wrong-code ones are spec §8's). */
export const PHONE_VERIFICATION_TEXT = {
  title: '휴대폰 인증',
  name: '이름',
  phone: '휴대폰 번호',
  phonePlaceholder: '- 없이 숫자만 입력',
  code: '인증번호',
  codePlaceholder: '인증번호 4자리',
  request: '인증번호 받기',
  resend: '재전송',
  confirm: '확인',
  sent: '인증번호를 보냈어요. 3분 안에 입력해주세요.',
  wrongCode: WRONG_AUTH_CODE_MESSAGE,
  retry: WRONG_AUTH_CODE_RETRY_LABEL,
  failed: '요청을 처리하지 못했어요. 잠시 후 다시 시도해주세요.',
} as const;

/** Spec §4 popup states: nothing sent yet, a code sent and being typed, the phone proved. */
export type PhoneVerificationStage = 'idle' | 'code-entry' | 'confirmed';

export interface PhoneVerificationDeps {
  readonly request: Pick<RequestVerificationCode, 'execute'>;
  readonly confirm: Pick<ConfirmVerificationCode, 'execute'>;
  /** What the countdown reads (the UI's ticker over the app clock). */
  readonly clock: Ticker;
}

/** Whole seconds as m:ss (the countdown: 59 → "0:59", 60 → "1:00"). */
export function formatCountdown(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

/**
 * Spec §4/§5 phone-verification popup: idle → code requested (60-second countdown, request disabled) → code entry
 * (digits only, exactly 4 to confirm) → confirm. A member verifies with the typed name, a guest with 비회원; a wrong
 * code opens the spec §8 popup; other refusals (429 included) show the server's Korean message.
 */
export class PhoneVerificationViewModel {
  name = '';
  phoneNumber = '';
  code = '';
  sentAtMs: number | null = null;
  nowMs: number;
  requesting = false;
  confirming = false;
  proof: PhoneProof | null = null;
  /** The last refusal or failure, shown under the fields (role alert). */
  error: string | null = null;
  /** Spec §8 wrong-code popup. */
  wrongCodeOpen = false;
  /** Bumped when the code field should take focus (after 다시 입력할게요, after a code is sent). */
  codeFocus = 0;

  constructor(
    private readonly deps: PhoneVerificationDeps,
    readonly type: VerificationType,
    initial: { readonly name?: string; readonly phoneNumber?: string } = {},
  ) {
    this.name = initial.name ?? '';
    this.phoneNumber = keepDigits(initial.phoneNumber ?? '', PHONE_NUMBER_LENGTH);
    this.nowMs = deps.clock.now();
    makeAutoObservable<PhoneVerificationViewModel, 'deps'>(this, { deps: false, type: false, proof: observableRef });
  }

  private get state() {
    return phoneVerificationState({
      type: this.type,
      name: this.name,
      phoneNumber: this.phoneNumber,
      code: this.code,
      sentAtMs: this.sentAtMs,
      nowMs: this.nowMs,
    });
  }

  get stage(): PhoneVerificationStage {
    if (this.proof !== null) return 'confirmed';
    return this.sentAtMs === null ? 'idle' : 'code-entry';
  }

  /** A guest's name is fixed (비회원): the field is not shown. */
  get asksName(): boolean {
    return this.type === 'member';
  }

  get remainingSeconds(): number {
    return this.state.remainingSeconds;
  }

  /** The countdown as m:ss while it runs, else null. */
  get countdown(): string | null {
    return this.remainingSeconds > 0 ? formatCountdown(this.remainingSeconds) : null;
  }

  get canRequest(): boolean {
    return this.state.canRequest && !this.requesting && this.proof === null;
  }

  get canConfirm(): boolean {
    return this.state.canConfirm && !this.confirming && this.proof === null;
  }

  get requestLabel(): string {
    return this.sentAtMs === null ? PHONE_VERIFICATION_TEXT.request : PHONE_VERIFICATION_TEXT.resend;
  }

  /** Name or phone changed: a code sent for the old ones no longer applies. */
  setName(name: string): void {
    if (name === this.name) return;
    this.name = name;
    this.forgetCode();
  }

  /** Spec §5: digits only, at most 11 (hyphens and spaces typed or pasted are dropped). */
  setPhoneNumber(text: string): void {
    const digits = keepDigits(text, PHONE_NUMBER_LENGTH);
    if (digits === this.phoneNumber) return;
    this.phoneNumber = digits;
    this.forgetCode();
  }

  /** Spec §5: the code is digits only, at most 4. */
  setCode(text: string): void {
    this.code = keepDigits(text, VERIFICATION_CODE_LENGTH);
  }

  /** Reads the clock again: the countdown moves (the popup calls it every quarter second). */
  tick(): void {
    this.nowMs = this.deps.clock.now();
  }

  async requestCode(): Promise<void> {
    if (!this.canRequest) return;
    this.requesting = true;
    this.error = null;
    try {
      const result = await this.deps.request.execute({
        type: this.type,
        name: this.name,
        phoneNumber: this.phoneNumber,
        lastSentAtMs: this.sentAtMs,
      });
      runInAction(() => {
        if (result.kind === 'sent') {
          this.sentAtMs = result.sentAtMs;
          this.nowMs = result.sentAtMs;
          this.code = '';
          this.codeFocus += 1;
        } else if (result.kind === 'rejected') {
          this.error = result.message;
        }
      });
    } catch (error) {
      this.fail(error);
    } finally {
      runInAction(() => {
        this.requesting = false;
      });
    }
  }

  /** Confirms the typed code; the proof on success (also kept in `proof`), else null. */
  async confirmCode(): Promise<PhoneProof | null> {
    if (!this.canConfirm) return null;
    this.confirming = true;
    this.error = null;
    try {
      const result = await this.deps.confirm.execute({
        type: this.type,
        name: this.name,
        phoneNumber: this.phoneNumber,
        code: this.code,
        sentAtMs: this.sentAtMs,
      });
      return runInAction(() => {
        if (result.kind === 'confirmed') this.proof = result.proof;
        else if (result.kind === 'wrong-code') this.wrongCodeOpen = true;
        else if (result.kind === 'rejected') this.error = result.message;
        return this.proof;
      });
    } catch (error) {
      this.fail(error);
      return null;
    } finally {
      runInAction(() => {
        this.confirming = false;
      });
    }
  }

  /** Spec §8 다시 입력할게요: the popup closes, the code is cleared and its field focused. */
  retryCode(): void {
    this.wrongCodeOpen = false;
    this.code = '';
    this.codeFocus += 1;
  }

  private forgetCode(): void {
    this.sentAtMs = null;
    this.code = '';
    this.error = null;
  }

  private fail(error: unknown): void {
    console.error('phone verification failed', error);
    runInAction(() => {
      this.error = PHONE_VERIFICATION_TEXT.failed;
    });
  }
}
