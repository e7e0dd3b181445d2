/** Every expected refusal of the account services, by reason (its HTTP answer: server/routes/account-answers.ts). */
export type AccountFailureReason =
  | 'wrong-code'
  | 'code-expired'
  | 'code-locked'
  | 'code-not-requested'
  | 'phone-locked'
  | 'send-too-soon'
  | 'send-quota'
  | 'client-quota'
  | 'sms-unavailable'
  | 'token-invalid'
  | 'ci-token-invalid'
  | 'identity-unavailable'
  | 'identity-mismatch'
  | 'already-member'
  | 'username-taken'
  | 'registration-key-used'
  | 'member-not-found'
  | 'wrong-password'
  | 'same-password'
  | 'common-password'
  | 'common-new-password'
  | 'password-mismatch'
  | 'phone-taken'
  | 'ci-taken'
  | 'members-only'
  | 'guests-only'
  | 'session-ended'
  | 'no-grade'
  | 'oauth-not-supported';

/** An expected refusal: the reason, and for rate limits the whole seconds until a retry may succeed. */
export interface AccountFailure {
  readonly kind: 'failure';
  readonly reason: AccountFailureReason;
  readonly retryAfterSeconds?: number;
}

/** A refusal value. */
export function failure(reason: AccountFailureReason, retryAfterSeconds?: number): AccountFailure {
  return retryAfterSeconds === undefined ? { kind: 'failure', reason } : { kind: 'failure', reason, retryAfterSeconds };
}
