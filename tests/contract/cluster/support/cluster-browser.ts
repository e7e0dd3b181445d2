/**
 * A browser over real HTTP for the cluster tests: a cookie jar (the Auth.js CSRF and session cookies) that can send
 * each request to a different instance, as a load balancer would, and a client address (X-Forwarded-For, believed
 * from loopback by the instances' TRUST_PROXY).
 */
export class ClusterBrowser {
  readonly cookies = new Map<string, string>();

  constructor(readonly clientIp: string) {}

  /** Another browser holding a copy of this one's cookies now (a stolen or stale copy of the session). */
  copy(): ClusterBrowser {
    const other = new ClusterBrowser(this.clientIp);
    for (const [name, value] of this.cookies) other.cookies.set(name, value);
    return other;
  }

  async get(base: string, path: string, headers: Record<string, string> = {}): Promise<Response> {
    return this.keep(await fetch(`${base}${path}`, { headers: { ...this.headers(base), ...headers } }));
  }

  async postJson(base: string, path: string, body: unknown, headers: Record<string, string> = {}): Promise<Response> {
    return this.keep(
      await fetch(`${base}${path}`, {
        method: 'POST',
        headers: { ...this.headers(base), 'content-type': 'application/json', ...headers },
        body: JSON.stringify(body),
      }),
    );
  }

  async postForm(base: string, path: string, fields: Record<string, string>): Promise<Response> {
    return this.keep(
      await fetch(`${base}${path}`, {
        method: 'POST',
        headers: { ...this.headers(base), 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(fields).toString(),
        redirect: 'manual',
      }),
    );
  }

  async csrfToken(base: string): Promise<string> {
    return ((await (await this.get(base, '/api/auth/csrf')).json()) as { csrfToken: string }).csrfToken;
  }

  /** A member sign-in as the storefront posts it; resolves with the `error` of Auth.js's answer url (null: signed in). */
  async signIn(base: string, username: string, password: string): Promise<string | null> {
    const csrfToken = await this.csrfToken(base);
    const response = await this.postForm(base, '/api/auth/callback/member', {
      username,
      password,
      csrfToken,
      callbackUrl: '/',
      json: 'true',
    });
    if (response.status === 429) return 'RATE_LIMITED';
    const { url } = (await response.json()) as { url: string };
    return new URL(url).searchParams.get('error');
  }

  /** GET /api/auth/session: the type, access token and whether the storefront is told to sign out. */
  async session(base: string): Promise<{ type: string; accessToken: string; refreshTokenExpired: boolean } | null> {
    const body = (await (await this.get(base, '/api/auth/session')).json()) as {
      type?: string;
      accessToken?: string;
      refreshTokenExpired?: boolean;
    } | null;
    if (body?.type === undefined) return null;
    return {
      type: body.type,
      accessToken: String(body.accessToken),
      refreshTokenExpired: body.refreshTokenExpired === true,
    };
  }

  async signOut(base: string): Promise<number> {
    const csrfToken = await this.csrfToken(base);
    const response = await this.postForm(base, '/api/auth/signout', { csrfToken, callbackUrl: '/', json: 'true' });
    await response.arrayBuffer();
    return response.status;
  }

  private headers(base: string): Record<string, string> {
    const cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    return { origin: base, 'x-forwarded-for': this.clientIp, ...(cookie === '' ? {} : { cookie }) };
  }

  private keep(response: Response): Response {
    for (const line of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';');
      const name = pair.slice(0, pair.indexOf('='));
      const value = pair.slice(pair.indexOf('=') + 1);
      const expired = value === '' || attributes.some((attribute) => /^\s*max-age=0$/i.test(attribute));
      if (expired) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return response;
  }
}
