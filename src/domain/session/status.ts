import type { Loadable, Session } from './types';

/** Spec §4: the session status the storefront shows. */
export type SessionStatus = 'loading' | 'authenticated' | 'unauthenticated';

/** Spec §4: loading while the session is fetched, authenticated with a session, unauthenticated without one. */
export function sessionStatus(session: Loadable<Session>): SessionStatus {
  if (session.status === 'loading') return 'loading';
  return session.value === null ? 'unauthenticated' : 'authenticated';
}

/** Spec §6: only a member session is a member; guests, ARS callers and signed-out visitors are not. */
export function isMemberSession(session: Pick<Session, 'type'> | null | undefined): boolean {
  return session?.type === 'member';
}
