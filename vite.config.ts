import { createHash } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type HtmlTagDescriptor, type Plugin } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { entryCompiledEagerly } from './scripts/vite-compile-hints';
import { hiddenSourceMaps } from './scripts/vite-hidden-source-maps';
import { pageRouteModulesFile } from './scripts/vite-page-routes';
import { lowPriorityScripts, pageTemplate, spaPreloads, spaSessionPreload } from './scripts/vite-page-shells';
import { pureReactCalls } from './scripts/vite-pure-react-calls';
import { reactDomSentinels } from './scripts/vite-react-sentinels';
import { webApp } from './scripts/vite-web-app';
import { authJsEndpoints } from './src/contract/auth';
import { FRANCHISE_PROFILE } from './src/franchise/profile';
import { checkedFranchiseProfile } from './src/franchise/profile-schema';
import { themeColours, themeVariables } from './src/franchise/theme';

const apiTarget = process.env.API_URL ?? 'http://localhost:3000';

// The browser takes the franchise profile as built (no zod in its first load): a swap with a typo stops the build here.
checkedFranchiseProfile(FRANCHISE_PROFILE);

/**
 * Issue 13: the theme's colours as a stylesheet too, so a server-rendered page shows them before (or without) the
 * script, which sets the same variables on <html> (src/adapters/ui/styles/franchise-theme.ts).
 */
function themeStylesheet(): { readonly file: string; readonly css: string } {
  const variables = Object.entries(themeVariables(FRANCHISE_PROFILE.theme))
    .map(([name, value]) => `${name}:${value}`)
    .join(';');
  const css = `:root{${variables}}\n`;
  return { file: `assets/franchise-theme-${createHash('sha256').update(css).digest('hex').slice(0, 8)}.css`, css };
}

/** The stylesheets index.html links besides the entry's: the shell the service worker precaches with the entry. */
const FONT_STYLESHEET = '/fonts/pretendard.css';

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
  const { file: themeFile, css: themeCss } = themeStylesheet();
  return {
    name: 'franchise-head',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: themeFile, source: themeCss });
    },
    configureServer(server) {
      server.middlewares.use(`/${themeFile}`, (_request, response) => {
        response.setHeader('content-type', 'text/css');
        response.end(themeCss);
      });
    },
    transformIndexHtml: () =>
      [...tags, { tag: 'link', attrs: { rel: 'stylesheet', href: `/${themeFile}` } }].map((tag) => ({
        ...tag,
        injectTo: 'head' as const,
      })),
  };
}

/**
 * Issue 15 finding 4: zod and the module that makes it jitless (src/composition/zod-without-eval.ts) share one chunk,
 * so the setting is in place before any other chunk builds a schema (a chunk runs before the chunks importing it, the
 * entry's own modules last). Else zod probes `new Function`, which the CSP reports (server/http/security-headers.ts).
 */
const jitlessZodChunk = { name: 'zod', test: /[\\/]node_modules[\\/]zod[\\/]|[\\/]zod-without-eval\.ts$/ };

/**
 * Issue 13: every other module the entry imports statically is one chunk. Left to itself the bundler split the modules
 * the entry shares with lazy pages into ~30 chunks of 1-6 KB, each a request of its own that a phone on slow 4G waits
 * for (six connections per origin over HTTP/1.1) before the page hydrates; they are all needed at start anyway.
 */
const initialChunk = { name: 'initial', tags: ['$initial' as const] };

/**
 * Issue 13: the start's code in three chunks, not one: V8 finishes compiling each module on the main thread (all of its
 * functions: scripts/vite-compile-hints.ts), and the single 600 KB entry's was one task of 85-95 ms at an 8x CPU
 * slowdown on /categories/1 (the speed of the phone Lighthouse's 4x is calibrated for, on this host); as react-dom,
 * the other libraries and the app it is three tasks under 50 ms, each arriving on its own (three requests instead of
 * one, all named in the page's head).
 */
const reactDomChunk = { name: 'react-dom', test: /[\\/]node_modules[\\/](react-dom|scheduler)[\\/]/ };
const librariesChunk = { name: 'libraries', test: /[\\/]node_modules[\\/]/, tags: ['$initial' as const] };

