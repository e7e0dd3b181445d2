// Issue 14: `npm start` runs the compiled server with plain node (no --enable-source-maps, which read the bundle's map
// at every start); its stack traces still name the TypeScript lines (server/source-mapped-stacks.ts). Checked on a
// tiny bundle made as scripts/build-server.mjs makes the server's: ESM, a linked map holding mappings only.
import { execFileSync } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const HOOK = fileURLToPath(new URL('../../../server/source-mapped-stacks.ts', import.meta.url));

/** Line 4 of thrower.ts throws; the bundle puts it elsewhere. */
const THROWER = [
  '// A comment the bundle drops, so the lines move.',
  'export function failLoudly(reason: string): never {',
  "  const message: string = 'broken: ' + reason;",
  '  throw new TypeError(message);',
  '}',
  '',
].join('\n');

const ENTRY = [
  `import { mapStackTracesLazily } from ${JSON.stringify(HOOK)};`,
  "import { failLoudly } from './thrower';",
  "if (process.env['WITH_HOOK'] === '1') mapStackTracesLazily();",
  "try { failLoudly('on purpose'); } catch (error) { console.log((error as Error).stack); }",
  // Headers node writes its own way: a plain object's captured stack, node's own error with its code, an Error
  // whose class overrides toString.
  "const captured: { message: string; stack?: string } = { message: 'captured' };",
  'Error.captureStackTrace(captured);',
  "class Loud extends Error { override toString() { return 'not the header'; } }",
  'const headers = [captured.stack];',
  'try { Buffer.alloc(-1); } catch (error) { headers.push((error as Error).stack); }',
  "headers.push(new Loud('loud').stack);",
  "console.log('HEADERS ' + JSON.stringify(headers.map((stack) => (stack ?? '').split('\\n')[0])));",
  '',
].join('\n');

describe('stack traces of a bundle run by plain node', () => {
  let folder: string;
  let bundle: string;

  beforeAll(async () => {
    folder = await mkdtemp(join(tmpdir(), 'mapped-stacks-'));
    await writeFile(join(folder, 'thrower.ts'), THROWER);
    await writeFile(join(folder, 'entry.ts'), ENTRY);
    bundle = join(folder, 'out', 'main.js');
    await build({
      entryPoints: [join(folder, 'entry.ts')],
      bundle: true,
      platform: 'node',
      format: 'esm',
      outfile: bundle,
      sourcemap: 'linked',
      sourcesContent: false,
      minifyWhitespace: true,
      logLevel: 'warning',
    });
  });

  afterAll(async () => {
    await rm(folder, { recursive: true, force: true });
  });

  const run = (args: readonly string[], withHook: boolean) =>
    execFileSync(process.execPath, [...args, bundle], {
      encoding: 'utf8',
      env: { ...process.env, WITH_HOOK: withHook ? '1' : '0', NODE_OPTIONS: '' },
    });

  it('without the hook, the frame names the bundle (what the hook is for)', () => {
    const stack = run([], false);
    expect(stack).toContain('TypeError: broken: on purpose');
    expect(stack).toMatch(/at failLoudly \(file:\/\/\S*\/out\/main\.js:\d+:\d+\)/);
  });

  it("with the hook, the frame names the TypeScript file, line and column; the header is V8's", () => {
    const stack = run([], true);
    expect(stack.split('\n')[0]).toBe('TypeError: broken: on purpose');
    expect(stack).toContain(`at failLoudly (${join(folder, 'thrower.ts')}:4:9)`);
    expect(stack).not.toContain('main.js:');
  });

  it("with the hook, every stack's first line is the one node writes without it", () => {
    const headers = (stack: string) => JSON.parse(/^HEADERS (.*)$/m.exec(stack)?.[1] ?? 'null') as string[];
    const plain = headers(run([], false));
    expect(plain).toEqual([
      'Error: captured',
      expect.stringMatching(/^RangeError \[ERR_OUT_OF_RANGE\]: /),
      'Error: loud',
    ]);
    expect(headers(run([], true))).toEqual(plain);
  });

  it('under node --enable-source-maps the hook stands aside and node maps the same frame', () => {
    const stack = run(['--enable-source-maps'], true);
    expect(stack).toContain(`${join(folder, 'thrower.ts')}:4:9`);
  });
});
