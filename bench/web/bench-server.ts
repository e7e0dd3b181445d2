// The storefront served by `tsx server/main.ts` from a given build on a fresh embedded database, plus the demo
// member's cookies and a filled cart for measuring /cart as a customer sees it.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface BenchServer {
  readonly url: string;
  stop(): Promise<void>;
}

const START_TIMEOUT_MS = 120_000;

/** Starts the server on `port` serving `webRoot` (absolute) from an empty data folder; resolves once healthy. */
export async function startServer(webRoot: string, port: number): Promise<BenchServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-web-'));
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      WEB_ROOT: webRoot,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      // The TLS front (tls-front.ts) is on loopback: its X-Forwarded-Proto tells the server a request came over https.
      TRUST_PROXY: '127.0.0.1',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      await new Promise((done) => child.once('exit', done));
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  const started = performance.now();
  for (;;) {
    if (child.exitCode !== null || performance.now() - started > START_TIMEOUT_MS) {
      await stop();
      throw new Error('the storefront server did not start');
    }
    try {
      if ((await fetch(`${url}/api/health`)).ok) return { url, stop };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** A tiny cookie jar over fetch: keeps Set-Cookie values, sends them back. */
class CookieJar {
  private readonly cookies = new Map<string, string>();

  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  keep(response: Response): void {
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const at = pair.indexOf('=');
      if (at > 0) this.cookies.set(pair.slice(0, at).trim(), pair.slice(at + 1).trim());
    }
  }
}

/**
 * Signs the demo member in through the sign-in helper (spec §7) and, unless `fillCart` is false, puts two lines in the
 * cart; returns the Cookie header a browser of that member would send. `overTls`: as through the TLS front
 * (tls-front.ts, `X-Forwarded-Proto: https` from loopback, which startServer trusts), where the session cookies carry
 * the names a browser keeps only for https (`__Secure-`, `__Host-`), so a browser on the front sends the member's.
 */
export async function demoCustomerCookie(
  url: string,
  { overTls = false, fillCart = true }: { readonly overTls?: boolean; readonly fillCart?: boolean } = {},
): Promise<string> {
  const jar = new CookieJar();
  const forwarded: Record<string, string> = overTls ? { 'x-forwarded-proto': 'https' } : {};
  const csrf = await fetch(`${url}/api/auth/csrf`, { headers: forwarded });
  jar.keep(csrf);
  const { csrfToken } = (await csrf.json()) as { csrfToken: string };
  const signIn = await fetch(`${url}/api/auth/callback/member`, {
    method: 'POST',
    headers: { ...forwarded, 'content-type': 'application/x-www-form-urlencoded', cookie: jar.header() },
    body: new URLSearchParams({
      username: 'demo',
      password: 'chicken1234!',
      csrfToken,
      callbackUrl: '/',
      json: 'true',
    }),
    redirect: 'manual',
  });
  jar.keep(signIn);
  const session = (await (
    await fetch(`${url}/api/auth/session`, { headers: { ...forwarded, cookie: jar.header() } })
  ).json()) as {
    accessToken: string;
  } | null;
  if (session === null) throw new Error('the demo member could not sign in');
  if (!fillCart) return jar.header();
  const headers = { 'content-type': 'application/json', authorization: `Bearer ${session.accessToken}` };
  const menus = (await (await fetch(`${url}/api/delivery/menu/1`)).json()) as { id: number }[];
  for (const menu of menus.slice(0, 2)) {
    const groups = (await (await fetch(`${url}/api/delivery/menu/sub-option/${menu.id}`)).json()) as {
      minSelect: number;
      subOptionItemDetailResponseList: { id: number }[];
    }[];
    const subOptionItemIdSet = groups.flatMap((g) =>
      g.subOptionItemDetailResponseList.slice(0, g.minSelect).map((i) => i.id),
    );
    await fetch(`${url}/api/delivery/cart`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ mainMenuId: menu.id, quantity: 1, subOptionItemIdSet }),
    });
  }
  return jar.header();
}

/** The first menu id of category 1 (the /products/{id} measured). */
export async function firstMenuId(url: string): Promise<number> {
  const menus = (await (await fetch(`${url}/api/delivery/menu/1`)).json()) as { id: number }[];
  const id = menus[0]?.id;
  if (id === undefined) throw new Error('category 1 has no menu');
  return id;
}
