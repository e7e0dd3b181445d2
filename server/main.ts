import { pino } from 'pino';
import { buildServer } from './app';
import { openServerParts } from './composition';
import { readServerConfig } from './config';
import { routeModules } from './routes/index';

/** In-flight requests get this long to finish on SIGTERM/SIGINT before the process exits anyway, ms. */
const SHUTDOWN_GRACE_MS = 10_000;

const config = readServerConfig();
const log = pino({ level: config.logLevel });
if (config.usesDevelopmentSecret) {
  log.warn('AUTH_SECRET is not set: using the built-in development secret. Set AUTH_SECRET (32+ characters).');
}

// The composition root builds the database, the one rate limiter and catalog listener, partners and services once.
const parts = await openServerParts(config, log);
const app = await buildServer({
  ...parts,
  settings: config.services,
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
    await parts.close();
    log.info('stopped');
    process.exit(0);
  } catch (error) {
    log.error({ err: error }, 'shutdown failed');
    process.exit(1);
  }
}
for (const signal of ['SIGTERM', 'SIGINT'] as const) process.on(signal, () => void shutdown(signal));

await app.listen({ port: config.port, host: config.host });
