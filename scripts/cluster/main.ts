// `npm run cluster`: the storefront as a franchise runs it on more than one process: CLUSTER_INSTANCES (3) instances
// of the compiled server on one PostgreSQL database and one Redis, behind nginx on PORT (3000). README "Running a
// cluster". Ctrl-C (or SIGTERM) stops everything; SIGHUP replaces every instance one at a time (a rolling restart).
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { Cluster } from './cluster';
import { ensureDatabase } from './database';

const env = process.env;
const workDir = resolve(env['CLUSTER_DIR'] ?? '.data/cluster');
mkdirSync(workDir, { recursive: true });

/** Every instance signs with the same secret; without AUTH_SECRET one is made once and kept in the cluster folder. */
function clusterSecret(): string {
  const given = env['AUTH_SECRET']?.trim();
  if (given) return given;
  const file = join(workDir, 'auth-secret');
  if (!existsSync(file)) writeFileSync(file, randomBytes(48).toString('base64url'), { mode: 0o600 });
  return readFileSync(file, 'utf8').trim();
}

const databaseUrl = env['DATABASE_URL'] ?? 'postgres://postgres@127.0.0.1:5432/storefront_cluster';
await ensureDatabase(databaseUrl);
const cluster = new Cluster({
  instances: Number(env['CLUSTER_INSTANCES'] ?? 3),
  port: Number(env['PORT'] ?? 3000),
  basePort: Number(env['CLUSTER_BASE_PORT'] ?? 3101),
  databaseUrl,
  redisUrl: env['REDIS_URL'] ?? 'redis://127.0.0.1:6379',
  authSecret: clusterSecret(),
  workDir,
  inheritOutput: true,
  say: (line) => console.log(`[cluster] ${line}`),
});

let stopping = false;
async function stop(): Promise<void> {
  if (stopping) return;
  stopping = true;
  console.log('[cluster] stopping nginx and every instance…');
  await cluster.stop();
  process.exit(0);
}
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());
process.on('SIGHUP', () => {
  console.log('[cluster] rolling restart…');
  cluster.rollingRestart().then(
    () => console.log('[cluster] rolling restart done'),
    (error: unknown) => console.error('[cluster] rolling restart failed', error),
  );
});

try {
  await cluster.start();
  console.log(`[cluster] the storefront is on ${cluster.url} (pid ${process.pid}: kill -HUP for a rolling restart)`);
} catch (error) {
  console.error('[cluster] could not start:', error);
  await cluster.stop();
  process.exit(1);
}
