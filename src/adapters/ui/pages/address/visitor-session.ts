import type { SignInRequest, SignInResult } from '../../../../application/ports/session-gateway';
import type { Session } from '../../../../domain/session/types';

/** What saving an address needs of the shared session store (the RootStore's SessionStore). */
export interface VisitorSessions {
  ready(): Promise<void>;
  readonly current: Session | null;
  signIn(request: SignInRequest): Promise<SignInResult>;
}

/**
 * Saving an address needs a session (spec §7 account calls carry the access token). A visitor without one signs
 * in as a first-visit guest through the session store (spec §6: guests keep addresses too), so the token the API
 * calls carry is the new one; false when even that is refused.
 */
export async function ensureVisitorSession(sessions: VisitorSessions): Promise<boolean> {
  await sessions.ready();
  if (sessions.current !== null) return true;
  const result = await sessions.signIn({ provider: 'guest' });
  return result.kind === 'signed-in';
}
