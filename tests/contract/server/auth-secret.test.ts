// Issue 15 finding 1: with AUTH_SECRET unset the server signed with a constant of the repository, so anyone could
// mint an access token for the demo member. Servers started the way server/main.ts starts them (readServerConfig,
// openServerParts, buildServer with every route) refuse a token signed with any string found in the repository, and
// a production server refuses to start without a strong AUTH_SECRET.
import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { extname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { SignJWT } from 'jose';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from '../../../server/app';
import { accessTokenKey, signAccessToken } from '../../../server/auth/access-token';
import { openServerParts, type ServerParts } from '../../../server/composition';
import { type Env, readServerConfig } from '../../../server/config';
import { DEMO_MEMBER_OWNER_ID } from '../../../server/db/seed/demo-member';
import { routeModules } from '../../../server/routes/index';
import { LogCapture } from '../support/test-server';

const REPOSITORY = fileURLToPath(new URL('../../../', import.meta.url));
const MEMBER_INFO = '/api/account/member/info';

/** The old built-in development secret (issue 15 finding 1), named here so the test does not depend on the scan. */
const OLD_DEVELOPMENT_SECRET = 'dev-only-secret-change-me-for-any-deployment-0123456789';

const SOURCE_FOLDERS = ['server', 'src', 'tests', 'e2e', 'bench', 'scripts', '.ci', 'public'];
const ROOT_FILES = ['README.md', 'package.json', 'playwright.config.ts', 'vite.config.ts', 'vitest.config.ts'];
const TEXT_FILES = new Set(['.ts', '.tsx', '.mts', '.mjs', '.cjs', '.js', '.json', '.md', '.sql', '.css', '.html', '']);
/** A quoted literal on one line ('…', "…" or `…`) of 32..200 characters. */
const QUOTED = /'([^'\n]{32,200})'|"([^"\n]{32,200})"|`([^`\n]{32,200})`/g;
/** A run of 32..200 characters without white space or quotes (README commands, .env-style lines, JSON values). */
const UNBROKEN_RUN = /[^\s'"`]{32,200}/g;

/**
 * Every string of 32+ characters in the repository's text files a secret could be (a key shorter than 32 characters
 * is refused by accessTokenKey, so it can never be the server's): quoted literals and runs without white space.
 */
async function repositoryStrings(): Promise<ReadonlySet<string>> {
  const files = [...ROOT_FILES.map((file) => join(REPOSITORY, file))];
  for (const folder of SOURCE_FOLDERS) {
    const entries = await readdir(join(REPOSITORY, folder), { recursive: true, withFileTypes: true }).catch(() => []);
    for (const entry of entries) {
      if (entry.isFile() && TEXT_FILES.has(extname(entry.name))) files.push(join(entry.parentPath, entry.name));
    }
  }
  const found = new Set<string>([OLD_DEVELOPMENT_SECRET]);
  for (const file of files) {
    const text = await readFile(file, 'utf8');
    for (const match of text.matchAll(QUOTED)) found.add(match[1] ?? match[2] ?? match[3] ?? '');
    for (const [run] of text.matchAll(UNBROKEN_RUN)) found.add(run);
  }
  return found;
}

/** A server started as server/main.ts starts one, from `env`. */
async function startLikeMain(env: Env, logs: LogCapture): Promise<{ app: FastifyInstance; parts: ServerParts }> {
  const config = readServerConfig(env);
  const log = pino({ level: 'info' }, logs.stream);
  const parts = await openServerParts(config, log);
  const app = await buildServer({
    ...parts,
    settings: config.services,
    loggerInstance: log,
    webRoot: config.webRoot,
    routes: routeModules,
    trustProxy: config.trustProxy,
  });
  return { app, parts };
}

/** An HS256 access token for the demo member signed with `secret`'s bytes, as an attacker would make it. */
function forgedToken(secret: string): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ type: 'member' })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(DEMO_MEMBER_OWNER_ID)
    .setIssuedAt(now)
    .setExpirationTime(now + 600)
    .sign(new TextEncoder().encode(secret));
}

/** The secrets whose token member/info answered with each status (requests 100 at a time). */
async function statusesFor(app: FastifyInstance, secrets: Iterable<string>): Promise<Record<number, string[]>> {
  const statuses: Record<number, string[]> = {};
  const all = [...secrets];
  for (let start = 0; start < all.length; start += 100) {
    const batch = all.slice(start, start + 100);
    const answers = await Promise.all(
      batch.map(async (secret) => {
        const authorization = `Bearer ${await forgedToken(secret)}`;
        const response = await app.inject({ method: 'GET', url: MEMBER_INFO, headers: { authorization } });
        return { secret, status: response.statusCode };
      }),
    );
    for (const { secret, status } of answers) {
      const secretsOfStatus = statuses[status] ?? [];
      secretsOfStatus.push(secret);
      statuses[status] = secretsOfStatus;
    }
  }
  return statuses;
}

