import { expect, it } from 'vitest';
import { pageShellOf, scriptsAtLowPriority } from '../../../scripts/vite-page-shells';

/** index.html as the build writes it (the SPA's shell). */
const INDEX =
  '<!doctype html><html lang="ko"><head>' +
  '<script type="module" crossorigin src="/assets/index-1.js"></script>' +
  '<link rel="modulepreload" crossorigin href="/assets/runtime-2.js">' +
  '<link rel="stylesheet" crossorigin href="/assets/index-1.css">' +
  '<link rel="modulepreload" crossorigin href="/assets/axios-session-gateway-3.js" data-spa-only>\n' +
  '<link rel="preload" href="/api/auth/session" as="fetch" crossorigin="use-credentials" data-spa-only>\n' +
  '</head><body><div id="root"></div></body></html>';

it("the server-rendered pages' shell drops the SPA's preloads (the session's too) and fetches its scripts at low priority", () => {
  expect(pageShellOf(INDEX)).toBe(
    '<!doctype html><html lang="ko"><head>' +
      '<script type="module" fetchpriority="low" crossorigin src="/assets/index-1.js"></script>' +
      '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/runtime-2.js">' +
      '<link rel="stylesheet" crossorigin href="/assets/index-1.css">' +
      '</head><body><div id="root"></div></body></html>',
  );
});

it("the SPA's index.html fetches every script at low priority, its preloads included, and says so once", () => {
  const low = scriptsAtLowPriority(INDEX);
  expect(low).toBe(
    '<!doctype html><html lang="ko"><head>' +
      '<script type="module" fetchpriority="low" crossorigin src="/assets/index-1.js"></script>' +
      '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/runtime-2.js">' +
      '<link rel="stylesheet" crossorigin href="/assets/index-1.css">' +
      '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/axios-session-gateway-3.js" data-spa-only>\n' +
      '<link rel="preload" href="/api/auth/session" as="fetch" crossorigin="use-credentials" data-spa-only>\n' +
      '</head><body><div id="root"></div></body></html>',
  );
  expect(scriptsAtLowPriority(low)).toBe(low);
  expect(pageShellOf(low)).toBe(pageShellOf(INDEX));
});
