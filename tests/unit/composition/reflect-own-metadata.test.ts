// First: the module under test installs its two calls on Reflect only where nothing has, and this project's test
// files share one module cache, so without the package loaded here it would stand in for it in the files after.
import 'reflect-metadata';
import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defineOwnMetadata, getOwnMetadata } from '../../../src/composition/reflect-own-metadata';
import viteConfig from '../../../vite.config';

const run = promisify(execFile);

/** Building inversify into one file takes a few seconds, longer on a busy machine. */
const BUILD_TIMEOUT_MS = 60_000;

/** The aliases a build of vite.config.ts resolves with. */
function aliasesOf(isSsrBuild: boolean): { find: RegExp; replacement: string }[] {
  const config = viteConfig({ command: 'build', mode: 'production', isSsrBuild });
  return (config.resolve?.alias ?? []) as { find: RegExp; replacement: string }[];
}

describe("the browser's own-metadata calls in place of reflect-metadata (issue 13)", () => {
  it('a value is kept per target, per property and per key, and read on the target itself only', () => {
    class Base {}
    class Derived extends Base {}
    defineOwnMetadata('id', 1, Base);
    defineOwnMetadata('id', 2, Base, 'method');
    defineOwnMetadata('other', 'x', Base);
    defineOwnMetadata('id', 3, Base);
    expect(getOwnMetadata('id', Base)).toBe(3);
    expect(getOwnMetadata('id', Base, 'method')).toBe(2);
    expect(getOwnMetadata('other', Base)).toBe('x');
    expect(getOwnMetadata('id', Derived)).toBeUndefined();
    expect(getOwnMetadata('missing', Base)).toBeUndefined();
  });

  it('the browser build takes it for reflect-metadata; the server-rendering build keeps the package', () => {
    const resolvesReflect = (isSsrBuild: boolean) =>
      aliasesOf(isSsrBuild).find((alias) => alias.find.test('reflect-metadata/lite'))?.replacement;
    expect(resolvesReflect(false)).toMatch(/src[\\/]composition[\\/]reflect-own-metadata\.ts$/);
    expect(resolvesReflect(true)).toBeUndefined();
  });

  describe('inversify built as the browser build takes it, run where Reflect has no metadata', () => {
    let root: string;
    let bundle: string;
    let printed: string;

    beforeAll(async () => {
      // Inside the project, so the build resolves inversify from its node_modules.
      const cache = resolve(import.meta.dirname, '../../../node_modules/.cache');
      await mkdir(cache, { recursive: true });
      root = await mkdtemp(join(cache, 'reflect-own-metadata-'));
      await writeFile(
        join(root, 'main.js'),
        [
          "import { Container, ContainerModule } from 'inversify';",
          'const container = new Container();',
          'container.load(new ContainerModule(({ bind }) => {',
          "  bind('greeting').toConstantValue('안녕하세요');",
          "  bind('shout').toDynamicValue((context) => context.get('greeting') + '!').inSingletonScope();",
          '}));',
          'const later = new ContainerModule(({ bind }) => {',
          "  bind('later').toConstantValue(2);",
          '});',
          'await container.load(later);',
          "console.log(JSON.stringify({ shout: container.get('shout'), later: container.get('later'), own: typeof Reflect.getOwnMetadata }));",
        ].join('\n'),
      );
      await build({
        root,
        configFile: false,
        logLevel: 'silent',
        resolve: { alias: aliasesOf(false) },
        build: {
          outDir: join(root, 'dist'),
          minify: false,
          lib: { entry: join(root, 'main.js'), formats: ['es'], fileName: 'main' },
        },
      });
      bundle = await readFile(join(root, 'dist', 'main.js'), 'utf8');
      // A Node of its own: this test process has the real reflect-metadata, which inversify loaded.
      printed = (await run(process.execPath, [join(root, 'dist', 'main.js')], { cwd: root })).stdout;
    }, BUILD_TIMEOUT_MS);

    afterAll(async () => {
      await rm(root, { recursive: true, force: true });
    });

    it('binds, loads modules and resolves with nothing more than the two calls', () => {
      expect(JSON.parse(printed)).toEqual({ shout: '안녕하세요!', later: 2, own: 'function' });
    });

    it('bundles none of the polyfill', () => {
      expect(bundle).toContain('getOwnMetadata');
      expect(bundle).not.toMatch(/ReflectLite|Reflect\.getMetadataKeys|metadataRegistry/);
    });
  });
});
