import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, normalize, sep } from 'node:path';
import { promisify } from 'node:util';
import { gunzip } from 'node:zlib';

/** A tar record: every header and every file body is padded to it. */
const BLOCK = 512;

/** The file whose presence makes a folder a PostgreSQL cluster (PGlite resumes instead of running initdb). */
const CLUSTER_MARK = 'PG_VERSION';

/**
 * Writes a gzip tar of a PGlite data folder (PGlite `dumpDataDir('gzip')`) into `dataDir` with plain file writes.
 * PGlite's own `loadDataDir` writes through its WASM file system and took 2–3 times as long here (issue 14 figures).
 * The writes are synchronous on purpose: this runs once, at start, before the server serves anything, and an awaited
 * write per file cost a thread-pool round trip each (1,252 files of the seed snapshot: 954 ms awaited, ~350 ms sync).
 * PG_VERSION is written last: a restore cut short leaves a folder PGlite still treats as new, and the next start
 * restores again over it. Only regular files and folders are accepted, and no path may leave `dataDir`.
 */
export async function restoreDataDir(gzippedTar: Buffer, dataDir: string): Promise<void> {
  const tar = await promisify(gunzip)(gzippedTar);
  let clusterMark: Buffer | undefined;
  const folders = new Set<string>();
  for (let at = 0; at + BLOCK <= tar.length; ) {
    const header = tar.subarray(at, at + BLOCK);
    if (header.every((byte) => byte === 0)) break;
    if (!text(header, 257, 5).startsWith('ustar')) throw new Error(`not a ustar archive at byte ${at}`);
    const prefix = text(header, 345, 155);
    const name = `${prefix === '' ? '' : `${prefix}/`}${text(header, 0, 100)}`;
    const size = octal(header, 124, 12);
    const type = String.fromCharCode(header[156] ?? 0);
    const relative = normalize(name.replace(/^\/+/, ''));
    if (relative === '..' || relative.startsWith(`..${sep}`)) throw new Error(`${name} leaves the data folder`);
    const target = join(dataDir, relative);
    const body = tar.subarray(at + BLOCK, at + BLOCK + size);
    if (type === '5') {
      mkdirSync(target, { recursive: true, mode: 0o700 });
      folders.add(target);
    } else if (type === '0' || type === '\0') {
      if (relative === CLUSTER_MARK) clusterMark = body;
      else writeFileIn(target, body, folders);
    } else {
      throw new Error(`${name}: tar entry type ${type} is not a file or folder`);
    }
    at += BLOCK + Math.ceil(size / BLOCK) * BLOCK;
  }
  if (clusterMark === undefined) throw new Error(`the archive holds no ${CLUSTER_MARK}: not a data folder`);
  writeFileIn(join(dataDir, CLUSTER_MARK), clusterMark, folders);
}

/** Writes `body` to `path`, making its folder first unless `folders` says it exists (the set is updated). */
function writeFileIn(path: string, body: Buffer, folders: Set<string>): void {
  const folder = dirname(path);
  if (!folders.has(folder)) {
    mkdirSync(folder, { recursive: true, mode: 0o700 });
    folders.add(folder);
  }
  writeFileSync(path, body, { mode: 0o600 });
}

/** A NUL-terminated header field. */
function text(header: Buffer, offset: number, length: number): string {
  const field = header.subarray(offset, offset + length);
  const end = field.indexOf(0);
  return field.subarray(0, end < 0 ? length : end).toString('utf8');
}

/** A numeric header field (octal digits, NUL or space padded). */
function octal(header: Buffer, offset: number, length: number): number {
  const digits = text(header, offset, length).trim();
  if (!/^[0-7]*$/.test(digits)) throw new Error(`malformed tar number "${digits}"`);
  return digits === '' ? 0 : Number.parseInt(digits, 8);
}
