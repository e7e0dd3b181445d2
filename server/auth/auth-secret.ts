import { randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { MIN_SECRET_LENGTH } from './access-token';

/**
 * Issue 15 finding 1: the one secret every token and cookie key derives from (server/auth/derived-keys.ts) is never
 * a value anybody else can read. Production refuses to start without an AUTH_SECRET of random material; development
 * without one generates a random secret once and keeps it in the data folder (git-ignored), so sign-ins survive a
 * restart while no secret is ever a constant of the code.
 */

/** Where the secret of a running server came from. */
export type AuthSecretSource =
  /** AUTH_SECRET. */
  | 'environment'
  /** Development: generated on this start and written to the data folder's file. */
  | 'generated-file'
  /** Development: the data folder's file of an earlier start. */
  | 'reused-file'
  /** Development on an in-memory database (DATA_DIR memory://…): random, kept for this process only. */
  | 'ephemeral';

export interface AuthSecretSettings {
  /** AUTH_SECRET as configured; undefined when unset or blank. */
  readonly configured: string | undefined;
  /** NODE_ENV=production. */
  readonly production: boolean;
  /** DATA_DIR: the development secret's file lives in it. */
  readonly dataDir: string;
}

export interface ResolvedAuthSecret {
  readonly secret: string;
  readonly source: AuthSecretSource;
  /** The file the development secret is kept in (generated-file, reused-file). */
  readonly file?: string;
  /** Development with a configured AUTH_SECRET that production would refuse: why (main.ts warns). */
  readonly weakness?: string;
}

/** The development secret's file in DATA_DIR: owner-only (0600), git-ignored with the rest of .data/. */
const SECRET_FILE_NAME = 'auth-secret';

/** 48 random bytes (384 bits) as base64url, 64 characters: what the development file holds. */
const GENERATED_SECRET_BYTES = 48;

/** What the error message tells an operator to run. */
const HOW_TO_SET =
  'Set AUTH_SECRET to the output of `openssl rand -base64 48` (a new value per deployment, kept out of the repository).';

/**
 * Random material of ≥ 32 characters shows many distinct characters: 32 hex digits show 8 or more except about
 * 4 times in 100 million; `aaaa…` or `abab…` show 1 or 2.
 */
const MIN_DISTINCT_CHARACTERS = 8;

/**
 * Values that are or were public in this repository or its documentation (the old built-in development secret, test
 * and benchmark secrets, the README's and the e2e suite's line secrets): known to anyone who can read the code.
 */
const PUBLIC_VALUES: ReadonlySet<string> = new Set([
  'dev-only-secret-change-me-for-any-deployment-0123456789',
  'contract-test-secret-0123456789abcdef',
  'fault-bench-secret-0123456789abcdef0123',
  'demo-ivr-secret-for-development-only-0000',
  'e2e-ivr-line-secret-for-tests-only-000000',
]);

/** Words of a placeholder or of a hand-made value, never of random material (case-insensitive). */
const PLACEHOLDER = /secret|change-?me|example|placeholder|password|development|dev-only|test-only|sample|default/i;

/**
 * The secret the server signs with. AUTH_SECRET when set (production refuses a weak one, see weaknessOf);
 * otherwise production throws and development reads, or creates once, DATA_DIR/auth-secret (mode 0600). Throws with
 * what to set in production; throws when the development file cannot be read or written.
 */
export function resolveAuthSecret(settings: AuthSecretSettings): ResolvedAuthSecret {
  const { configured, production, dataDir } = settings;
  if (configured !== undefined) {
    const weakness = weaknessOf(configured);
    if (weakness === undefined) return { secret: configured, source: 'environment' };
    if (production) throw new Error(`AUTH_SECRET ${weakness}. ${HOW_TO_SET}`);
    if (configured.length < MIN_SECRET_LENGTH) throw new Error(`AUTH_SECRET ${weakness}. ${HOW_TO_SET}`);
    return { secret: configured, source: 'environment', weakness };
  }
  if (production) {
    throw new Error(
      `AUTH_SECRET is not set. A production server needs ${MIN_SECRET_LENGTH}+ bytes of random material to sign ` +
        `sessions and tokens. ${HOW_TO_SET}`,
    );
  }
  if (dataDir.includes('://')) return { secret: generateSecret(), source: 'ephemeral' };
  return developmentSecret(dataDir);
}

/** Why `secret` is not random material fit for production, or undefined when nothing shows it is not. */
function weaknessOf(secret: string): string | undefined {
  if (secret.length < MIN_SECRET_LENGTH) {
    return `is ${secret.length} characters long; it needs at least ${MIN_SECRET_LENGTH} characters of random material`;
  }
  if (PUBLIC_VALUES.has(secret.trim())) return 'is a value published in this repository';
  if (PLACEHOLDER.test(secret)) return 'looks like a placeholder or a hand-made value, not random material';
  if (new Set(secret).size < MIN_DISTINCT_CHARACTERS) {
    return `has fewer than ${MIN_DISTINCT_CHARACTERS} distinct characters: it is not random material`;
  }
  return undefined;
}

function generateSecret(): string {
  return randomBytes(GENERATED_SECRET_BYTES).toString('base64url');
}

/** Reads DATA_DIR/auth-secret, or writes a new one ('wx': of two instances starting at once, one writes it). */
function developmentSecret(dataDir: string): ResolvedAuthSecret {
  mkdirSync(dataDir, { recursive: true });
  const file = join(dataDir, SECRET_FILE_NAME);
  const secret = generateSecret();
  try {
    writeFileSync(file, `${secret}\n`, { mode: 0o600, flag: 'wx' });
    return { secret, source: 'generated-file', file };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  // Kept owner-only even when a copy or an umask widened it: the file is the key to every session.
  if ((statSync(file).mode & 0o077) !== 0) chmodSync(file, 0o600);
  const kept = readFileSync(file, 'utf8').trim();
  if (kept.length < MIN_SECRET_LENGTH) {
    throw new Error(`${file} does not hold a development secret of ${MIN_SECRET_LENGTH}+ characters: delete it`);
  }
  return { secret: kept, source: 'reused-file', file };
}
