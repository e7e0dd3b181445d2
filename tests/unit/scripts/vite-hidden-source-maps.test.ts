import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hiddenSourceMaps, sourceMapFolderFor } from '../../../scripts/vite-hidden-source-maps';
import viteConfig from '../../../vite.config';
import { filesUnder, pluginNames } from './build-outputs';

/** Building a tiny page takes about a second, longer on a busy machine. */
const BUILD_TIMEOUT_MS = 60_000;

describe('the production build publishes no source maps (issue 15 finding 9)', () => {
  it('vite.config.ts builds hidden source maps and moves them out of the web root', () => {
    const config = viteConfig({ command: 'build', mode: 'production', isSsrBuild: false });
    expect(config.build?.sourcemap).toBe('hidden');
    expect(pluginNames(config.plugins)).toContain('hidden-source-maps');
    expect(sourceMapFolderFor('/repo/dist/web')).toBe('/repo/dist/sourcemaps/web');
  });

  describe('a build with the plugin', () => {
    let root: string;
    let outDir: string;
    const runBuild = () =>
      build({
        configFile: false,
        root,
        logLevel: 'silent',
        plugins: [hiddenSourceMaps()],
        build: { outDir, emptyOutDir: true, sourcemap: 'hidden' },
      });

    beforeAll(async () => {
      root = await mkdtemp(join(tmpdir(), 'hidden-maps-'));
      outDir = join(root, 'dist', 'web');
      await writeFile(join(root, 'index.html'), '<!doctype html><script type="module" src="/main.js"></script>');
      await writeFile(join(root, 'main.js'), 'export const secretRule = (a) => a * 2;\nconsole.log(secretRule(21));\n');
      await mkdir(join(root, 'public'));
      await writeFile(join(root, 'public', 'copied.js.map'), '{"version":3}');
    }, BUILD_TIMEOUT_MS);
    afterAll(async () => {
      await rm(root, { recursive: true, force: true });
    });

    it(
      'leaves no .map in the web root and no map link in the bundles; the maps sit in dist/sourcemaps/web',
      async () => {
        await runBuild();
        const served = await filesUnder(outDir);
        expect(served.some((file) => file.endsWith('.js'))).toBe(true);
        expect(served.filter((file) => file.endsWith('.map'))).toEqual([]);
        for (const file of served.filter((name) => name.endsWith('.js'))) {
          expect(await readFile(join(outDir, file), 'utf8')).not.toContain('sourceMappingURL');
        }
        const kept = await filesUnder(join(root, 'dist', 'sourcemaps', 'web'));
        expect(kept).toContain('copied.js.map');
        const bundleMap = kept.find((file) => file.startsWith('assets') && file.endsWith('.js.map'));
        expect(bundleMap).toBeDefined();
        const map = JSON.parse(await readFile(join(root, 'dist', 'sourcemaps', 'web', bundleMap ?? ''), 'utf8'));
        expect(JSON.stringify(map.sourcesContent)).toContain('secretRule');
      },
      BUILD_TIMEOUT_MS,
    );

    it(
      'a new build replaces the kept maps of the previous one',
      async () => {
        const stale = join(root, 'dist', 'sourcemaps', 'web', 'assets', 'old-000000.js.map');
        await writeFile(stale, '{}');
        await runBuild();
        const kept = await filesUnder(join(root, 'dist', 'sourcemaps', 'web'));
        expect(kept).not.toContain(join('assets', 'old-000000.js.map'));
        expect(kept.some((file) => file.endsWith('.js.map'))).toBe(true);
      },
      BUILD_TIMEOUT_MS,
    );
  });
});
