import * as z from 'zod/mini';

// Issue 13: the contract's schemas are zod/mini, which sets no locale (the browser sets English in
// src/composition/zod-without-eval.ts, the server gets it from classic zod's first schema). The node suites share a
// worker's modules, so a suite that imports only contract modules reads the same English default messages whichever
// suite ran before it.
z.config(z.locales.en());
