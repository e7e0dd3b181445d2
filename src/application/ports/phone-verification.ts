export type PhoneCodeRequestResult =
  | { readonly kind: 'sent' }
  | {
      readonly kind: 'rejected';
      readonly code: 'INVALID_PHONE' | 'INVALID_NAME' | 'RATE_LIMITED' | 'SMS_UNAVAILABLE';
      readonly message: string;
    };

/** Why a code was not accepted. */
export type PhoneCodeRefusal = 'WRONG_CODE' | 'EXPIRED' | 'LOCKED' | 'NOT_REQUESTED';

export type PhoneCodeConfirmResult =
  | {
      readonly kind: 'confirmed';
      /** Single use, about 10 minutes: stands for the confirmed phone with the guest sign-in provider. */
      readonly confirmationToken: string;
    }
  | {
      readonly kind: 'rejected';
      readonly code: PhoneCodeRefusal | 'INVALID_INPUT' | 'RATE_LIMITED';
      readonly message: string;
    };

export type GuestPhoneResult =
  | { readonly kind: 'recorded' }
  | {
      readonly kind: 'rejected';
      readonly code: PhoneCodeRefusal | 'INVALID_INPUT' | 'GUESTS_ONLY';
      readonly message: string;
    };

/**
 * Phone verification (spec §7 /phone-verification): a 4-digit code sent to an 11-digit phone, then confirmed
 * with the same name and phone. A bad phone or name, a request within 60 s of the last (429), a wrong, expired or
 * locked code are `rejected` values with a Korean message. Outages throw.
 */
export interface PhoneVerification {
  create(input: { name: string; phoneNumber: string }): Promise<PhoneCodeRequestResult>;
  confirm(input: { name: string; phoneNumber: string; authCode: string }): Promise<PhoneCodeConfirmResult>;
  /**
   * Spec §7 PUT /guest/info/phone: the current guest session keeps the phone, proved with its code (spent once).
   * A member session is `rejected` GUESTS_ONLY; no session throws SessionRequiredError.
   */
  recordGuestPhone(input: { phoneNumber: string; authCode: string }): Promise<GuestPhoneResult>;
}
