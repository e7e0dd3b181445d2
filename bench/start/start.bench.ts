// Issue 14 figures (`npm run bench -- start`): how long `npm start`'s server takes to its first 200 on /api/health and
// how much memory it holds then, beside the targets: first start on an empty data folder ≤ 2 s (the seed snapshot),
// restart on existing data ≤ 1 s, RSS after start ≤ 350 MiB on PGlite and ≤ 200 MiB on PostgreSQL. The server runs as
// `npm start` runs it (plain node on dist/server/main.js, built first when missing or outdated); the fallback without
// a snapshot and the tsx server of development are measured in the same run for comparison, and two references of
// the host's speed: bare node, and PGlite alone opening the same data folder as the server opens it. Prints, never
// fails.
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import pg from 'pg';
import { freePort } from '../../scripts/free-port';
import { PGLITE_SHARED_BUFFERS, PGLITE_START_WASM_TIERING_BUDGET } from '../../server/db/database';

const REPOSITORY = fileURLToPath(new URL('../../', import.meta.url));
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const START_TIMEOUT_MS = 120_000;
const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

interface Started {
  readonly seconds: number;
  /** CPU time the process used to its first 200: on a busy machine wall time grows with the load, this much less. */
  readonly cpuSeconds: number;
  readonly rssMiB: number;
  /** The most the process held at once before its first 200 (VmHWM). */
  readonly peakMiB: number;
}

interface Row {
  readonly scenario: string;
  readonly 'first 200 s (median)': number;
  readonly 'CPU s': number;
  readonly 'RSS after start MiB': number;
  readonly 'peak RSS MiB': number;
  readonly target: string;
}

function memoryMiB(pid: number, field: 'VmRSS' | 'VmHWM'): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Math.round(Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0) / 1024);
}

/** User + system CPU time of `pid` so far, from /proc (clock ticks of 1/100 s on Linux). */
function cpuSeconds(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8')
    .replace(/^.*\) /s, '')
    .split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/** Starts `command` with `env`, waits for the first 200 on /api/health, reads its memory, then stops it with SIGTERM. */
async function startOnce(command: readonly string[], env: Record<string, string>, cwd = REPOSITORY): Promise<Started> {
  const port = await freePort();
  const started = performance.now();
  const child: ChildProcess = spawn(process.execPath, command, {
    cwd,
    env: {
      ...process.env,
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      ORDER_SIMULATOR_STEP_SECONDS: '0',
      ...env,
      PORT: `${port}`,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`${command.join(' ')} exited with ${child.exitCode}`);
      if (performance.now() - started > START_TIMEOUT_MS) throw new Error(`${command.join(' ')} did not start`);
      const answer = await fetch(`http://127.0.0.1:${port}/api/health`).catch(() => undefined);
      if (answer?.status === 200) break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const seconds = (performance.now() - started) / 1000;
    return {
      seconds,
      cpuSeconds: cpuSeconds(child.pid!),
      rssMiB: memoryMiB(child.pid!, 'VmRSS'),
      peakMiB: memoryMiB(child.pid!, 'VmHWM'),
    };
  } finally {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
  }
}

/**
 * What the host takes for node and PGlite alone, measured like a start (spawn to a line on stdout, median of RUNS):
 * the same build's restart measured 0.83-1.11 s on one host and 1.7 s on a slower one, and these rows say which
 * host a table comes from and how much of a restart is PGlite's own start. PGlite opens as the server opens it (its
 * shared_buffers, its tier-up budget while starting): with PGlite's defaults (128MB) its start alone took longer than
 * the server's whole restart takes to open it.
 */
const REFERENCES: readonly {
  readonly scenario: string;
  readonly nodeFlags: readonly string[];
  readonly script: (dataDir: string) => string;
}[] = [
  { scenario: 'reference: bare node (node -e, no server)', nodeFlags: [], script: () => "console.log('ready')" },
  {
    scenario: 'reference: PGlite alone on the restart data folder, as the server opens it (create + one query)',
    nodeFlags: [`--wasm-tiering-budget=${PGLITE_START_WASM_TIERING_BUDGET}`],
    script: (dataDir) =>
      "const { PGlite } = await import('@electric-sql/pglite');" +
      `const db = await PGlite.create(${JSON.stringify(dataDir)}, { startParams: ` +
      `[...PGlite.defaultStartParams, '-c', 'shared_buffers=${PGLITE_SHARED_BUFFERS}'] });` +
      "await db.query('SELECT 1'); console.log('ready'); await db.close();",
  },
];

/** Seconds from spawning `node <flags> --input-type=module -e script` to its `ready` line, and its CPU time then. */
async function referenceOnce(nodeFlags: readonly string[], script: string): Promise<Started> {
  const started = performance.now();
  const child = spawn(process.execPath, [...nodeFlags, '--input-type=module', '-e', script], {
    cwd: REPOSITORY,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const ready = new Promise<void>((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('ready')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`reference exited with ${code} before it was ready`)));
  });
  await ready;
  const seconds = (performance.now() - started) / 1000;
  const figures = {
    seconds,
    cpuSeconds: cpuSeconds(child.pid!),
    rssMiB: memoryMiB(child.pid!, 'VmRSS'),
    peakMiB: memoryMiB(child.pid!, 'VmHWM'),
  };
  if (child.exitCode === null) await new Promise((resolve) => child.once('exit', resolve));
  return figures;
}

/** `RUNS` measurements; `prepare` runs before each (an empty folder, a new database) and returns its env. */
async function measure(
  scenario: string,
  target: string,
  command: readonly string[],
  prepare: () => Promise<Record<string, string>> | Record<string, string>,
  cwd?: string,
): Promise<Row> {
  const runs: Started[] = [];
  for (let run = 0; run < RUNS; run++) runs.push(await startOnce(command, await prepare(), cwd));
  return medianRow(scenario, target, runs);
}

