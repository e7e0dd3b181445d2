import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { PACKAGE_ROOT } from '../package-root';
import { MIGRATIONS_FOLDER } from './migrate';
import { seedContentHash } from './seed/seed';
import type { SeedData } from './seed/types';

/**
 * The seed snapshot: a PGlite data folder (dumpDataDir, gzip tar) that `npm run build` makes by migrating and seeding
 * a new database (scripts/make-seed-snapshot.ts). A first start on an empty DATA_DIR restores it instead of creating,
 * migrating and seeding a cluster (issue 14 "a fast first start": seconds saved on every new machine). It is used only
 * while its fingerprint matches the migrations, the seed data and the PGlite release of the running package; otherwise
 * the server migrates and seeds as before and says why.
 */

/** Where `npm run build` writes the snapshot and `npm start` looks for it. */
export const SEED_SNAPSHOT_FOLDER = join(PACKAGE_ROOT, 'dist', 'server');

/** Bump when the seed code (not its data) changes what a new database holds: every older snapshot becomes stale. */
const SEED_SNAPSHOT_VERSION = 1;

/** What the build records beside the tarball (seed-snapshot.json). */
export interface SeedSnapshotManifest {
  /** seedSnapshotFingerprint() of the package that made it. */
  readonly fingerprint: string;
  /** sha256 of the tarball, hex: a truncated or replaced file is not restored. */
  readonly tarballSha256: string;
  readonly createdAt: string;
}

/** The two files of a snapshot in `folder`. */
export function seedSnapshotFiles(folder: string): { readonly tarball: string; readonly manifest: string } {
  return { tarball: join(folder, 'seed-snapshot.tar.gz'), manifest: join(folder, 'seed-snapshot.json') };
}

/**
 * A digest of everything a snapshot's contents depend on: the snapshot format version, the PGlite release (its data
 * folder layout), every migration file with the journal, and the seed data's content hash.
 */
export async function seedSnapshotFingerprint(data: SeedData): Promise<string> {
  const hash = createHash('sha256').update(`seed-snapshot ${SEED_SNAPSHOT_VERSION}\0`);
  const pglite = await readFile(join(PACKAGE_ROOT, 'node_modules', '@electric-sql', 'pglite', 'package.json'), 'utf8');
  hash.update(`pglite ${(JSON.parse(pglite) as { version: string }).version}\0`);
  const migrations = (await readdir(MIGRATIONS_FOLDER)).filter((file) => file.endsWith('.sql')).sort();
  for (const file of ['meta/_journal.json', ...migrations]) {
    hash
      .update(`${file}\0`)
      .update(await readFile(join(MIGRATIONS_FOLDER, file)))
      .update('\0');
  }
  return hash.update(`seed ${seedContentHash(data)}`).digest('hex');
}

/** A snapshot ready to restore, or why there is none to use. */
export type SeedSnapshotLookup =
  | { readonly kind: 'usable'; readonly tarball: Buffer }
  | { readonly kind: 'missing' }
  | { readonly kind: 'unusable'; readonly reason: string };

/** Reads the snapshot in `folder` and checks it against the running package's migrations and `data`. */
export async function findSeedSnapshot(folder: string, data: SeedData): Promise<SeedSnapshotLookup> {
  const files = seedSnapshotFiles(folder);
  let manifest: SeedSnapshotManifest;
  try {
    manifest = JSON.parse(await readFile(files.manifest, 'utf8')) as SeedSnapshotManifest;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { kind: 'missing' };
    return { kind: 'unusable', reason: `unreadable ${files.manifest}: ${(error as Error).message}` };
  }
  if (manifest.fingerprint !== (await seedSnapshotFingerprint(data))) {
    return { kind: 'unusable', reason: `stale: made on ${manifest.createdAt} for other migrations or seed data` };
  }
  const tarball = await readFile(files.tarball).catch(() => undefined);
  if (tarball === undefined || createHash('sha256').update(tarball).digest('hex') !== manifest.tarballSha256) {
    return { kind: 'unusable', reason: `${files.tarball} is missing or damaged` };
  }
  return { kind: 'usable', tarball };
}

/**
 * The tarball a new PGlite data folder starts from (server/db/database.ts `initialDataDir`), or undefined when the
 * snapshot in `folder` is missing or unusable: the reason is logged and the database is migrated and seeded.
 */
export function seedSnapshotLoader(
  data: SeedData,
  log: Pick<FastifyBaseLogger, 'info' | 'warn'>,
  folder: string = SEED_SNAPSHOT_FOLDER,
): () => Promise<Buffer | undefined> {
  return async () => {
    const found = await findSeedSnapshot(folder, data);
    if (found.kind === 'usable') {
      log.info({ folder }, 'new data folder: restoring the seed snapshot');
      return found.tarball;
    }
    if (found.kind === 'missing') {
      log.info({ folder }, 'new data folder, no seed snapshot (npm run build makes one): migrating and seeding');
    } else {
      log.warn({ folder, reason: found.reason }, 'seed snapshot not used: migrating and seeding a new database');
    }
    return undefined;
  };
}
