// `npm start` (prestart) runs the production build: build what is missing (a fresh clone) or, for the server, older
// than a source it was built from (a pull, an edit). The storefront is built when dist/web is the web root and missing.
import { execFileSync, execSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync, statSync } from 'node:fs';
import { resolve } from 'node:path';

/** Why the server bundle must be (re)built, or undefined when dist/server is complete and newer than its sources. */
function serverBuildOutdated() {
  const required = ['dist/server/main.js', 'dist/server/seed-snapshot.json', 'dist/server/build-inputs.json'];
  const missing = required.find((file) => !existsSync(file));
  if (missing !== undefined) return `${missing} is missing`;
  const { startedAt, inputs } = JSON.parse(readFileSync('dist/server/build-inputs.json', 'utf8'));
  const builtAt = Date.parse(startedAt);
  for (const input of inputs) {
    if (!existsSync(input)) return `${input} is gone`;
    if (statSync(input).mtimeMs > builtAt) return `${input} changed`;
  }
  return undefined;
}

const serverReason = serverBuildOutdated();
if (serverReason !== undefined) {
  console.log(`building the server (${serverReason})…`);
  execFileSync(process.execPath, ['scripts/build-server.mjs'], { stdio: 'inherit' });
}

// A WEB_ROOT elsewhere (an e2e run's own vite build, an operator's folder) is not ours to build.
const webRoot = resolve((process.env.WEB_ROOT ?? '').trim() || 'dist/web');
const ownWebRoot = webRoot === resolve('dist/web');
if (ownWebRoot && !existsSync('dist/web/index.html')) {
  console.log('dist/web is missing: building the storefront (vite build)…');
  execSync('npx vite build', { stdio: 'inherit' });
  rmSync('dist/ssr', { recursive: true, force: true });
}
// Issue 13: the storefront's server entry renders the public pages; built from the same sources as dist/web.
if (ownWebRoot && !existsSync('dist/ssr/server-render.js')) {
  console.log('dist/ssr is missing: building the server renderer (vite build --ssr)…');
  execSync('npx vite build --ssr src/adapters/ui/server-render.tsx --outDir dist/ssr --emptyOutDir', {
    stdio: 'inherit',
  });
}
