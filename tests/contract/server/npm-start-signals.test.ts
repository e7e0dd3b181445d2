// Issue 14: `npm start` as a service command did not stop on SIGTERM: npm exited, tsx and the server kept the port, and
// the replacement failed with EADDRINUSE. Here `npm start` runs as a service manager runs it (its prestart builds the
// server when dist/server is missing or older than its sources), then gets SIGTERM: npm, the server and anything else
// it started must be gone within seconds, and the port free.
import { type ChildProcess, spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../../scripts/free-port';

const REPOSITORY = fileURLToPath(new URL('../../../', import.meta.url));
const HOST = '127.0.0.1';

/** The prestart may build the server and its seed snapshot first: tens of seconds on a busy 2-core machine. */
const START_TIMEOUT_MS = 180_000;

/** A scraper's token for the server's /metrics (README "Operations"). */
const METRICS_TOKEN = 'npm-start-test-metrics-token-0123456789';

/** What a service manager waits between SIGTERM and SIGKILL is typically 10 s or more; we ask for far less. */
const STOP_WITHIN_MS = 5_000;

/** True when something can listen on `port` again. */
async function portIsFree(port: number): Promise<boolean> {
  const server = createServer();
  return new Promise((resolve) => {
    server.once('error', () => resolve(false));
    server.listen(port, HOST, () => server.close(() => resolve(true)));
  });
}

/** The process's state letter from /proc (Z: exited, not yet reaped), or undefined when it is gone. */
function processState(pid: number): string | undefined {
  try {
    return /^\d+ \(.*\) (\S)/s.exec(readFileSync(`/proc/${pid}/stat`, 'utf8'))?.[1];
  } catch {
    return undefined;
  }
}

function isRunning(pid: number): boolean {
  const state = processState(pid);
  return state !== undefined && state !== 'Z';
}

/** Every live descendant of `root`, from /proc's parent links. */
function descendants(root: number): number[] {
  const children = new Map<number, number[]>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = (() => {
      try {
        return readFileSync(`/proc/${entry}/stat`, 'utf8');
      } catch {
        return undefined;
      }
    })();
    const parent = stat === undefined ? undefined : /^\d+ \(.*\) \S (\d+)/s.exec(stat)?.[1];
    if (parent !== undefined) children.set(Number(parent), [...(children.get(Number(parent)) ?? []), Number(entry)]);
  }
  const found: number[] = [];
  for (let queue = [root]; queue.length > 0; ) {
    const next = children.get(queue.shift()!) ?? [];
    found.push(...next);
    queue.push(...next);
  }
  return found.filter(isRunning);
}

function hasExited(child: ChildProcess): boolean {
  return child.exitCode !== null || child.signalCode !== null;
}

function commandLine(pid: number): string {
  return readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').join(' ').trim();
}

async function until(condition: () => boolean | Promise<boolean>, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await condition()) return true;
    if (Date.now() > deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('npm start under a service manager', () => {
  let folder: string;
  let port: number;
  let npm: ChildProcess;
  let output = '';

  beforeAll(async () => {
    folder = await mkdtemp(join(tmpdir(), 'npm-start-'));
    port = await freePort();
    // Its own process group, so that afterAll can clean up whatever a failed run leaves behind.
    npm = spawn('npm', ['start'], {
      cwd: REPOSITORY,
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...process.env,
        PORT: String(port),
        HOST,
        DATA_DIR: join(folder, 'data'),
        WEB_ROOT: join(folder, 'no-web-build'),
        DATABASE_URL: '',
        REDIS_URL: '',
        LOG_LEVEL: 'warn',
        ORDER_SIMULATOR_STEP_SECONDS: '0',
        METRICS_TOKEN,
      },
    });
    npm.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    npm.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const healthy = await until(async () => {
      if (hasExited(npm)) throw new Error(`npm start exited (${npm.exitCode ?? npm.signalCode}):\n${output}`);
      const answer = await fetch(`http://${HOST}:${port}/api/health`).catch(() => undefined);
      return answer?.status === 200;
    }, START_TIMEOUT_MS);
    if (!healthy) throw new Error(`npm start did not answer /api/health in time:\n${output}`);
  }, START_TIMEOUT_MS + 10_000);

  afterAll(async () => {
    // Whatever is left of the process group this test started (a server that outlived npm when the test fails).
    if (npm.pid !== undefined) {
      try {
        process.kill(-npm.pid, 'SIGKILL');
      } catch {
        // the group is empty: everything stopped
      }
    }
    await rm(folder, { recursive: true, force: true });
  });

  it('the server npm runs is plain node on the compiled bundle: no shell, no tsx in between', () => {
    const children = descendants(npm.pid!);
    expect(children.map(commandLine)).toEqual([expect.stringMatching(/^\S*node\b.* dist\/server\/main\.js$/)]);
  });

  // The bundle (scripts/build-server.mjs) holds packages that read files beside their code (bundledPackageFolders), and
  // one prom-client that fastify-metrics and the shop's counters share: both checked on the running build.
  it('the compiled server serves the API docs with their assets, and one metrics registry', async () => {
    const get = (path: string, headers: Record<string, string> = {}) =>
      fetch(`http://${HOST}:${port}${path}`, { headers });
    const docs = await get('/api/docs/');
    expect(docs.status).toBe(200);
    expect(await docs.text()).toContain('swagger-ui');
    for (const asset of ['/api/docs/static/swagger-ui.css', '/api/docs/static/logo.svg']) {
      const answer = await get(asset);
      expect(answer.status, asset).toBe(200);
      expect((await answer.arrayBuffer()).byteLength, asset).toBeGreaterThan(100);
    }
    expect(((await (await get('/api/docs/json')).json()) as { openapi: string }).openapi).toBe('3.1.0');

    await get('/api/delivery/menu/category');
    const metrics = await (await get('/metrics', { authorization: `Bearer ${METRICS_TOKEN}` })).text();
    expect(metrics).toContain('storefront_orders_placed_total 0');
    expect(metrics).toMatch(/http_request_duration_seconds_count\{[^}]*route="\/api\/delivery\/menu\/category"/);
  });

  // The bundle leaves out zod's locales (zodWithoutLocales): its validation still answers our 400, field and message.
  it("the compiled server, without zod's locales, answers a malformed query with the 400 naming the field", async () => {
    const answer = await fetch(`http://${HOST}:${port}/api/delivery/family/search/by-name/x?page=abc&size=30`);
    expect(answer.status).toBe(400);
    expect(await answer.json()).toMatchObject({
      code: 'BAD_REQUEST',
      field: 'query.page',
      message: '페이지는 1 이상의 정수로 입력해주세요.',
    });
    // German is one of zod's locales: "Ungültige Eingabe", escaped as esbuild writes it today or as written.
    const bundle = readFileSync(join(REPOSITORY, 'dist', 'server', 'main.js'), 'utf8');
    for (const text of ['Ung\\xFCltige Eingabe', 'Ungültige Eingabe', 'Ung\\u00FCltige Eingabe']) {
      expect(bundle.includes(text), text).toBe(false);
    }
  });

  it('SIGTERM to npm stops npm and the server within seconds and frees the port', async () => {
    const started = descendants(npm.pid!);
    const npmExited = new Promise((resolve) => npm.once('exit', resolve));
    npm.kill('SIGTERM');

    const stopped = await until(() => hasExited(npm) && started.every((pid) => !isRunning(pid)), STOP_WITHIN_MS);
    expect(stopped, `still running: ${started.filter(isRunning).map(commandLine).join(', ')}`).toBe(true);
    await npmExited;
    expect(await portIsFree(port)).toBe(true);
  });
});
