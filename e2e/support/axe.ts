import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';

/**
 * axe-core over WCAG 2.1 A and AA, run in the page itself ("legacy mode": the same rules, without the blank page
 * @axe-core/playwright otherwise opens to put the frames' results together, a new renderer for each call) and
 * keeping only the violations, the one result these checks read. About 1.2 instead of 2.2 core-seconds of Chromium
 * a call over 55 calls in the journeys (issue 46). Cross-origin frames go untested so: the only ones are the fake
 * video host's, outside the product.
 */
const axeOn = (page: Page) =>
  new AxeBuilder({ page })
    // First: options() replaces what withTags() sets.
    .options({ resultTypes: ['violations'] })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .setLegacyMode(true);

/** Serious and critical axe-core violations on the page as it is now (WCAG 2.1 A and AA rules). */
export async function seriousViolations(page: Page): Promise<string[]> {
  // Judge the page at rest: not under a hovering pointer or mid-way through a button's colour transition.
  await page.mouse.move(0, 0);
  await page.waitForTimeout(250);
  const results = await axeOn(page).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
    );
}

/** Every axe-core violation on the page as it is now (WCAG 2.1 A and AA rules), whatever its impact. */
export async function allViolations(page: Page): Promise<string[]> {
  await page.mouse.move(0, 0);
  await page.waitForTimeout(250);
  const results = await axeOn(page).analyze();
  return results.violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
  );
}
