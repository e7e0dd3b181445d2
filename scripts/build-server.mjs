// `npm run build`, the server half: compiles server/main.ts to dist/server/main.js with esbuild (the packages it loads
// at every start bundled in, the rest external: SERVER_EXTERNAL_PACKAGES; a linked source map, mappings only, for
// stack traces), makes the seed snapshot a first start restores (scripts/make-seed-snapshot.ts), and records what the
// build was made from (build-inputs.json, read by scripts/ensure-build.mjs to rebuild when a source is newer). Every
// file is replaced atomically, so a server starting meanwhile reads the old build or the new one, never half of one.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

/** Where the bundle and the snapshot go (server/db/seed-snapshot.ts SEED_SNAPSHOT_FOLDER reads the same place). */
const OUT_DIR = 'dist/server';

/** Read by the server at runtime but not imported: a change to them changes the build too. */
const RUNTIME_FILES_FOLDER = 'server/db/migrations';
const EXTRA_INPUTS = [
  'scripts/build-server.mjs',
  'package-lock.json',
  'node_modules/@electric-sql/pglite/package.json',
];

/**
 * Issue 14, a restart ≤ 1 s: a start spent ~250 ms on Node's module loader for ~1,100 files of node_modules, and with
 * `--enable-source-maps` on reading the source maps many of them ship. Bundled into main.js they are one module,
 * compiled once, and the source map holds mappings only (no sources' text). These stay packages that Node loads:
 * - files beside their code: PGlite's WASM and data bundle, argon2's native addon (a bundled CommonJS file that reads
 *   files beside it, as @fastify/swagger-ui does its web assets, gets its own __dirname: bundledPackageFolders);
 * - loaded only when a setting asks (PostgreSQL, Redis, OTLP tracing) or on the first sign-up (zxcvbn's dictionary):
 *   a PGlite start without them does not parse their code;
 * - pino (its transports start workers from files of its own).
 */
const SERVER_EXTERNAL_PACKAGES = new Set([
  '@electric-sql/pglite',
  '@node-rs/argon2',
  'pg',
  'ioredis',
  '@opentelemetry/sdk-trace-node',
  '@opentelemetry/exporter-trace-otlp-http',
  '@opentelemetry/resources',
  '@opentelemetry/semantic-conventions',
  '@fastify/otel',
  '@zxcvbn-ts/language-common',
  'pino',
  // Required by Fastify only where the server never goes: its default schema compilers (server/app.ts gives it zod's)
  // and inject's request simulator (tests). Bundled, Node compiled their ~320 KB at every start all the same.
  '@fastify/ajv-compiler',
  '@fastify/fast-json-stringify-compiler',
  'light-my-request',
]);

/** Where the bundle's chunks go, inside OUT_DIR; each named by its content. */
const CHUNKS_FOLDER = 'chunks';

/** The package a bare specifier names: `@scope/name` or `name`, without a deep path. */
function packageOf(specifier) {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

/**
 * A package import that stays external (every one, or those `isExternal` names) keeps the name Node's ESM loader
 * resolves: a deep import of a package without an "exports" map needs its extension there (dayjs/plugin/utc.js), which
 * tsx and esbuild add silently. An import Node cannot resolve fails the build instead of the start.
 */
const nodeResolvableExternals = (isExternal = () => true) => ({
  name: 'node-resolvable-externals',
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, ({ path, kind }) => {
      if (kind === 'entry-point' || !isExternal(path)) return undefined;
      for (const candidate of [path, `${path}.js`]) {
        const url = resolvedUrl(candidate);
        if (url?.startsWith('node:') || (url?.startsWith('file:') && existsSync(fileURLToPath(url)))) {
          return { path: candidate, external: true };
        }
      }
      return { errors: [{ text: `${path} does not resolve under Node's ESM rules from ${process.cwd()}` }] };
    });
  },
});

/**
 * A CommonJS file of a bundled package that reads files beside it (`__dirname`, `__filename`) reads them where Node
 * resolves its package at runtime (bundleFileOf, in the banner), not beside the bundle. Measured in a restart: the docs'
 * @fastify/swagger and @fastify/swagger-ui registered in 150-180 ms loaded by Node (yaml, @fastify/static, glob and
 * their source maps), 36-55 ms bundled.
 */
const bundledPackageFolders = {
  name: 'bundled-package-folders',
  setup(builder) {
    const requireFromPackage = createRequire(join(process.cwd(), 'package.json'));
    builder.onLoad({ filter: /[\\/]node_modules[\\/].*\.c?js$/ }, async ({ path }) => {
      const source = await readFile(path, 'utf8');
      if (!/\b__(dirname|filename)\b/.test(source)) return undefined;
      const name = packageOf(path.slice(path.lastIndexOf('node_modules') + 'node_modules/'.length));
      let main;
      try {
        main = requireFromPackage.resolve(name);
      } catch {
        return { errors: [{ text: `${path} reads __dirname, but ${name} has no main file to find it by at runtime` }] };
      }
      const file = JSON.stringify(relative(dirname(main), path));
      const header = `var __filename = bundleFileOf(${JSON.stringify(name)}, ${file}), __dirname = bundleFolderOf(__filename);`;
      return { contents: `${header}\n${source}`, loader: 'js', resolveDir: dirname(path) };
    });
  },
};

