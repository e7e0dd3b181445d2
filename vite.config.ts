import react from '@vitejs/plugin-react';
import { defineConfig, type HtmlTagDescriptor, type Plugin } from 'vite';
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

export default defineConfig({
  plugins: [react(), franchiseHead()],
  build: { outDir: 'dist/web', emptyOutDir: true, sourcemap: true },
  server: { port: 5173, proxy: { '/api': apiTarget, '/images': apiTarget } },
});
