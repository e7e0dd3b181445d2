import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { restoreDataDir } from '../../../../server/db/data-dir-tarball';

interface Entry {
  readonly name: string;
  readonly type?: '0' | '2' | '5';
  readonly body?: string;
}

/** A gzip ustar archive of `entries`, laid out as PGlite's dumpDataDir writes one (names from the root, "/base"). */
function tarball(entries: readonly Entry[]): Buffer {
  const blocks: Buffer[] = [];
  for (const entry of entries) {
    const body = Buffer.from(entry.body ?? '');
    const header = Buffer.alloc(512);
    header.write(entry.name, 0, 100);
    header.write('0000600\0', 100);
    header.write(`${body.length.toString(8).padStart(11, '0')}\0`, 124);
    header.write(entry.type ?? '0', 156);
    header.write('ustar\u000000', 257);
    blocks.push(header, body, Buffer.alloc((512 - (body.length % 512)) % 512));
  }
  return gzipSync(Buffer.concat([...blocks, Buffer.alloc(1024)]));
}

describe('restoring a PGlite data folder from its tarball', () => {
  let folder: string;
  beforeEach(async () => {
    folder = await mkdtemp(join(tmpdir(), 'data-dir-tarball-'));
  });
  afterEach(async () => {
    await rm(folder, { recursive: true, force: true });
  });

  it('writes every folder and file under the data folder', async () => {
    await restoreDataDir(
      tarball([
        { name: '/base', type: '5' },
        { name: '/base/5/1259', body: 'x'.repeat(700) },
        { name: '/PG_VERSION', body: '17\n' },
      ]),
      folder,
    );
    expect((await readdir(folder)).sort()).toEqual(['PG_VERSION', 'base']);
    expect(await readFile(join(folder, 'base', '5', '1259'), 'utf8')).toBe('x'.repeat(700));
    expect(await readFile(join(folder, 'PG_VERSION'), 'utf8')).toBe('17\n');
  });

  it('refuses a path that leaves the data folder', async () => {
    const escaping = tarball([
      { name: '/../escaped', body: 'x' },
      { name: '/PG_VERSION', body: '17\n' },
    ]);
    await expect(restoreDataDir(escaping, join(folder, 'data'))).rejects.toThrow(/leaves the data folder/);
    expect(await readdir(folder)).toEqual([]);
  });

  it('refuses links: only files and folders make a data folder', async () => {
    const linked = tarball([
      { name: '/pg_wal', type: '2' },
      { name: '/PG_VERSION', body: '17\n' },
    ]);
    await expect(restoreDataDir(linked, folder)).rejects.toThrow(/not a file or folder/);
  });

  it('an archive without PG_VERSION is not a data folder, and leaves no PG_VERSION behind', async () => {
    await expect(restoreDataDir(tarball([{ name: '/base', type: '5' }]), folder)).rejects.toThrow(/no PG_VERSION/);
    expect(await readdir(folder)).toEqual(['base']);
  });
});
