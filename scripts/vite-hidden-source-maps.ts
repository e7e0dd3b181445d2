import { mkdir, readdir, rename, rm } from 'node:fs/promises';
import { basename, dirname, join, relative, resolve } from 'node:path';
import type { Plugin } from 'vite';

/**
 * Issue 15 finding 9: a production build publishes no source maps. With `build.sourcemap: 'hidden'` the bundles name
 * no map (no `sourceMappingURL` comment); this plugin then moves every `.map` out of the web root into a folder beside
 * it (dist/web → dist/sourcemaps/web), where error reporting can read them and the server never serves them
 * (server/http/spa.ts also answers 404 to any `.map` path).
 */
export function hiddenSourceMaps(): Plugin {
  let outDir = '';
  return {
    name: 'hidden-source-maps',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    // The maps of the previous build of this folder go: hashed names would otherwise pile up there.
    async buildStart() {
      await rm(sourceMapFolderFor(outDir), { recursive: true, force: true });
    },
    async closeBundle() {
      const target = sourceMapFolderFor(outDir);
      for (const file of await sourceMapsUnder(outDir)) {
        const destination = join(target, relative(outDir, file));
        await mkdir(dirname(destination), { recursive: true });
        await rename(file, destination);
      }
    },
  };
}

/** Where the hidden maps of a build into `outDir` are kept: beside it, never inside it (dist/web → dist/sourcemaps/web). */
export function sourceMapFolderFor(outDir: string): string {
  return join(dirname(outDir), 'sourcemaps', basename(outDir));
}

async function sourceMapsUnder(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.map'))
    .map((entry) => join(entry.parentPath, entry.name));
}
