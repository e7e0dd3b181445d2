// Issue 3 §6 figures: req/s and p99 at 50 connections for the catalog and cart calls beside a bare Fastify route
// measured in the same run, and the cold start + RSS of `npm start` on an empty data folder. Prints, never fails.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
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
  const key = accessTokenKey(randomBytes(48).toString('base64url'));
  const app = await buildServer({ database, authKey: key, logger: false, routes: routeModules });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  // One cart per simulated customer: a single owner would hit the 99-per-line cap after 99 adds (400s).
  const tokens = await Promise.all(
    Array.from({ length: 2000 }, (_, i) => signAccessToken({ sub: `guest:bench-${i}`, type: 'guest' }, key, 3600)),
  );
  let next = 0;

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
      'POST /cart (PGlite)',
      {
        url: `${url}/api/delivery/cart`,
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ mainMenuId: menu.id, quantity: 1, subOptionItemIdSet: [] }),
        requests: [
          {
            setupRequest: (request) => {
              next = (next + 1) % tokens.length;
              return { ...request, headers: { ...request.headers, authorization: `Bearer ${tokens[next]}` } };
            },
          },
        ],
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
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
  rows.push(...(await postgresCartFigures(key, tokens, menu.id, bareRps)));
  await bare.close();
  return rows;
}

/** POST /cart again on PostgreSQL (a pool, not PGlite's single connection), in a throwaway schema. */
async function postgresCartFigures(
  key: Parameters<typeof buildServer>[0]['authKey'],
  tokens: readonly string[],
  menuId: number,
  bareRps: number,
): Promise<Row[]> {
  const databaseUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  const schemaName = `bench_${Date.now()}`;
  let database: Awaited<ReturnType<typeof openDatabase>>;
  try {
    database = await openDatabase({ databaseUrl, schema: schemaName });
  } catch (error) {
    console.log(`PostgreSQL rows skipped: ${(error as Error).message}`);
    return [];
  }
  try {
    await seedDatabase(database.db, seedData);
    const app = await buildServer({ database, authKey: key, logger: false, routes: routeModules });
    const url = await app.listen({ port: 0, host: '127.0.0.1' });
    let next = 0;
    const result = await measure({
      url: `${url}/api/delivery/cart`,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ mainMenuId: menuId, quantity: 1, subOptionItemIdSet: [] }),
      requests: [
        {
          setupRequest: (request) => {
            next = (next + 1) % tokens.length;
            return { ...request, headers: { ...request.headers, authorization: `Bearer ${tokens[next]}` } };
          },
        },
      ],
    });
    await app.close();
    const rps = Math.round(result.requests.average);
    return [
      {
        call: 'POST /cart (PostgreSQL)',
        'req/s': rps,
        'p99 ms': result.latency.p99,
        'vs bare': `${Math.round((rps / bareRps) * 100)} %`,
        non2xx: result.non2xx,
      },
    ];
  } finally {
    await database.db.execute(sql.raw(`DROP SCHEMA IF EXISTS "${schemaName}" CASCADE`));
    await database.close();
  }
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
