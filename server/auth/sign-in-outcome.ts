import type { SignInRefusal } from './sign-in-refused';

/**
 * How Auth.js answered a credentials sign-in (POST /api/auth/callback/{provider}): it started a session, it refused
 * the credentials after accepting the request (so the CSRF token was valid), or anything else (a missing or wrong
 * CSRF token, another refusal, a server fault).
 */
export type SignInOutcome = 'signed-in' | 'credentials-refused' | 'other';

/** The Auth.js session cookie (`__Secure-` over https; `.0`, `.1`… when chunked). */
const SESSION_COOKIE = /^(__Secure-)?authjs\.session-token(\.\d+)?=[^;]/;

/** The code of a wrong username or password (server/auth/credentials-providers.ts signInMember). */
const WRONG_CREDENTIALS: SignInRefusal = 'credentials';

/**
 * Reads `response` without consuming it. A session cookie means signed in; a refusal is Auth.js's url (the Location
 * header, or `{ url }` for json=true) with `error=CredentialsSignin&code=credentials`, which only a refused
 * authorize produces: a request without a valid CSRF token answers `error=MissingCSRF` before any provider runs.
 */
export async function signInOutcomeOf(response: Response): Promise<SignInOutcome> {
  if (response.headers.getSetCookie().some((cookie) => SESSION_COOKIE.test(cookie))) return 'signed-in';
  const url = response.headers.get('location') ?? (await jsonUrl(response));
  if (url === null || !URL.canParse(url)) return 'other';
  const query = new URL(url).searchParams;
  const refused = query.get('error') === 'CredentialsSignin' && query.get('code') === WRONG_CREDENTIALS;
  return refused ? 'credentials-refused' : 'other';
}

async function jsonUrl(response: Response): Promise<string | null> {
  if (!response.headers.get('content-type')?.includes('json')) return null;
  const body: unknown = await response
    .clone()
    .json()
    .catch(() => null);
  return typeof body === 'object' && body !== null && 'url' in body && typeof body.url === 'string' ? body.url : null;
}