/**
 * zod's `z.locales` namespace (its ~50 languages, 290 KB of a 2.9 MB main.js) as an empty module. Nothing here picks
 * a locale: the contract's messages are our own, and zod's schemas import its English default themselves. esbuild
 * keeps a namespace re-export whole once `z` is used as an object, so V8 parsed the languages at every start.
 */
const zodWithoutLocales = {
  name: 'zod-without-locales',
  setup(builder) {
    builder.onResolve({ filter: /^\.\.\/locales\/index\.js$/ }, ({ importer }) =>
      /[\\/]node_modules[\\/]zod[\\/]/.test(importer)
        ? { path: 'zod-locales', namespace: 'zod-without-locales' }
        : undefined,
    );
    builder.onLoad({ filter: /.*/, namespace: 'zod-without-locales' }, () => ({
      contents: 'export {};',
      loader: 'js',
    }));
  },
};

/**
 * Every output file starts with what bundled CommonJS code expects of Node: `require` (of Node's built-in modules)
 * and, for bundledPackageFolders, a bundled file's place in node_modules.
 */
const BUNDLE_BANNER = [
  "import { createRequire as createBundleRequire } from 'node:module';",
  "import { dirname as bundleFolderOf, join as joinBundlePath } from 'node:path';",
  'const require = createBundleRequire(import.meta.url);',
  'const bundleFileOf = (name, file) => joinBundlePath(bundleFolderOf(require.resolve(name)), file);',
].join('\n');

function resolvedUrl(specifier) {
  try {
    return import.meta.resolve(specifier);
  } catch {
    return undefined;
  }
}

/** esbuild options shared by the server and the snapshot maker (Node 20 is the oldest runtime of package.json engines). */
const COMMON = {
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  plugins: [nodeResolvableExternals()],
  tsconfig: 'tsconfig.json',
  metafile: true,
  logLevel: 'warning',
};

const startedAt = Date.now();
mkdirSync(OUT_DIR, { recursive: true });

const server = await build({
  ...COMMON,
  entryPoints: ['server/main.ts'],
  // A module imported only dynamically (Drizzle's node-postgres driver, which imports pg) is a chunk of its own, loaded
  // when imported: bundled into main.js, its imports of external packages would load at every start.
  outdir: OUT_DIR,
  splitting: true,
  chunkNames: `${CHUNKS_FOLDER}/[name]-[hash]`,
  plugins: [
    nodeResolvableExternals((specifier) => SERVER_EXTERNAL_PACKAGES.has(packageOf(specifier))),
    bundledPackageFolders,
    zodWithoutLocales,
  ],
  banner: { js: BUNDLE_BANNER },
  // The map is read at the first stack trace (server/source-mapped-stacks.ts): mappings only, and a smaller bundle to
  // map and compile (3.0 MB against 4.7 MB; names are kept, so a stack trace without the map still names its functions).
  sourcemap: 'linked',
  sourcesContent: false,
  minifyWhitespace: true,
  minifySyntax: true,
  write: false,
});

// The maker runs from inside the package so that its external imports resolve from node_modules; removed afterwards.
const makerFile = join(OUT_DIR, `.make-seed-snapshot-${process.pid}.mjs`);
const maker = await build({ ...COMMON, entryPoints: ['scripts/make-seed-snapshot.ts'], outfile: makerFile });
try {
  execFileSync(process.execPath, [makerFile, OUT_DIR, '--if-stale'], { stdio: 'inherit' });
} finally {
  rmSync(makerFile, { force: true });
}

// Chunks and source maps first, main.js (which names the chunks) after, the inputs list (the "build complete" mark)
// last. Chunks of earlier builds go once main.js no longer names them.
const isEntry = (path) => path === join(process.cwd(), OUT_DIR, 'main.js');
const outputs = [...server.outputFiles].sort((a, b) => Number(isEntry(a.path)) - Number(isEntry(b.path)));
mkdirSync(join(OUT_DIR, CHUNKS_FOLDER), { recursive: true });
for (const file of outputs) replaceFile(file.path, file.contents);
const written = new Set(outputs.map((file) => file.path));
for (const entry of readdirSync(join(OUT_DIR, CHUNKS_FOLDER))) {
  const path = join(process.cwd(), OUT_DIR, CHUNKS_FOLDER, entry);
  if (!written.has(path)) rmSync(path, { force: true });
}

// Bundled packages change with package-lock.json (an EXTRA_INPUT): npm keeps their files' published mtimes.
const inputs = new Set([
  ...Object.keys(server.metafile.inputs).filter((input) => !input.startsWith('node_modules/')),
  ...Object.keys(maker.metafile.inputs),
  ...EXTRA_INPUTS,
]);
for (const entry of readdirSync(RUNTIME_FILES_FOLDER, { recursive: true, withFileTypes: true })) {
  if (entry.isFile()) inputs.add(join(entry.parentPath, entry.name));
}
replaceFile(
  join(OUT_DIR, 'build-inputs.json'),
  `${JSON.stringify({ startedAt: new Date(startedAt).toISOString(), inputs: [...inputs].sort() }, null, 2)}\n`,
);
console.log(`server built into ${OUT_DIR} in ${((Date.now() - startedAt) / 1000).toFixed(1)} s`);

function replaceFile(path, contents) {
  const partial = `${path}.${process.pid}.partial`;
  writeFileSync(partial, contents);
  renameSync(partial, path);
}
