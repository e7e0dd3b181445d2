import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/**
 * V8's explicit compile hint (Chrome 136 and later; other engines read a comment). When it is the first line of a
 * script, V8 compiles every function of the file while the file streams in, on a background thread, rather than each
 * one on the main thread at its first call.
 */
export const EAGER_COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/** The chunk's code with the hint as its first line. */
export function withCompileHint(code: string): string {
  return `${EAGER_COMPILE_HINT}\n${code}`;
}

/** A source map's mappings moved one generated line down, for a line put before the code. */
export function mappingsAfterOneLine(mappings: string): string {
  return `;${mappings}`;
}

/**
 * The encodings of the web root's files (vite.config.ts: vite-plugin-compression2 with its defaults, brotli quality 11
 * and gzip level 9), made again for a chunk changed after they were made.
 */
const ENCODINGS: Readonly<Record<string, (code: string) => Buffer>> = {
  '.br': (code) => brotliCompressSync(code, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
  '.gz': (code) => gzipSync(code, { level: 9 }),
};

/**
 * Issue 13: the entry chunk and the chunks it imports statically (the libraries and react-dom, vite.config.ts) get the
 * compile hint. Nearly every function in them (React, the router, inversify, MobX, the shell) runs while a page starts.
 * Unmarked, V8 compiled each one at its first call, inside the module's evaluation, and that evaluation was the page's
 * longest task: 180-290 ms at Lighthouse's 4x CPU on /categories/1. A lazy chunk is left as it is.
 * The hint must be the file's first line, so it goes in after Vite's own first line (`__vite__mapDeps`), in the last
 * generateBundle. Vite's import analysis writes that line there too. The chunk's source map (its object and the
 * `.map` asset that `build.sourcemap: 'hidden'` writes) is shifted by the one line, and its `.br` and `.gz`, made
 * from the bundle before this hook, are made again.
 */
export function entryCompiledEagerly(): Plugin {
  return {
    name: 'entry-compiled-eagerly',
    apply: 'build',
    enforce: 'post',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const startChunks = new Set<string>();
        for (const chunk of Object.values(bundle)) {
          if (chunk.type !== 'chunk' || !chunk.isEntry) continue;
          startChunks.add(chunk.fileName);
          for (const imported of chunk.imports) startChunks.add(imported);
        }
        for (const chunk of Object.values(bundle)) {
          if (chunk.type !== 'chunk' || !startChunks.has(chunk.fileName)) continue;
          chunk.code = withCompileHint(chunk.code);
          if (chunk.map) chunk.map.mappings = mappingsAfterOneLine(chunk.map.mappings);
          const mapAsset = bundle[`${chunk.fileName}.map`];
          if (mapAsset?.type === 'asset') {
            const map = JSON.parse(String(mapAsset.source)) as { mappings: string };
            mapAsset.source = JSON.stringify({ ...map, mappings: mappingsAfterOneLine(map.mappings) });
          }
          for (const [extension, encode] of Object.entries(ENCODINGS)) {
            const encoded = bundle[`${chunk.fileName}${extension}`];
            if (encoded?.type === 'asset') encoded.source = encode(chunk.code);
          }
        }
      },
    },
  };
}
