// Issue 3 §6 figures: req/s and p99 at 50 connections for the catalog and cart calls beside a bare Fastify route
// measured in the same run, and the cold start + RSS of `npm start` on an empty data folder. Prints, never fails.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { buildServer } from '../../server/app';
import { accessTokenKey, signAccessToken } from '../../server/auth/access-token';
import { openDatabase } from '../../server/db/database';
import { seedData } from '../../server/db/seed/data/index';
import { seedDatabase } from '../../server/db/seed/seed';
import { routeModules } from '../../server/routes/index';

const CONNECTIONS = 50;
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);

interface Row {
  readonly call: string;
  readonly 'req/s': number;
  readonly 'p99 ms': number;
  readonly 'vs bare': string;
  readonly non2xx: number;
}

async function measure(options: autocannon.Options): Promise<autocannon.Result> {
  return autocannon({ connections: CONNECTIONS, duration: DURATION_S, ...options });
}

async function apiFigures(): Promise<Row[]> {
  const bare = Fastify({ logger: false });
  bare.get('/bare', async () => ({ status: 'ok', items: [1, 2, 3] }));
  const bareUrl = await bare.listen({ port: 0, host: '127.0.0.1' });

  const dataDir = mkdtempSync(join(tmpdir(), 'bench-api-'));
  const database = await openDatabase({ dataDir });
  await seedDatabase(database.db, seedData);
  const key = accessTokenKey('bench-secret-0123456789abcdef0123456789');
  const app = await buildServer({ database, authKey: key, logger: false, routes: routeModules });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  const token = await signAccessToken({ sub: 'guest:bench', type: 'guest' }, key, 3600);

  const menu = seedData.menus.find((m) => m.optionGroups.every((g) => g.minSelect === 0)) ?? seedData.menus[0]!;
  const branch = seedData.branches[0]!;
  const calls: Array<[string, autocannon.Options]> = [
    ['bare Fastify route (constant JSON)', { url: `${bareUrl}/bare` }],
    ['GET /menu/category', { url: `${url}/api/delivery/menu/category` }],
    ['GET /menu/{categoryId}?branchId', { url: `${url}/api/delivery/menu/1?branchId=${branch.branchId}` }],
    [
      'GET /family/search/by-name/{name}',
      { url: `${url}/api/delivery/family/search/by-name/${encodeURIComponent('점')}?page=1&size=30` },
    ],
    [
      'POST /cart',
      {
        url: `${url}/api/delivery/cart`,
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ mainMenuId: menu.id, quantity: 1, subOptionItemIdSet: [] }),
      },
    ],
  ];
  const rows: Row[] = [];
  let bareRps = 0;
  for (const [call, options] of calls) {
    const result = await measure(options);
    const rps = Math.round(result.requests.average);
    if (rows.length === 0) bareRps = rps;
    rows.push({
      call,
      'req/s': rps,
      'p99 ms': result.latency.p99,
      'vs bare': bareRps ? `${Math.round((rps / bareRps) * 100)} %` : '-',
      non2xx: result.non2xx,
    });
  }
  await app.close();
  await bare.close();
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
  return rows;
}

/** Starts `tsx server/main.ts` on an empty data folder; time until /api/health answers 200, then RSS. */
async function coldStart(): Promise<{ 'cold start s': number; 'RSS after start MiB': number }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-cold-'));
  const port = 3900 + Math.floor(Math.random() * 90);
  const started = performance.now();
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn', DATABASE_URL: '' },
    stdio: 'ignore',
  });
  try {
    for (;;) {
      if (performance.now() - started > 60_000) throw new Error('server did not start within 60 s');
      try {
        const res = await fetch(`http://127.0.0.1:${port}/api/health`);
        if (res.ok) break;
      } catch {
        // not listening yet
      }
      await new Promise((r) => setTimeout(r, 50));
    }
    const seconds = (performance.now() - started) / 1000;
    const status = readFileSync(`/proc/${child.pid}/status`, 'utf8');
    const rssKiB = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
    return { 'cold start s': Number(seconds.toFixed(2)), 'RSS after start MiB': Math.round(rssKiB / 1024) };
  } finally {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export async function main(): Promise<void> {
  console.log(
    `API at ${CONNECTIONS} connections, ${DURATION_S} s each (targets: catalog GETs ≥ 50 % of bare, p99 ≤ 20 ms)`,
  );
  console.table(await apiFigures());
  console.log('npm start on an empty .data (target ≤ 5 s)');
  console.table([await coldStart()]);
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) await main();
