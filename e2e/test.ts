// The journeys' `test` and `expect`: Playwright's, and each test closes the browser contexts it opened
// itself (`browser.newContext()`: the other players, the admin). Left open, every page of every earlier
// test in a worker kept its live stream, its timers and its renderer to the end of the run, on CI's two
// cores. Screenshots and traces of a failure are taken before fixtures are torn down, so they still
// show those pages. The accessibility rows' worker-wide cast (accessibility.ts) builds on Playwright's
// own `test`, so its people stay signed in from row to row.
import { test as base } from '@playwright/test';

export { expect } from '@playwright/test';

export const test = base.extend<{ closesItsContexts: void }>({
  closesItsContexts: [
    async ({ browser }, use) => {
      const before = new Set(browser.contexts());
      await use();
      await Promise.all(browser.contexts().map((context) => (before.has(context) ? undefined : context.close().catch(() => undefined))));
    },
    { auto: true },
  ],
});
