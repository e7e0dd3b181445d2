import { pino } from 'pino';
import { buildServer } from './app';
import { accessTokenKey } from './auth/access-token';
import { readServerConfig } from './config';
import { openDatabase } from './db/database';
import { seedData } from './db/seed/data/index';
import { seedDatabase } from './db/seed/seed';
import { routeModules } from './routes/index';

/** In-flight requests get this long to finish on SIGTERM/SIGINT before the process exits anyway, ms. */
const SHUTDOWN_GRACE_MS = 10_000;

const config = readServerConfig(process.env);
const log = pino({ level: config.logLevel });
if (config.usesDevelopmentSecret) {
  log.warn('AUTH_SECRET is not set: using the built-in development secret. Set AUTH_SECRET (32+ characters).');
}

const database = await openDatabase({
  databaseUrl: config.databaseUrl,
  dataDir: config.dataDir,
  onConnectionError: (error) => log.warn({ err: error }, 'database connection lost'),
});
log.info({ kind: database.kind, dataDir: database.kind === 'pglite' ? config.dataDir : undefined }, 'database ready');
const seeded = await seedDatabase(database.db, seedData);
log.info({ applied: seeded.applied }, seeded.applied ? 'seed data written' : 'seed data already present');

const app = await buildServer({
  database,
  authKey: accessTokenKey(config.authSecret),
  loggerInstance: log,
  webRoot: config.webRoot,
  routes: routeModules,
  trustProxy: config.trustProxy,
});

let stopping = false;
async function shutdown(signal: string): Promise<void> {
  if (stopping) return;
  stopping = true;
  log.info({ signal }, 'shutting down: finishing in-flight requests');
  const force = setTimeout(() => {
    log.error('shutdown grace period over: exiting');
    process.exit(1);
  }, SHUTDOWN_GRACE_MS);
  force.unref();
  try {
    await app.close();
    await database.close();
    log.info('stopped');
    process.exit(0);
  } catch (error) {
    log.error({ err: error }, 'shutdown failed');
    process.exit(1);
  }
}
for (const signal of ['SIGTERM', 'SIGINT'] as const) process.on(signal, () => void shutdown(signal));

await app.listen({ port: config.port, host: config.host });
