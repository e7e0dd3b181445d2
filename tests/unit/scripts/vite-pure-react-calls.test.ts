import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pureReactCalls } from '../../../scripts/vite-pure-react-calls';
import viteConfig from '../../../vite.config';
import { filesUnder, pluginNames } from './build-outputs';

/** Building a tiny page takes about a second, longer on a busy machine. */
const BUILD_TIMEOUT_MS = 60_000;

/** A package built as react-router is: React's calls at the top of the module, each followed by its displayName. */
const ROUTER_PACKAGE = [
  "import * as React2 from './react-stub.js';",
  'var UsedContext = React2.createContext(null);',
  'UsedContext.displayName = "Used";',
  "var UnusedLink = React2.forwardRef(function UnusedLink() { return 'unused-link-marker'; });",
  'UnusedLink.displayName = "unused-name-marker";',
  "var UnusedMemo = React2.memo(function UnusedMemo() { return 'unused-memo-marker'; });",
  'export function useRouter() {',
  '  // A call inside a function is the app calling React at run time: never marked.',
  "  var inner = React2.forwardRef(function Inner() { return 'inner-marker'; });",
  "  React2.createContext('effect-in-function-marker');",
  '  return [UsedContext, inner];',
  '}',
  'export { UnusedLink, UnusedMemo };',
  '',
].join('\n');

/** What the stub's calls leave in the bundle when the bundler keeps them: a marker string each. */
const REACT_STUB = [
  "export function forwardRef(render) { globalThis.sideEffect = 'forward-ref-called'; return { render }; }",
  "export function createContext(value) { globalThis.sideEffect = 'context-called'; return { value }; }",
  "export function memo(type) { globalThis.sideEffect = 'memo-called'; return { type }; }",
  '',
].join('\n');

describe("react-router's unused components and contexts leave the bundle (issue 13)", () => {
  it('both builds of vite.config.ts have the plugin', () => {
    for (const isSsrBuild of [false, true]) {
      const config = viteConfig({ command: 'build', mode: 'production', isSsrBuild });
      expect(pluginNames(config.plugins)).toContain('pure-react-calls');
    }
  });

  describe('a build of a page that uses one export of such a package, and of the same code outside it', () => {
    let root: string;
    let bundle: string;

    beforeAll(async () => {
      root = await mkdtemp(join(tmpdir(), 'pure-react-calls-'));
      for (const name of ['fake-router', 'other-package']) {
        const folder = join(root, 'node_modules', name);
        await mkdir(folder, { recursive: true });
        await writeFile(join(folder, 'package.json'), JSON.stringify({ name, type: 'module', main: 'index.js' }));
        await writeFile(join(folder, 'react-stub.js'), REACT_STUB);
        await writeFile(join(folder, 'index.js'), ROUTER_PACKAGE.replaceAll('-marker', `-marker-${name}`));
      }
      await writeFile(join(root, 'index.html'), '<!doctype html><script type="module" src="/main.js"></script>');
      await writeFile(
        join(root, 'main.js'),
        [
          "import { useRouter } from 'fake-router';",
          "import { useRouter as useOther } from 'other-package';",
          'console.log(useRouter(), useOther());',
          '',
        ].join('\n'),
      );
      await build({
        configFile: false,
        root,
        logLevel: 'silent',
        plugins: [pureReactCalls(['fake-router'])],
        build: { outDir: join(root, 'dist'), emptyOutDir: true, minify: false },
      });
      const scripts = (await filesUnder(join(root, 'dist'))).filter((file) => file.endsWith('.js'));
      bundle = (await Promise.all(scripts.map((file) => readFile(join(root, 'dist', file), 'utf8')))).join('\n');
    }, BUILD_TIMEOUT_MS);
    afterAll(async () => {
      await rm(root, { recursive: true, force: true });
    });

    it("drops the named package's unused top-level components and their display names", () => {
      expect(bundle).not.toContain('unused-link-marker-fake-router');
      expect(bundle).not.toContain('unused-memo-marker-fake-router');
      expect(bundle).not.toContain('unused-name-marker-fake-router');
      expect(bundle).toContain('unused-name-marker-other-package');
    });

    it('keeps what is used, and every call inside a function', () => {
      expect(bundle).toContain('inner-marker-fake-router');
      expect(bundle).toContain('effect-in-function-marker-fake-router');
      expect(bundle).toMatch(/createContext\(null\)/);
    });

    it('leaves other packages as they are', () => {
      expect(bundle).toContain('unused-link-marker-other-package');
      expect(bundle).toContain('unused-memo-marker-other-package');
    });
  });
});
