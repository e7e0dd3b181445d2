import { pino } from 'pino';
import { FRANCHISE_PROFILE } from '../src/franchise/profile';
import { checkedFranchiseProfile } from '../src/franchise/profile-schema';
import { buildServer } from './app';
import { openServerParts } from './composition';
import { readServerConfig } from './config';
import { ServerDrain } from './http/drain';
import { loadPageRendering } from './http/page-rendering';
import { routeModules } from './routes/index';
import { mapStackTracesLazily } from './source-mapped-stacks';
import { activeTraceIds } from './telemetry/tracing';

/** After the readiness delay, in-flight requests get this long to finish before the process exits anyway, ms. */
const SHUTDOWN_GRACE_MS = 10_000;

// Stack traces name the TypeScript lines; the compiled server's source map is read at the first one (issue 14).
mapStackTracesLazily();
// A franchise's swapped profile (src/franchise/profile.ts) with a typo stops the server here, naming it.
checkedFranchiseProfile(FRANCHISE_PROFILE);
const config = readServerConfig();
// With tracing on, a line logged inside a sampled span carries its trace_id and span_id (README "Operations", Traces).
const log = pino({
  level: config.logLevel,
  ...(config.tracing.endpoint === undefined ? {} : { mixin: activeTraceIds }),
});

// The composition root settles the auth secret (a production server without a strong AUTH_SECRET stops here), then
// builds the database, the one rate limiter and catalog listener, partners and services once, and starts tracing when
// OTLP is configured (buildServer gets it with the parts; parts.close() sends the last spans).
// The page renderer's modules load while the database opens (its start waits on file reads and WASM compilation).
// A failure is awaited below like before; the empty catch only keeps it from counting as unhandled meanwhile.
const pageRendering = loadPageRendering();
pageRendering.catch(() => undefined);
const parts = await openServerParts(config, log);
const drain = new ServerDrain();
const app = await buildServer({
  ...parts,
  settings: config.services,
  loggerInstance: log,
  webRoot: config.webRoot,
  pageRendering: await pageRendering,
  routes: routeModules,
  trustProxy: config.trustProxy,
  drain,
  metricsToken: config.metricsToken,
});

let stopping = false;
async function shutdown(signal: string): Promise<void> {
  if (stopping) return;
  stopping = true;
  log.info({ signal }, 'shutting down: readiness fails, then in-flight requests finish (README "Operations")');
  const force = setTimeout(() => {
    log.error('shutdown grace period over: exiting');
    process.exit(1);
  }, config.shutdownReadinessDelayMs + SHUTDOWN_GRACE_MS);
  force.unref();
  try {
    await drain.drain(app, config.shutdownReadinessDelayMs);
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
