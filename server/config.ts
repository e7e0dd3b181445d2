import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEVELOPMENT_AUTH_SECRET } from './auth/access-token';
import { DEFAULT_DATA_DIR } from './db/database';

/** The server's settings, from the environment (README "Running"). */
export interface ServerConfig {
  readonly port: number;
  readonly host: string;
  /** postgres://… for PostgreSQL; undefined runs embedded PGlite under dataDir. */
  readonly databaseUrl: string | undefined;
  readonly dataDir: string;
  readonly logLevel: string;
  readonly authSecret: string;
  /** True when AUTH_SECRET was unset and the development secret is in use (main.ts warns). */
  readonly usesDevelopmentSecret: boolean;
  readonly webRoot: string;
  readonly trustProxy: boolean;
}

const DEFAULT_WEB_ROOT = fileURLToPath(new URL('../dist/web', import.meta.url));

/**
 * Reads PORT (3000), HOST (0.0.0.0), DATABASE_URL, DATA_DIR (.data/pglite), LOG_LEVEL (info), AUTH_SECRET,
 * WEB_ROOT (dist/web) and TRUST_PROXY (false). Throws on a malformed PORT.
 */
export function readServerConfig(env: Readonly<Record<string, string | undefined>>): ServerConfig {
  const port = Number(env['PORT'] ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65_535)
    throw new Error(`PORT must be 0..65535, got ${env['PORT']}`);
  const authSecret = nonEmpty(env['AUTH_SECRET']);
  return {
    port,
    host: nonEmpty(env['HOST']) ?? '0.0.0.0',
    databaseUrl: nonEmpty(env['DATABASE_URL']),
    dataDir: nonEmpty(env['DATA_DIR']) ?? DEFAULT_DATA_DIR,
    logLevel: nonEmpty(env['LOG_LEVEL']) ?? 'info',
    authSecret: authSecret ?? DEVELOPMENT_AUTH_SECRET,
    usesDevelopmentSecret: authSecret === undefined,
    webRoot: resolve(nonEmpty(env['WEB_ROOT']) ?? DEFAULT_WEB_ROOT),
    trustProxy: env['TRUST_PROXY'] === 'true' || env['TRUST_PROXY'] === '1',
  };
}

function nonEmpty(value: string | undefined): string | undefined {
  return value === undefined || value.trim() === '' ? undefined : value;
}
