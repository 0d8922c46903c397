import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // One embedded PostgreSQL for the whole run; each test file clones its own database from a migrated template.
    globalSetup: ['./test/global-setup.ts'],
    // Workers are reused from file to file (no fresh process and module graph per file): a server file
    // spent more time importing the app's dependency graph (better-auth, pg-boss, Kysely, …) than in
    // its tests; import time fell 205 s → 42 s over 20 files measured back to back. Safe here because
    // nothing in these files mocks modules, stubs globals or fakes timers, and each file has its own
    // database; module-level state in src/ is keyed by database or idempotent (job-end-guard.ts).
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
