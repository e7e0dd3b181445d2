import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// Two projects (DEVELOPERS.md): node for domain, application, server and contract suites; jsdom for the UI.
export default defineConfig({
  test: {
    maxWorkers: 2,
    coverage: {
      provider: 'v8',
      include: ['src/domain/**/*.ts', 'src/application/**/*.ts'],
      reporter: ['text-summary', 'text'],
    },
    projects: [
      {
        test: {
          name: 'unit',
          environment: 'node',
          // Node suites share a worker's module cache (no per-file re-import): the contract project went from 640 s to
          // 414 s in CI time. The jsdom project stays isolated: its files share document and timers state.
          isolate: false,
          include: ['tests/unit/**/*.test.ts'],
          exclude: ['tests/unit/ui/**'],
          setupFiles: ['tests/support/zod-english.ts'],
        },
      },
      {
        plugins: [react()],
        test: {
          name: 'ui',
          environment: 'jsdom',
          include: ['tests/unit/ui/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/unit/ui/support/setup.ts'],
          testTimeout: 20_000,
        },
      },
      {
        test: {
          name: 'contract',
          environment: 'node',
          include: ['tests/contract/**/*.test.ts'],
          isolate: false, // see the unit project
          setupFiles: ['tests/support/zod-english.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
