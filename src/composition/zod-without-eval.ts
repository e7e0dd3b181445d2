import * as z from 'zod/mini';

// Issue 15 finding 4: the storefront's Content-Security-Policy allows no 'unsafe-eval' (server/http/
// security-headers.ts). Zod 4 compiles object parsers with `new Function` unless jitless, and its probe for eval,
// though caught, is reported by the browser as a CSP violation; the probe runs when the first z.object() is built.
// So this runs before any schema is built: the build puts this module in zod's own chunk (vite.config.ts
// jitlessZodChunk; package.json sideEffects keeps it), so whatever imports zod runs it too, and the browser's lazily
// loaded adapters import it before their own code (src/composition/jitless-zod.ts). Parsing stays the same.
z.config({ jitless: true });

// Issue 13: the browser's wire schemas are zod/mini, which sets no locale (classic zod sets English on its first
// schema, as on the server): without one, an issue without a message of ours reads "Invalid input". English here, so a
// ContractViolationError names the same issues in the browser as on the server and in the tests.
z.config(z.locales.en());
