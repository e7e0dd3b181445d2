import type { Session } from '../../../domain/session/types';

/** The `sub` claim of a JWT access token (not verified: the server does that), or null for any other token. */
function subjectOf(accessToken: string): string | null {
  const payload = accessToken.split('.')[1];
  if (payload === undefined || payload === '') return null;
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/');
    const claims: unknown = JSON.parse(atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '=')));
    const sub = typeof claims === 'object' && claims !== null ? (claims as Record<string, unknown>)['sub'] : null;
    return typeof sub === 'string' ? sub : null;
  } catch {
    return null;
  }
}

/**
 * Who a session speaks for: its type and owner (the access token's subject). A refreshed token of the same customer
 * is the same identity, so the member details are not read again for it; a sign-in as someone else is not.
 */
export function sessionIdentity(session: Session | null): string {
  if (session === null) return 'signed-out';
  return `${session.type}:${subjectOf(session.accessToken) ?? session.accessToken}`;
}

/** True when two reads of the session say the same thing (the store then keeps the object it has). */
export function sameSession(a: Session | null, b: Session | null): boolean {
  if (a === null || b === null) return a === b;
  return (
    a.type === b.type &&
    a.accessToken === b.accessToken &&
    a.refreshTokenExpired === b.refreshTokenExpired &&
    a.refreshTokenInfo?.token === b.refreshTokenInfo?.token &&
    a.refreshTokenInfo?.expiresAt === b.refreshTokenInfo?.expiresAt &&
    a.ars?.branchId === b.ars?.branchId
  );
}
