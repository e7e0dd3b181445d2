import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { freePort } from '../free-port';
import { Cluster, type ClusterOptions } from './cluster';
import { dropDatabase, ensureDatabase } from './database';

const REPOSITORY = fileURLToPath(new URL('../../', import.meta.url));

export interface ScratchCluster {
  readonly cluster: Cluster;
  readonly authSecret: string;
  /** A plain connection to the cluster's database (a branch tool, the checks). */
  readonly sql: pg.Client;
  stop(): Promise<void>;
}

/**
 * A throwaway cluster for the cluster test and bench: builds the server when its build is missing or stale
 * (scripts/ensure-build.mjs, API only), then starts `instances` compiled instances behind nginx on free ports, on a
 * new PostgreSQL database of their own (next to `postgresUrl`'s, dropped by stop()) and `redisUrl`.
 */
export async function startScratchCluster(
  instances: number,
  servers: { readonly postgresUrl: string; readonly redisUrl: string },
  env: Readonly<Record<string, string>> = {},
): Promise<ScratchCluster> {
  execFileSync(process.execPath, ['scripts/ensure-build.mjs'], {
    cwd: REPOSITORY,
    env: { ...process.env, WEB_ROOT: '/nonexistent' },
    stdio: 'ignore',
  });
  const databaseUrl = new URL(servers.postgresUrl);
  databaseUrl.pathname = `/cluster_${randomBytes(4).toString('hex')}`;
  await ensureDatabase(databaseUrl.href);
  const workDir = await mkdtemp(join(tmpdir(), 'cluster-'));
  const authSecret = randomBytes(48).toString('base64url');
  const instancePorts: number[] = [];
  for (let n = 0; n < instances; n++) instancePorts.push(await freePort());
  const options: ClusterOptions = {
    instances,
    port: await freePort(),
    basePort: 0,
    instancePorts,
    databaseUrl: databaseUrl.href,
    redisUrl: servers.redisUrl,
    authSecret,
    workDir,
    env: { WEB_ROOT: '/nonexistent', LOG_LEVEL: 'error', ...env },
  };
  const cluster = new Cluster(options);
  const stop = async () => {
    await cluster.stop();
    await sql.end().catch(() => undefined);
    await dropDatabase(databaseUrl.href);
    await rm(workDir, { recursive: true, force: true });
  };
  const sql = new pg.Client({ connectionString: databaseUrl.href });
  try {
    await cluster.start();
    await sql.connect();
  } catch (error) {
    await stop();
    throw error;
  }
  return { cluster, authSecret, sql, stop };
}
