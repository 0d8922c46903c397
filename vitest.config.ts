import { defineConfig } from 'vitest/config';

// One run, four kinds of test: pure unit (shared), integration on a real PostgreSQL (server),
// component tests in jsdom (web) and checks on the repository itself (scripts: file names, decision
// records). Browser journeys run separately under Playwright (e2e/).
export default defineConfig({
  test: {
    projects: ['packages/shared', 'packages/paystack-simulator', 'apps/server', 'apps/web', 'scripts'],
    // Vitest's default is one worker per core less one: a single worker on CI's 2 cores. The server
    // files mostly wait on PostgreSQL and their jobs, so three at once roughly halve the run
    // (987 s → 522 s measured on the same loaded machine) and keep CI inside its 20 minutes.
    maxWorkers: 3,
  },
});
