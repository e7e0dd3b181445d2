import type { Session } from '../../domain/session/types';

/** The refresh providers (spec §6/§7): one per refreshable session type. */
export type RefreshProvider = 'refresh_member' | 'refresh_guest';

/** Spec §7 sign-in: the credentials provider and what it takes. A guest signs in with a confirmed phone code. */
export type SignInRequest =
  | { readonly provider: 'member'; readonly username: string; readonly password: string }
  | { readonly provider: 'guest'; readonly phoneNumber: string; readonly authCode: string }
  | { readonly provider: 'ars'; readonly token: string };

/** A refused sign-in names the Auth.js error (spec §8, e.g. 'CredentialsSignin'). */
export type SignInResult =
  | { readonly kind: 'signed-in'; readonly session: Session }
  | { readonly kind: 'rejected'; readonly error: string };

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
