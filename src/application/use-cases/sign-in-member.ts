import type { Session } from '../../domain/session/types';
import { type SessionGateway, SIGN_IN_RATE_LIMITED } from '../ports/session-gateway';

export interface SignInMemberInput {
  readonly username: string;
  readonly password: string;
}

/** Auth.js's error for credentials it refused (spec §8): never says whether the id or the password was wrong. */
const CREDENTIALS_SIGNIN = 'CredentialsSignin';

export type SignInMemberResult =
  /** Signed in: the member session (its access token authorises the API calls). */
  | { readonly kind: 'signed-in'; readonly session: Session }
  /** A blank username or an empty password: nothing was sent. */
  | { readonly kind: 'incomplete' }
  /** Unknown username or wrong password, deliberately not told apart. */
  | { readonly kind: 'wrong-credentials' }
  /** The login rate limit refused the attempt; the server's Korean message when it sent one. */
  | { readonly kind: 'rate-limited'; readonly message: string | null }
  /** Another refusal of the sign-in helper, by its Auth.js error name. */
  | { readonly kind: 'refused'; readonly error: string };

/**
 * Spec §2 /member/login, §7 sign-in with the member credentials provider: the username is trimmed (spaces typed
 * around it are not part of it), the password sent as typed. Outages throw.
 */
export class SignInMember {
  constructor(private readonly sessions: Pick<SessionGateway, 'signIn'>) {}

  async execute(input: SignInMemberInput): Promise<SignInMemberResult> {
    const username = input.username.trim();
    if (username === '' || input.password === '') return { kind: 'incomplete' };
    const result = await this.sessions.signIn({ provider: 'member', username, password: input.password });
    if (result.kind === 'signed-in') return { kind: 'signed-in', session: result.session };
    if (result.error === CREDENTIALS_SIGNIN) return { kind: 'wrong-credentials' };
    if (result.error === SIGN_IN_RATE_LIMITED) return { kind: 'rate-limited', message: result.message ?? null };
    return { kind: 'refused', error: result.error };
  }
}
