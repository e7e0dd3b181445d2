import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * Resolves once every finite CSS animation and transition on the page has finished. axe reads computed colours: a
 * button caught halfway through its disabled → enabled transition (grey turning into the primary colour) measures a
 * contrast no customer ever sees at rest, and failed the check about once in 30 runs. Endless animations (skeleton
 * shimmer, spinners) are not waited for.
 */
async function transitionsSettled(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity),
  );
}

/**
 * The serious and critical axe-core violations on the page at rest, one line each: rule, impact, help and every
 * offending selector. `scope` narrows or widens what is checked (e.g. `(axe) => axe.exclude('footer')`).
 */
export async function seriousViolations(
  page: Page,
  scope: (axe: AxeBuilder) => AxeBuilder = (axe) => axe,
): Promise<string[]> {
  await transitionsSettled(page);
  const results = await scope(new AxeBuilder({ page })).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`);
}

/** seriousViolations on the page's own content: the shell footer is checked once, by e2e/a11y.spec.ts. */
export function contentViolations(page: Page): Promise<string[]> {
  return seriousViolations(page, (axe) => axe.exclude('footer'));
}
