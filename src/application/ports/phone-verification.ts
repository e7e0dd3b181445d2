export type PhoneCodeRequestResult =
  | { readonly kind: 'sent' }
  | {
      readonly kind: 'rejected';
      readonly code: 'INVALID_PHONE' | 'INVALID_NAME' | 'RATE_LIMITED';
      readonly message: string;
    };

export type PhoneCodeConfirmResult =
  | { readonly kind: 'confirmed' }
  | {
      readonly kind: 'rejected';
      readonly code: 'WRONG_CODE' | 'EXPIRED' | 'LOCKED' | 'NOT_REQUESTED';
      readonly message: string;
    };

/**
 * Phone verification (spec §7 /phone-verification): a 4-digit code sent to an 11-digit phone, then confirmed
 * with the same name and phone. A bad phone or name, a request within 60 s of the last, a wrong, expired or
 * locked code are `rejected` values with a Korean message. Outages throw.
 */
export interface PhoneVerification {
  create(input: { name: string; phoneNumber: string }): Promise<PhoneCodeRequestResult>;
  confirm(input: { name: string; phoneNumber: string; authCode: string }): Promise<PhoneCodeConfirmResult>;
}