/** Signing and sending ~10,000 tokens takes seconds on a busy 2-core machine. */
const SCAN_TIMEOUT_MS = 120_000;

describe('the auth secret of a server started like npm start', () => {
  let dataDir: string;
  let strings: ReadonlySet<string>;
  const baseEnv = (): Env => ({
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    WEB_ROOT: join(dataDir, 'no-web-root'),
    PORT: '0',
    ORDER_SIMULATOR_STEP_SECONDS: '0',
  });

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'auth-secret-contract-'));
    strings = await repositoryStrings();
  });
  afterAll(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  it('the scan finds the old development secret and the strings tests and the README publish', () => {
    expect(strings.has(OLD_DEVELOPMENT_SECRET)).toBe(true);
    expect(strings.has('demo-ivr-secret-for-development-only-0000')).toBe(true);
    expect(strings.has('someone-elses-secret-0123456789abcdefgh')).toBe(true);
    expect(strings.size).toBeGreaterThan(500);
  });

  describe('development (AUTH_SECRET unset)', () => {
    let app: FastifyInstance;
    let parts: ServerParts;
    const logs = new LogCapture();
    let secret: string;
    beforeAll(async () => {
      ({ app, parts } = await startLikeMain(baseEnv(), logs));
      secret = (await readFile(join(dataDir, 'auth-secret'), 'utf8')).trim();
    });
    afterAll(async () => {
      await app.close();
      await parts.close();
    });

    it(
      'a token signed with any string of the repository is refused (401)',
      async () => {
        const statuses = await statusesFor(app, strings);
        expect(Object.keys(statuses)).toEqual(['401']);
        expect(statuses[401]).toHaveLength(strings.size);
      },
      SCAN_TIMEOUT_MS,
    );

    it('a token signed with the generated secret of the data folder is accepted (the check above can fail)', async () => {
      const token = await signAccessToken({ sub: DEMO_MEMBER_OWNER_ID, type: 'member' }, accessTokenKey(secret), 600);
      const response = await app.inject({
        method: 'GET',
        url: MEMBER_INFO,
        headers: { authorization: `Bearer ${token}` },
      });
      expect(response.statusCode, response.body).toBe(200);
    });

    it('the generated secret is logged as a file, never as its value', () => {
      expect(logs.text).toContain('generated a development secret');
      expect(logs.text).not.toContain(secret);
    });
  });

  describe('production (NODE_ENV=production)', () => {
    it('refuses to start without AUTH_SECRET, naming what to set', async () => {
      const logs = new LogCapture();
      await expect(startLikeMain({ ...baseEnv(), NODE_ENV: 'production' }, logs)).rejects.toThrow(
        /AUTH_SECRET is not set.*openssl rand -base64 48/,
      );
    });

    it('refuses to start with a secret published in the repository or one too short', async () => {
      const published = [
        OLD_DEVELOPMENT_SECRET,
        'demo-ivr-secret-for-development-only-0000',
        'e2e-ivr-line-secret-for-tests-only-000000',
        'someone-elses-secret-0123456789abcdefgh',
        'not-the-servers-secret-0123456789abcdef',
        randomBytes(16).toString('base64'),
      ];
      for (const value of published) {
        await expect(
          startLikeMain({ ...baseEnv(), NODE_ENV: 'production', AUTH_SECRET: value }, new LogCapture()),
          value,
        ).rejects.toThrow(/^AUTH_SECRET .*openssl rand -base64 48/);
      }
    });

    describe('with a random AUTH_SECRET', () => {
      let app: FastifyInstance;
      let parts: ServerParts;
      const secret = randomBytes(48).toString('base64');
      beforeAll(async () => {
        ({ app, parts } = await startLikeMain(
          { ...baseEnv(), NODE_ENV: 'production', AUTH_SECRET: secret },
          new LogCapture(),
        ));
      });
      afterAll(async () => {
        await app.close();
        await parts.close();
      });

      it(
        'a token signed with any string of the repository, or the development file of the same folder, is refused',
        async () => {
          const developmentSecret = (await readFile(join(dataDir, 'auth-secret'), 'utf8')).trim();
          const statuses = await statusesFor(app, [...strings, developmentSecret]);
          expect(Object.keys(statuses)).toEqual(['401']);
          expect(await statusesFor(app, [secret])).toEqual({ 200: [secret] });
        },
        SCAN_TIMEOUT_MS,
      );
    });
  });
});
