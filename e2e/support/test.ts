import { type Browser, type BrowserContext, test as base, expect } from '@playwright/test';

// Specs import everything Playwright from here: `test` is the one below, the rest is Playwright's own.
export * from '@playwright/test';

/** One securitypolicyviolation event: what was blocked, by which directive, from where. */
interface CspViolation {
  readonly page: string;
  readonly directive: string;
  readonly blocked: string;
  readonly source: string;
}

const REPORT_BINDING = '__e2eReportCspViolation';

/**
 * Records every CSP violation in every page and frame of `context` into `violations`: an init script listens for
 * `securitypolicyviolation` before any page script runs, and reports through a binding at once (a page that
 * navigates away right after would lose a list kept in the page).
 */
async function recordCspViolations(context: BrowserContext, violations: CspViolation[]): Promise<void> {
  await context.exposeBinding(REPORT_BINDING, ({ frame }, violation: Omit<CspViolation, 'page'>) => {
    violations.push({ page: frame.url(), ...violation });
  });
  await context.addInitScript((binding) => {
    document.addEventListener(
      'securitypolicyviolation',
      (event) => {
        const report = (window as unknown as Record<string, (violation: unknown) => Promise<void>>)[binding];
        void report?.({
          directive: event.effectiveDirective,
          blocked: event.blockedURI,
          source: `${event.sourceFile}:${event.lineNumber}:${event.columnNumber}`,
        });
      },
      true,
    );
  }, REPORT_BINDING);
}

function describeViolations(violations: readonly CspViolation[]): string {
  const lines = violations.map((v) => `${v.directive} blocked ${v.blocked || '(inline)'} on ${v.page} at ${v.source}`);
  return `Content-Security-Policy violations (server/http/security-headers.ts):\n${lines.join('\n')}`;
}

/**
 * Playwright's `test`, failing any test during which a page broke the storefront's Content-Security-Policy (issue 15
 * finding 4: the suite runs with the CSP on). Covers the test's `context` and every context the test opens itself
 * with `browser.newContext()`.
 */
export const test = base.extend<{ failOnCspViolation: undefined }>({
  failOnCspViolation: [
    async ({ browser, context }, use) => {
      const violations: CspViolation[] = [];
      await recordCspViolations(context, violations);
      const newContext = browser.newContext;
      const watched: Browser['newContext'] = async (options) => {
        const created = await newContext.call(browser, options);
        await recordCspViolations(created, violations);
        return created;
      };
      browser.newContext = watched;
      try {
        await use(undefined);
      } finally {
        browser.newContext = newContext;
      }
      expect(violations, describeViolations(violations)).toEqual([]);
    },
    { auto: true },
  ],
});