const codeSplitting = {
  output: { codeSplitting: { groups: [jitlessZodChunk, reactDomChunk, librariesChunk, initialChunk] } },
};

/**
 * react-router's package exports name its development build for every condition; its production build (dist/production,
 * the same code with ENABLE_DEV_WARNINGS false) leaves out the developer warnings, such as "No routes matched location"
 * in a customer's console, and their code. The builds take it; the development server keeps the warnings.
 */
const reactRouterProduction = {
  find: /^react-router$/,
  replacement: fileURLToPath(new URL('./node_modules/react-router/dist/production/index.mjs', import.meta.url)),
};

/**
 * Issue 13: the browser's build takes inversify's `reflect-metadata/lite` as the two metadata calls inversify makes
 * there (src/composition/reflect-own-metadata.ts), not the polyfill's whole proposal. The server-rendering build, the
 * server and the tests keep the package.
 */
const reflectOwnMetadata = {
  find: /^reflect-metadata(\/lite)?$/,
  replacement: fileURLToPath(new URL('./src/composition/reflect-own-metadata.ts', import.meta.url)),
};

export default defineConfig(({ command, isSsrBuild }) => ({
  resolve: {
    alias: command === 'build' ? [reactRouterProduction, ...(isSsrBuild ? [] : [reflectOwnMetadata])] : [],
  },
  plugins: [
    react(),
    reactDomSentinels(),
    franchiseHead(),
    webApp(FRANCHISE_PROFILE, [`/${themeStylesheet().file}`, FONT_STYLESHEET]),
    hiddenSourceMaps(),
    pureReactCalls(['react-router']),
    // What a page the server does not render calls first (the session and its details, the cart): preloaded there.
    ...(isSsrBuild
      ? []
      : [
          spaPreloads([
            'src/composition/zod-without-eval.ts',
            'src/adapters/http/http-client.ts',
            'src/adapters/http/axios-session-gateway.ts',
            'src/adapters/http/axios-address-book.ts',
            'src/adapters/http/axios-member-account.ts',
            'src/adapters/http/axios-cart-gateway.ts',
          ]),
          spaSessionPreload(authJsEndpoints.session.path),
          lowPriorityScripts(),
          pageTemplate(),
          // The checkout's loader snapshots the order (POST /order/init) as soon as the session is known.
          pageRouteModulesFile({ '/checkout': ['src/adapters/http/axios-order-gateway.ts'] }),
          entryCompiledEagerly(),
          // Issue 13: every text file of the web root also as .br (quality 11) and .gz (level 9), made once here and
          // sent as they are (server/http/spa.ts preCompressed): smaller than the server's per-request quality 4
          // and no compression per request. Not the build's manifest and page template (read by the server only).
          compression({
            algorithms: ['brotliCompress', 'gzip'],
            include: /\.(html|css|js|json|svg|webmanifest|txt|xml)$/,
            exclude: /(^|[\\/])\.vite[\\/]/,
            threshold: 1024,
            logLevel: 'silent',
          }),
        ]),
  ],
  // Issue 15 finding 9: maps for error reporting only, kept out of the web root (dist/sourcemaps/web), never linked.
  // Issue 13: the manifest (dist/web/.vite, not served) names each page's chunks and stylesheets for the server's
  // rendered pages (server/http/page-rendering.ts).
  build: {
    outDir: 'dist/web',
    emptyOutDir: true,
    sourcemap: 'hidden',
    manifest: true,
    rolldownOptions: codeSplitting,
  },
  server: { port: 5173, proxy: { '/api': apiTarget, '/images': apiTarget } },
  // The server entry (npm run build: vite build --ssr, dist/ssr) needs no copy of public/: the web root serves it. Its
  // packages are bundled in (issue 14): loaded from node_modules they were ~300 files (inversify alone ~220) for Node's
  // loader at every start, beside the page renderer's own. Bundled, they are the production builds whatever NODE_ENV
  // the server runs with, as in the browser: React's development server renderer (which `npm start` without
  // NODE_ENV=production used) rendered an uncached page at ~60 % of the production one's rate (142 against 247 req/s)
  // and logged a warning outside the structured logs on Node 20.
  ...(isSsrBuild
    ? { publicDir: false, ssr: { noExternal: true }, define: { 'process.env.NODE_ENV': JSON.stringify('production') } }
    : {}),
}));
