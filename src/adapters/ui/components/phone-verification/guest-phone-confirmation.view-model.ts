import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import type { ConfirmGuestPhone, ConfirmGuestPhoneResult } from '../../../../application/use-cases/confirm-guest-phone';
import type { PhoneProof } from '../../../../application/use-cases/confirm-verification-code';
import type { Session } from '../../../../domain/session/types';

/** Ours (the spec names the guest path, not its texts). */
export const GUEST_PHONE_TEXT = {
  open: '휴대폰 번호 확인',
  title: '비회원 휴대폰 인증',
  description: '주문하실 때 사용한 휴대폰 번호로 인증해주세요.',
  failed: '휴대폰 번호를 확인하지 못했어요. 잠시 후 다시 시도해주세요.',
} as const;

/** What the guest confirmation came to, for the screen that offered it: how, and the phone now confirmed. */
export interface GuestPhoneOutcome {
  readonly kind: Exclude<ConfirmGuestPhoneResult['kind'], 'rejected'>;
  /** The number the popup proved (digits); a screen shows it masked, as no call reads a guest's phone back. */
  readonly phoneNumber: string;
}

/** The shared session store: a read in flight settles before the use case runs, and a guest it signs in is shown. */
export interface GuestPhoneSessions {
  settle(): Promise<void>;
  adopt(session: Session): Promise<void>;
}

/**
 * Spec §5 guest path: the phone popup in guest mode (name 비회원), then the guest confirmation (PUT /guest/info/phone
 * for a guest session, else the guest sign-in with the confirmation token). A refusal is alerted.
 */
export class GuestPhoneConfirmationViewModel {
  open = false;
  busy = false;
  alert: string | null = null;
  outcome: GuestPhoneOutcome | null = null;

  constructor(
    private readonly confirmGuest: Pick<ConfirmGuestPhone, 'execute'>,
    private readonly sessions: GuestPhoneSessions | null = null,
  ) {
    makeAutoObservable<GuestPhoneConfirmationViewModel, 'confirmGuest' | 'sessions'>(this, {
      confirmGuest: false,
      sessions: false,
      outcome: observableRef,
    });
  }

  start(): void {
    this.open = true;
    this.alert = null;
  }

  close(): void {
    if (!this.busy) this.open = false;
  }

  dismissAlert(): void {
    this.alert = null;
  }

  /** The popup proved the phone: the guest confirmation runs; the outcome on success, else null. */
  async confirm(proof: PhoneProof): Promise<GuestPhoneOutcome | null> {
    this.busy = true;
    try {
      await this.sessions?.settle();
      const result = await this.confirmGuest.execute(proof);
      if (result.kind === 'signed-in') await this.sessions?.adopt(result.session);
      return runInAction(() => {
        this.open = false;
        if (result.kind === 'rejected') {
          this.alert = result.message;
          return null;
        }
        const outcome: GuestPhoneOutcome = { kind: result.kind, phoneNumber: proof.phoneNumber };
        this.outcome = outcome;
        return outcome;
      });
    } catch (error) {
      console.error('guest phone confirmation failed', error);
      runInAction(() => {
        this.open = false;
        this.alert = GUEST_PHONE_TEXT.failed;
      });
      return null;
    } finally {
      runInAction(() => {
        this.busy = false;
      });
    }
  }
}
