import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { SourceMap } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { build } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  EAGER_COMPILE_HINT,
  entryCompiledEagerly,
  mappingsAfterOneLine,
  withCompileHint,
} from '../../../scripts/vite-compile-hints';
import { hiddenSourceMaps } from '../../../scripts/vite-hidden-source-maps';
import viteConfig from '../../../vite.config';
import { filesUnder, pluginNames } from './build-outputs';

/** The scripts a build wrote under `folder`, relative to it. */
const scriptsUnder = async (folder: string) => (await filesUnder(folder)).filter((file) => file.endsWith('.js'));

/** Building a tiny page takes about a second, longer on a busy machine. */
const BUILD_TIMEOUT_MS = 60_000;

describe("the entry chunk and the chunks it imports carry V8's compile hint (issue 13)", () => {
  it('the hint is a first line, and a map moved by one line keeps its mappings after an empty line', () => {
    expect(withCompileHint('const a = 1;')).toBe(`${EAGER_COMPILE_HINT}\nconst a = 1;`);
    expect(EAGER_COMPILE_HINT).toBe('//# allFunctionsCalledOnLoad');
    expect(mappingsAfterOneLine('AAAA;AACA')).toBe(';AAAA;AACA');
  });

  it('the browser build of vite.config.ts has the plugin; the server-rendering build does not', () => {
    const browser = viteConfig({ command: 'build', mode: 'production', isSsrBuild: false });
    const server = viteConfig({ command: 'build', mode: 'production', isSsrBuild: true });
    expect(pluginNames(browser.plugins)).toContain('entry-compiled-eagerly');
    expect(pluginNames(server.plugins)).not.toContain('entry-compiled-eagerly');
  });

  describe('a build with a lazy chunk, hidden maps and precompressed files', () => {
    let root: string;
    let outDir: string;

    beforeAll(async () => {
      root = await mkdtemp(join(tmpdir(), 'compile-hints-'));
      outDir = join(root, 'dist', 'web');
      await writeFile(join(root, 'index.html'), '<!doctype html><script type="module" src="/main.js"></script>');
      await writeFile(join(root, 'shared.js'), 'export const shared = (a) => a + 1;\n');
      await writeFile(
        join(root, 'lazy.js'),
        "import { shared } from './shared.js';\nexport const lazy = () => shared(2);\n",
      );
      await writeFile(
        join(root, 'main.js'),
        [
          "import { shared } from './shared.js';",
          'export function startsThePage(a) {',
          "  return shared(a) + 'entry-marker';",
          '}',
          'console.log(startsThePage(1));',
          "import('./lazy.js').then((module) => console.log(module.lazy()));",
          '',
        ].join('\n'),
      );
      await build({
        configFile: false,
        root,
        logLevel: 'silent',
        plugins: [
          hiddenSourceMaps(),
          entryCompiledEagerly(),
          compression({ algorithms: ['brotliCompress', 'gzip'], threshold: 0, logLevel: 'silent' }),
        ],
        build: {
          outDir,
          emptyOutDir: true,
          sourcemap: 'hidden',
          // shared.js in a chunk of its own, which the entry imports statically (as vite.config.ts splits its start).
          rolldownOptions: { output: { codeSplitting: { groups: [{ name: 'shared', test: /shared\.js$/ }] } } },
        },
      });
    }, BUILD_TIMEOUT_MS);
    afterAll(async () => {
      await rm(root, { recursive: true, force: true });
    });

    async function entryFile(): Promise<string> {
      const scripts = await scriptsUnder(outDir);
      for (const script of scripts) {
        if ((await readFile(join(outDir, script), 'utf8')).includes('entry-marker')) return script;
      }
      throw new Error(`no entry among ${scripts.join(', ')}`);
    }

    it('the entry and the chunk it imports start with the hint; a lazy chunk does not', async () => {
      const firstLine = async (script: string) => (await readFile(join(outDir, script), 'utf8')).split('\n')[0];
      const scripts = await scriptsUnder(outDir);
      const entry = await entryFile();
      const shared = scripts.find((script) => script.includes('shared-'));
      const lazy = scripts.find((script) => script.includes('lazy-'));
      if (shared === undefined || lazy === undefined)
        throw new Error(`no shared or lazy chunk in ${scripts.join(', ')}`);
      expect(await firstLine(entry)).toBe(EAGER_COMPILE_HINT);
      expect(await firstLine(shared)).toBe(EAGER_COMPILE_HINT);
      expect(await readFile(join(outDir, lazy), 'utf8')).not.toContain(EAGER_COMPILE_HINT);
    });

    it('the entry as sent (.br, .gz) is the hinted code', async () => {
      const entry = join(outDir, await entryFile());
      const code = await readFile(entry, 'utf8');
      expect(brotliDecompressSync(await readFile(`${entry}.br`)).toString()).toBe(code);
      expect(gunzipSync(await readFile(`${entry}.gz`)).toString()).toBe(code);
    });

    it('the kept source map still leads from the entry to its source line', async () => {
      const entry = await entryFile();
      const lines = (await readFile(join(outDir, entry), 'utf8')).split('\n');
      const line = lines.findIndex((text) => text.includes('entry-marker'));
      const map = new SourceMap(
        JSON.parse(await readFile(join(root, 'dist', 'sourcemaps', 'web', `${entry}.map`), 'utf8')),
      );
      const found = map.findEntry(line, lines[line]?.indexOf('entry-marker') ?? 0);
      expect('originalSource' in found && found.originalSource).toMatch(/main\.js$/);
      expect('originalLine' in found && found.originalLine).toBe(2);
    });
  });
});
