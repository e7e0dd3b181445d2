import react from '@vitejs/plugin-react';
import { defineConfig, type HtmlTagDescriptor, type Plugin } from 'vite';
import { hiddenSourceMaps } from './scripts/vite-hidden-source-maps';
import { FRANCHISE_PROFILE } from './src/franchise/profile';
import { themeColours } from './src/franchise/theme';

const apiTarget = process.env.API_URL ?? 'http://localhost:3000';

/** The franchise profile's title, description, theme colour and icon in index.html's head (dev and build alike). */
function franchiseHead(): Plugin {
  const { brand, theme } = FRANCHISE_PROFILE;
  const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  const tags: HtmlTagDescriptor[] = [
    { tag: 'meta', attrs: { name: 'theme-color', content: themeColours(theme).primary } },
    { tag: 'meta', attrs: { name: 'description', content: brand.description } },
    { tag: 'title', children: escapeHtml(brand.siteTitle) },
    { tag: 'link', attrs: { rel: 'icon', href: brand.logo.src, type: 'image/svg+xml' } },
  ];
  return {
    name: 'franchise-head',
    transformIndexHtml: () => tags.map((tag) => ({ ...tag, injectTo: 'head' })),
  };
}

/**
 * Issue 15 finding 4: zod and the module that makes it jitless (src/adapters/ui/zod-without-eval.ts) share one chunk,
 * so the setting is in place before any other chunk builds a schema (a chunk runs before the chunks importing it, the
 * entry's own modules last). Else zod probes `new Function`, which the CSP reports (server/http/security-headers.ts).
 */
const jitlessZodChunk = {
  output: {
    codeSplitting: {
      groups: [{ name: 'zod', test: /[\\/]node_modules[\\/]zod[\\/]|[\\/]zod-without-eval\.ts$/ }],
    },
  },
};

export default defineConfig({
  plugins: [react(), franchiseHead(), hiddenSourceMaps()],
  // Issue 15 finding 9: maps for error reporting only, kept out of the web root (dist/sourcemaps/web), never linked.
  build: { outDir: 'dist/web', emptyOutDir: true, sourcemap: 'hidden', rolldownOptions: jitlessZodChunk },
  server: { port: 5173, proxy: { '/api': apiTarget, '/images': apiTarget } },
});
