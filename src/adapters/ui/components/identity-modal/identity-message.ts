import {
  IDENTITY_CALLBACK_MARKER,
  type IdentityVerifyType,
  identityCallbackSchema,
} from '../../../../contract/account';

/** Ours (spec §8 says only that the error is reported): what a malformed callback message tells the customer. */
export const IDENTITY_MESSAGE_ERROR = '본인 인증 결과를 확인하지 못했어요. 다시 시도해주세요.';

export type IdentityMessage =
  /** Not the identity service's callback (another window's message, a browser extension): left alone. */
  | { readonly kind: 'ignored' }
  | { readonly kind: 'verified'; readonly ciToken: string; readonly verifyType: IdentityVerifyType }
  /** The marker was there but what follows is not the JSON {token, verifyType}. */
  | { readonly kind: 'malformed'; readonly message: string };

/**
 * Spec §7 Other: the verify-ready page posts the callback marker followed by JSON {token, verifyType}; the token is
 * the ciToken. Anything not starting with the marker is ignored; a marked message that does not parse is an error.
 */
export function parseIdentityMessage(data: unknown): IdentityMessage {
  if (typeof data !== 'string' || !data.startsWith(IDENTITY_CALLBACK_MARKER)) return { kind: 'ignored' };
  let body: unknown;
  try {
    body = JSON.parse(data.slice(IDENTITY_CALLBACK_MARKER.length));
  } catch {
    return { kind: 'malformed', message: IDENTITY_MESSAGE_ERROR };
  }
  const parsed = identityCallbackSchema.safeParse(body);
  if (!parsed.success || parsed.data.token === '') return { kind: 'malformed', message: IDENTITY_MESSAGE_ERROR };
  return { kind: 'verified', ciToken: parsed.data.token, verifyType: parsed.data.verifyType };
}

/** Where the identity service's verify-ready page is (the local simulator serves it on the API's origin). */
export const IDENTITY_VERIFY_READY_PATH = '/auth-sim/verify-ready';

/** Spec §7: the iframe's address, with phoneNumber (empty unless known) and the verifyType. */
export function identityFrameUrl(verifyType: IdentityVerifyType, phoneNumber = '', base = IDENTITY_VERIFY_READY_PATH) {
  const query = new URLSearchParams({ phoneNumber, verifyType });
  return `${base}?${query.toString()}`;
}
