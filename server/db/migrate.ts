import { copyFile, mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PACKAGE_ROOT } from '../package-root';

/**
 * The committed drizzle-kit output (server/db/migrations): both drivers apply these same files, read at runtime from
 * the package (the bundle dist/server/main.js does not carry them: deploy the package folder, not dist alone).
 */
export const MIGRATIONS_FOLDER = join(PACKAGE_ROOT, 'server', 'db', 'migrations');

/** A Postgres schema name we accept unquoted in `-c search_path=` and `SET search_path` (lower snake case). */
const SCHEMA_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

/** Throws unless `name` is a plain lower-case identifier: it is interpolated into SQL and startup options. */
export function assertSchemaName(name: string): void {
  if (!SCHEMA_NAME.test(name)) throw new Error(`invalid schema name "${name}": use [a-z_][a-z0-9_]*`);
}

/**
 * The migrations folder to apply for `schema`. drizzle-kit qualifies foreign-key targets with "public"; a run in
 * another schema (a test's fresh schema) gets a temporary copy with those targets re-pointed, the committed files
 * stay untouched. The copy is removed by the returned `dispose`.
 */
export async function migrationsFolderFor(
  schema: string | undefined,
): Promise<{ folder: string; dispose: () => Promise<void> }> {
  if (schema === undefined || schema === 'public') return { folder: MIGRATIONS_FOLDER, dispose: async () => {} };
  assertSchemaName(schema);
  const folder = await mkdtemp(join(tmpdir(), 'migrations-'));
  await mkdir(join(folder, 'meta'));
  await copyFile(join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), join(folder, 'meta', '_journal.json'));
  for (const file of await readdir(MIGRATIONS_FOLDER)) {
    if (!file.endsWith('.sql')) continue;
    const text = await readFile(join(MIGRATIONS_FOLDER, file), 'utf8');
    await writeFile(join(folder, file), text.replaceAll('"public".', `"${schema}".`));
  }
  return { folder, dispose: () => rm(folder, { recursive: true, force: true }) };
}
