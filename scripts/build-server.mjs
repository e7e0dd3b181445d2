// `npm run build`, the server half: compiles server/main.ts to dist/server/main.js with esbuild (node_modules stay
// external: required at runtime; a linked source map for stack traces), makes the seed snapshot a first start restores
// (scripts/make-seed-snapshot.ts), and records what the build was made from (build-inputs.json, read by
// scripts/ensure-build.mjs to rebuild when a source is newer). Every file is replaced atomically, so a server starting
// meanwhile reads the old build or the new one, never half of one.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

/** Where the bundle and the snapshot go (server/db/seed-snapshot.ts SEED_SNAPSHOT_FOLDER reads the same place). */
const OUT_DIR = 'dist/server';

/** Read by the server at runtime but not imported: a change to them changes the build too. */
const RUNTIME_FILES_FOLDER = 'server/db/migrations';
const EXTRA_INPUTS = ['scripts/build-server.mjs', 'node_modules/@electric-sql/pglite/package.json'];

/**
 * Every package import stays external, under the name Node's ESM loader resolves: a deep import of a package without an
 * "exports" map needs its extension there (dayjs/plugin/utc.js), which tsx and esbuild add silently. An import Node
 * cannot resolve fails the build instead of the start.
 */
const nodeResolvableExternals = {
  name: 'node-resolvable-externals',
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, ({ path }) => {
      for (const candidate of [path, `${path}.js`]) {
        const url = resolvedUrl(candidate);
        if (url?.startsWith('node:') || (url?.startsWith('file:') && existsSync(fileURLToPath(url)))) {
          return { path: candidate, external: true };
        }
      }
      return { errors: [{ text: `${path} does not resolve under Node's ESM rules from ${process.cwd()}` }] };
    });
  },
};

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
  plugins: [nodeResolvableExternals],
  tsconfig: 'tsconfig.json',
  metafile: true,
  logLevel: 'warning',
};

const startedAt = Date.now();
mkdirSync(OUT_DIR, { recursive: true });

const server = await build({
  ...COMMON,
  entryPoints: ['server/main.ts'],
  outfile: join(OUT_DIR, 'main.js'),
  sourcemap: 'linked',
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

// The source map first, the bundle that names it after, the inputs list (the "build complete" mark) last.
const outputs = [...server.outputFiles].sort((a, b) => Number(a.path.endsWith('.js')) - Number(b.path.endsWith('.js')));
for (const file of outputs) replaceFile(file.path, file.contents);

const inputs = new Set([
  ...Object.keys(server.metafile.inputs),
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
