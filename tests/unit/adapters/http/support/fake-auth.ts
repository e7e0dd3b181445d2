import type { Handler, ReceivedRequest, Reply } from './fake-api';

/** The form fields of a received form-encoded POST. */
export function formOf(request: ReceivedRequest): Record<string, string> {
  return Object.fromEntries(new URLSearchParams(request.body.toString('utf8')));
}

export interface FakeSession {
  type: 'member' | 'guest' | 'ars';
  accessToken: string;
  refreshToken: string | null;
  refreshTokenExpired: boolean;
  ars?: { branchId: number; phoneNumber: string };
}

const CSRF = 'csrf-token-1';

/**
 * A stand-in for the Auth.js REST surface of one browser (the server keeps its session; no cookies needed): GET
 * /session and /csrf; POST /callback/{provider} and /signout with the CSRF field and json=true, answered `{ url }`.
 * Members sign in as demo / chicken1234!; refresh_member rotates to `access-N` / `refresh-N` when given the current
 * refresh token. `api` answers everything else (null: 404).
 */
export class FakeAuth {
  session: FakeSession | null = null;
  refreshes = 0;
  signOuts = 0;
  /** Refuses every refresh as a reused token would be (the family is revoked). */
  refuseRefreshes = false;
  private sequence = 1;

  constructor(private readonly api: Handler | null = null) {}

  readonly handler: Handler = async (request) => {
    const path = request.path;
    if (!path.startsWith('/api/auth/')) {
      return this.api === null
        ? { status: 404, body: { code: 'ELEMENT_NOT_FOUND', message: '없음' } }
        : this.api(request);
    }
    if (request.method === 'GET' && path === '/api/auth/csrf') return { status: 200, body: { csrfToken: CSRF } };
    if (request.method === 'GET' && path === '/api/auth/session') return { status: 200, body: this.body() };
    const form = formOf(request);
    if (form['csrfToken'] !== CSRF || form['json'] !== 'true') return redirect('/member/login?error=MissingCSRF');
    if (request.method === 'POST' && path === '/api/auth/signout') {
      this.signOuts += 1;
      this.session = null;
      return redirect(form['callbackUrl'] ?? '/');
    }
    const provider = path.slice('/api/auth/callback/'.length);
    return this.callback(provider, form);
  };

  private callback(provider: string, form: Record<string, string>): Reply {
    if (provider === 'member') {
      if (form['username'] !== 'demo' || form['password'] !== 'chicken1234!') return refused('credentials');
      this.session = this.issue('member');
      return redirect('/');
    }
    if (provider === 'guest') {
      if (form['guestToken'] !== undefined && form['guestToken'] !== 'confirmed')
        return refused('guest_confirmation_invalid');
      this.session = this.issue('guest');
      return redirect('/');
    }
    if (provider === 'ars') {
      if (form['token'] !== 'ars-link') return refused('ars_link_invalid');
      this.session = { ...this.issue('ars'), refreshToken: null, ars: { branchId: 22, phoneNumber: '01012345678' } };
      return redirect('/');
    }
    if (provider === 'refresh_member' || provider === 'refresh_guest') {
      this.refreshes += 1;
      const current = this.session;
      if (current === null || current.refreshToken !== form['refreshToken']) return refused('refresh_token_invalid');
      if (current.refreshTokenExpired) return refused('refresh_token_expired');
      if (this.refuseRefreshes) return refused('refresh_token_reused');
      this.session = this.issue(current.type);
      return redirect('/');
    }
    return redirect('/member/login?error=InvalidProvider');
  }

  private issue(type: FakeSession['type']): FakeSession {
    this.sequence += 1;
    return {
      type,
      accessToken: `access-${this.sequence}`,
      refreshToken: `refresh-${this.sequence}`,
      refreshTokenExpired: false,
    };
  }

  private body(): unknown {
    const s = this.session;
    if (s === null) return null;
    return {
      type: s.type,
      accessToken: s.accessToken,
      refreshTokenInfo:
        s.refreshToken === null ? null : { token: s.refreshToken, expiresAt: '2030-01-01T00:00:00.000Z' },
      refreshTokenExpired: s.refreshTokenExpired,
      ...(s.ars === undefined ? {} : { ars: s.ars }),
      expires: '2030-01-02T00:00:00.000Z',
    };
  }
}

/** What Auth.js answers to a json=true POST: where the browser would go, absolute. */
function redirect(to: string): Reply {
  return { status: 200, body: { url: `http://127.0.0.1${to}` } };
}

function refused(code: string): Reply {
  return redirect(`/member/login?error=CredentialsSignin&code=${code}`);
}
