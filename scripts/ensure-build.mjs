// `npm start` serves the production build: build the SPA first when it is missing (a fresh clone).
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

if (!existsSync('dist/web/index.html')) {
  console.log('dist/web is missing: building the storefront (vite build)…');
  execSync('npx vite build', { stdio: 'inherit' });
}
