/**
 * The dependency rules of ARCHITECTURE.md, checked by dependency-cruiser in `npm run lint:deps` (part of npm test).
 * Layers: src/domain ← src/application ← adapters; the composition roots (src/composition-root.ts, src/composition/,
 * server/composition.ts) may import everything. Production code is what the two entries reach
 * (src/adapters/ui/main.tsx, server/main.ts) plus the headless API a franchise imports (src/composition-root.ts).
 */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'An import cycle hides which module owns a concept and breaks lazy chunks.',
      from: {},
      to: { circular: true, viaOnly: { pathNot: ['^node_modules'] } },
    },
    {
      name: 'no-orphans',
      severity: 'error',
      comment: 'A module nothing imports is dead code (entries, configs, tests and type declarations excepted).',
      from: {
        orphan: true,
        pathNot: [
          '(^|/)[.][^/]+[.](?:js|cjs|mjs|ts|json)$',
          '[.]d[.]ts$',
          '(^|/)tsconfig[.]json$',
          '(^|/)(?:vite|vitest|playwright|drizzle)[.]config[.]ts$',
          '^src/adapters/ui/main[.]tsx$',
          '^src/adapters/ui/server-render[.]tsx$',
          '^server/main[.]ts$',
          '^src/composition-root[.]ts$',
          '^(tests|e2e|bench|scripts)/',
        ],
      },
      to: {},
    },
    {
      name: 'domain-imports-only-domain-and-dayjs',
      severity: 'error',
      comment: 'src/domain is pure rules: it imports only itself and dayjs with its plugins (ARCHITECTURE.md).',
      from: { path: '^src/domain/' },
      to: {
        pathNot: ['^src/domain/', '(^|/)node_modules/dayjs/'],
        dependencyTypesNot: ['type-only'],
      },
    },
    {
      name: 'domain-types-only-domain',
      severity: 'error',
      from: { path: '^src/domain/' },
      to: { dependencyTypes: ['type-only'], pathNot: ['^src/domain/', '(^|/)node_modules/dayjs/'] },
    },
    {
      name: 'application-imports-only-domain',
      severity: 'error',
      comment: 'Use cases and ports know the domain and nothing else: no React, axios, inversify or adapter.',
      from: { path: '^src/application/' },
      to: { pathNot: ['^src/application/', '^src/domain/'] },
    },
    {
      name: 'franchise-profile-is-plain-data',
      severity: 'error',
      comment:
        'src/franchise (the franchise profile: brand, colours, phones, company, links) is read by the UI and the ' +
        'server alike: it imports only itself and zod, never React, the DOM side or an adapter.',
      from: { path: '^src/franchise/' },
      to: { pathNot: ['^src/franchise/', '(^|/)node_modules/zod/'] },
    },
    {
      name: 'adapters-import-no-composition',
      severity: 'error',
      comment: 'Adapters are wired by the composition root; they never reach back into it.',
      // The two UI entries are composition roots themselves: the browser's and the server renderer's (issue 13).
      from: {
        path: '^src/adapters/',
        pathNot: ['^src/adapters/ui/main[.]tsx$', '^src/adapters/ui/server-render[.]tsx$'],
      },
      to: { path: ['^src/composition-root[.]ts$', '^src/composition/'] },
    },
    {
      name: 'only-the-ui-knows-react',
      severity: 'error',
      from: { path: '^(src/(domain|application|contract|adapters/(http|memory|storage))|server)/' },
      to: { path: '(^|/)node_modules/(react|react-dom|react-router|mobx|mobx-react-lite)/' },
    },
    {
      name: 'ui-is-imported-only-by-the-browser-root',
      severity: 'error',
      comment:
        'Nothing imports src/adapters/ui except the UI itself and the browser composition root (browser-container.ts, ' +
        're-exported by src/composition-root.ts).',
      from: {
        pathNot: [
          '^src/adapters/ui/',
          '^src/composition-root[.]ts$',
          '^src/composition/browser-container[.]ts$',
          '^(tests|e2e|bench|scripts)/',
        ],
      },
      to: { path: '^src/adapters/ui/' },
    },
    {
      name: 'server-imports-no-browser-adapter',
      severity: 'error',
      comment: 'server/ builds on src/domain and src/contract (and the application ports it serves in-process).',
      from: { path: '^server/' },
      to: { path: '^src/(adapters|composition)' },
    },
    {
      name: 'common-password-list-stays-on-the-server',
      severity: 'error',
      comment:
        'The common-password list (issue 15) is checked by server/auth/common-passwords.ts only: the storefront ' +
        'bundle never carries it.',
      from: { path: '^src/' },
      to: { path: '(^|/)node_modules/@zxcvbn-ts/' },
    },
    {
      name: 'production-imports-no-test-code',
      severity: 'error',
      from: { path: '^(src|server)/' },
      to: { path: '^(tests|e2e|bench)/' },
    },
    {
      name: 'production-imports-no-dev-dependency',
      severity: 'error',
      from: { path: '^(src|server)/', pathNot: ['[.]d[.]ts$'] },
      to: { dependencyTypes: ['npm-dev'], dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'not-to-unresolvable',
      severity: 'error',
      from: {},
      to: { couldNotResolve: true },
    },
    {
      name: 'production-code-reachable-from-an-entry',
      severity: 'error',
      comment:
        'A module under src/ or server/ that neither entry (browser, server) nor the headless root reaches is used ' +
        'only by tests: give it its caller or delete it.',
      from: {
        path: '^src/adapters/ui/main[.]tsx$|^src/adapters/ui/server-render[.]tsx$|^server/main[.]ts$|^src/composition-root[.]ts$',
      },
      to: {
        path: '^(src|server)/',
        pathNot: [
          '[.]d[.]ts$',
          '^server/db/migrations/',
          '^src/adapters/ui/main[.]tsx$',
          '^src/adapters/ui/server-render[.]tsx$',
          '^server/main[.]ts$',
          // The browser build takes it for inversify's reflect-metadata (vite.config.ts alias), not an import.
          '^src/composition/reflect-own-metadata[.]ts$',
          // Spec rules written ahead of their screens; each leaves this list when its screen lands.
          '^src/domain/validation/email[.]ts$', // spec §5 email pattern: no screen asks for an email yet
          '^src/domain/validation/birth-date[.]ts$', // spec §5 birth picker: no screen of ours picks a birth date yet
        ],
        reachable: false,
      },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['^node_modules', '^dist', '^tests/unit/architecture/fixtures/'] },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      mainFields: ['module', 'main', 'types', 'typings'],
    },
    skipAnalysisNotInRules: true,
  },
};