function medianRow(scenario: string, target: string, runs: readonly Started[]): Row {
  const median = <T>(values: readonly T[], of: (value: T) => number) =>
    values.map(of).sort((a, b) => a - b)[values.length >> 1]!;
  return {
    scenario,
    'first 200 s (median)': Number(median(runs, (r) => r.seconds).toFixed(2)),
    'CPU s': Number(median(runs, (r) => r.cpuSeconds).toFixed(2)),
    'RSS after start MiB': median(runs, (r) => r.rssMiB),
    'peak RSS MiB': median(runs, (r) => r.peakMiB),
    target,
  };
}

/**
 * A copy of the package without the seed snapshot (node_modules and migrations linked, the bundle copied): the server
 * there falls back to migrate + seed, as a build made before the current migrations would.
 */
function packageWithoutSnapshot(folder: string): string {
  const root = join(folder, 'package');
  mkdirSync(join(root, 'dist', 'server'), { recursive: true });
  mkdirSync(join(root, 'server', 'db'), { recursive: true });
  writeFileSync(join(root, 'package.json'), '{ "type": "module" }\n');
  symlinkSync(join(REPOSITORY, 'node_modules'), join(root, 'node_modules'));
  symlinkSync(join(REPOSITORY, 'server', 'db', 'migrations'), join(root, 'server', 'db', 'migrations'));
  // The bundle (main.js, its chunks and source maps), without the seed snapshot.
  cpSync(join(REPOSITORY, 'dist', 'server'), join(root, 'dist', 'server'), {
    recursive: true,
    filter: (source) => !basename(source).startsWith('seed-snapshot'),
  });
  return root;
}

/** A new PostgreSQL database per start (dropped afterwards), or undefined when TEST_DATABASE_URL does not answer. */
async function postgresDatabases(): Promise<{ create(): Promise<string>; dropAll(): Promise<void> } | undefined> {
  const admin = new pg.Client({ connectionString: TEST_DATABASE_URL, connectionTimeoutMillis: 2000 });
  try {
    await admin.connect();
  } catch (error) {
    console.log(`PostgreSQL rows skipped: ${(error as Error).message}`);
    return undefined;
  }
  const made: string[] = [];
  return {
    async create() {
      const name = `bench_start_${process.pid}_${made.length}`;
      await admin.query(`CREATE DATABASE "${name}"`);
      made.push(name);
      const url = new URL(TEST_DATABASE_URL);
      url.pathname = `/${name}`;
      return url.href;
    },
    async dropAll() {
      for (const name of made) await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await admin.end();
    },
  };
}

export async function main(): Promise<void> {
  // Data folders beside the repository's own (.data, where `npm start` keeps PGlite): on this machine's disk, creating
  // the snapshot's 1,252 files took 4-5 times as long under /tmp as there (815-984 ms against 42-209 ms, same device).
  mkdirSync(join(REPOSITORY, '.data'), { recursive: true });
  const folder = mkdtempSync(join(REPOSITORY, '.data', 'bench-start-'));
  const noWeb = join(folder, 'no-web-build');
  // What `npm start`'s prestart does, for the server only: build when dist/server is missing or outdated.
  execFileSync(process.execPath, ['scripts/ensure-build.mjs'], {
    cwd: REPOSITORY,
    env: { ...process.env, WEB_ROOT: noWeb },
    stdio: 'inherit',
  });
  const compiled = ['dist/server/main.js'];
  let folders = 0;
  const emptyFolder = () => ({ DATA_DIR: join(folder, `data-${folders++}`), WEB_ROOT: noWeb, DATABASE_URL: '' });
  const kept = { DATA_DIR: join(folder, 'kept'), WEB_ROOT: noWeb, DATABASE_URL: '' };
  const databases = await postgresDatabases();
  const rows: Row[] = [];
  try {
    rows.push(await measure('PGlite, empty data folder (seed snapshot)', '≤ 2 s, ≤ 350 MiB', compiled, emptyFolder));
    await startOnce(compiled, kept);
    rows.push(await measure('PGlite, restart on existing data', '≤ 1 s, ≤ 350 MiB', compiled, () => kept));
    for (const reference of REFERENCES) {
      const runs: Started[] = [];
      for (let run = 0; run < RUNS; run++)
        runs.push(await referenceOnce(reference.nodeFlags, reference.script(kept.DATA_DIR)));
      rows.push(medianRow(reference.scenario, 'host speed', runs));
    }
    rows.push(
      await measure(
        'PGlite, empty data folder, no snapshot (migrate + seed)',
        'fallback',
        compiled,
        emptyFolder,
        packageWithoutSnapshot(folder),
      ),
    );
    rows.push(
      await measure(
        'tsx server/main.ts (development), restart',
        'for comparison',
        ['--import', 'tsx', 'server/main.ts'],
        () => kept,
      ),
    );
    if (databases !== undefined) {
      const url = await databases.create();
      const postgres = { DATABASE_URL: url, WEB_ROOT: noWeb };
      rows.push(
        await measure('PostgreSQL, new database (migrate + seed)', '≤ 200 MiB', compiled, async () => ({
          ...postgres,
          DATABASE_URL: await databases.create(),
        })),
      );
      await startOnce(compiled, postgres);
      rows.push(await measure('PostgreSQL, restart on existing data', '≤ 1 s, ≤ 200 MiB', compiled, () => postgres));
    }
  } finally {
    await databases?.dropAll();
    rmSync(folder, { recursive: true, force: true });
  }
  console.log(`npm start's server to its first 200 on /api/health, median of ${RUNS} runs (BENCH_RUNS)`);
  console.table(rows);
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) await main();
