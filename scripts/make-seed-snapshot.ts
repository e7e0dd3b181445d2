// `npm run build` runs this (bundled by scripts/build-server.mjs, then with plain node): migrates and seeds a new
// in-memory PGlite database and writes its data folder as the seed snapshot a first start restores
// (server/db/seed-snapshot.ts). Usage: node make-seed-snapshot.mjs <folder> [--if-stale] (--if-stale keeps a snapshot
// that still matches the migrations and the seed data: a change to other server code does not remake it).
import { createHash } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { pathToFileURL } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { openDatabase } from '../server/db/database';
import { seedData } from '../server/db/seed/data/index';
import { seedDatabase } from '../server/db/seed/seed';
import type { SeedData } from '../server/db/seed/types';
import {
  findSeedSnapshot,
  type SeedSnapshotManifest,
  seedSnapshotFiles,
  seedSnapshotFingerprint,
} from '../server/db/seed-snapshot';

/** Writes seed-snapshot.tar.gz and seed-snapshot.json of `data` into `folder` (each file replaced atomically). */
export async function makeSeedSnapshot(folder: string, data: SeedData = seedData): Promise<SeedSnapshotManifest> {
  const database = await openDatabase({ dataDir: 'memory://' });
  try {
    // Without the demo coupons: their validity runs from their issue, so the first start issues them.
    await seedDatabase(database.db, data, { demoCoupons: false });
    const client = (database.db as { $client?: unknown }).$client;
    if (!(client instanceof PGlite)) throw new Error('the snapshot needs a PGlite database');
    // Flushed to the table files first: the restored cluster then starts without replaying the seed from the WAL.
    await client.exec('CHECKPOINT');
    const tarball = Buffer.from(await (await client.dumpDataDir('gzip')).arrayBuffer());
    const manifest: SeedSnapshotManifest = {
      fingerprint: await seedSnapshotFingerprint(data),
      tarballSha256: createHash('sha256').update(tarball).digest('hex'),
      createdAt: new Date().toISOString(),
    };
    const files = seedSnapshotFiles(folder);
    await mkdir(folder, { recursive: true });
    // The tarball before the manifest that vouches for it: a reader never sees a manifest with an older tarball.
    await replaceFile(files.tarball, tarball);
    await replaceFile(files.manifest, `${JSON.stringify(manifest, null, 2)}\n`);
    return manifest;
  } finally {
    await database.close();
  }
}

async function replaceFile(path: string, contents: string | Buffer): Promise<void> {
  const partial = `${path}.${process.pid}.partial`;
  await writeFile(partial, contents);
  await rename(partial, path);
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const [folder, option] = process.argv.slice(2);
  if (folder === undefined) throw new Error('usage: make-seed-snapshot <folder> [--if-stale]');
  if (option === '--if-stale' && (await findSeedSnapshot(folder, seedData)).kind === 'usable') {
    console.log(`seed snapshot in ${folder} is current`);
  } else {
    const started = performance.now();
    await makeSeedSnapshot(folder);
    console.log(`seed snapshot written to ${folder} in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  }
}
