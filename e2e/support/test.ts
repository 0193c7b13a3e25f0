// The journeys' `test`: @playwright/test's, with every test's browser context watching for Content-Security-Policy
// violations (the page's `securitypolicyviolation` events, which no console message reports to Playwright). A
// journey whose screens break the server's policy fails, naming the directive and what was blocked.
import { expect, test as base, type BrowserContext } from '@playwright/test';

export { expect };

const VIOLATION = 'CSP violation:';

/**
 * Collects the CSP violations of every page the context opens from now on; `expectNone` fails the test with them.
 * Contexts a journey opens itself (a second browser, a signed-out visitor) can be watched the same way.
 */
export async function watchContentSecurity(context: BrowserContext): Promise<{ expectNone(): void }> {
  const violations: string[] = [];
  await context.addInitScript((prefix) => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(`${prefix} ${event.effectiveDirective} blocked ${event.blockedURI || 'inline code'}`);
    });
  }, VIOLATION);
  context.on('console', (message) => {
    if (message.text().startsWith(VIOLATION)) violations.push(message.text());
  });
  return { expectNone: () => expect(violations, 'Content-Security-Policy violations').toEqual([]) };
}

export const test = base.extend({
  context: async ({ context }, use) => {
    const watch = await watchContentSecurity(context);
    await use(context);
    watch.expectNone();
  },
});
