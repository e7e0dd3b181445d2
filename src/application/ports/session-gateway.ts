import type { Session } from '../../domain/session/types';

/** The refresh providers (spec §6/§7): one per refreshable session type. */
export type RefreshProvider = 'refresh_member' | 'refresh_guest';

/**
 * Spec §7 sign-in: the credentials provider and what it takes. A guest signs in anonymously (a first visit, so a
 * guest can shop and order) or, after confirming a phone code, with the `guestToken` that confirmation issued.
 */
export type SignInRequest =
  | { readonly provider: 'member'; readonly username: string; readonly password: string }
  | { readonly provider: 'guest'; readonly guestToken?: string }
  | { readonly provider: 'ars'; readonly token: string };

/** The `error` of a sign-in refused by the login rate limit (HTTP 429), rather than by Auth.js. */
export const SIGN_IN_RATE_LIMITED = 'RATE_LIMITED';

/**
 * A refused sign-in names the Auth.js error (spec §8, e.g. 'CredentialsSignin', from the url's `error` value) or
 * SIGN_IN_RATE_LIMITED; `code` is the helper's reason when it gives one (the url's `code`: 'credentials',
 * 'ars_link_invalid'…) and `message` the server's Korean text when it sends one (the 429 answer).
 */
export type SignInResult =
  | { readonly kind: 'signed-in'; readonly session: Session }
  | { readonly kind: 'rejected'; readonly error: string; readonly code?: string; readonly message?: string };

export type RefreshResult =
  | { readonly kind: 'refreshed'; readonly session: Session }
  | { readonly kind: 'rejected'; readonly error: string };

/**
 * The sign-in helper (spec §7 /api/auth). session reads null when signed out; refused sign-ins and refreshes
 * (unknown, expired or reused refresh token) are `rejected` values; signOut always ends the session and returns the
 * URL to go to. Outages throw.
 */
export interface SessionGateway {
  session(): Promise<Session | null>;
  csrfToken(): Promise<string>;
  signIn(request: SignInRequest): Promise<SignInResult>;
  signOut(callbackUrl: string): Promise<{ readonly url: string }>;
  /** Spec §7: sign in with refresh_member / refresh_guest and the refresh token, no redirect. */
  refresh(provider: RefreshProvider, refreshToken: string): Promise<RefreshResult>;
}
