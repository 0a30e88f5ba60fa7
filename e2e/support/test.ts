import { test as base, expect } from '@playwright/test';

export { expect };

/**
 * Playwright's `test`, failing any test whose pages broke the Content Security Policy: an
 * inline style without the response's nonce, a script from an origin the policy does not list
 * (docs/deployment.md, "Security headers"). Chromium reports each refusal on the console, with
 * JavaScript off too. A test that breaks the policy on purpose says so:
 * `test.use({ cspViolationsExpected: true })`, and reads them itself.
 */
export const test = base.extend<{ cspViolationsExpected: boolean; cspGuard: void }>({
  cspViolationsExpected: [false, { option: true }],
  cspGuard: [
    async ({ context, cspViolationsExpected }, use) => {
      const violations: string[] = [];
      context.on('console', (message) => {
        if (message.text().includes('Content Security Policy')) violations.push(message.text());
      });
      await use();
      if (!cspViolationsExpected) expect(violations, 'CSP violations').toEqual([]);
    },
    { auto: true },
  ],
});
