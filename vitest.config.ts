import { defineConfig } from 'vitest/config';

// One run, three kinds of test: pure unit (shared), integration on a real PostgreSQL (server),
// and component tests in jsdom (web). Browser journeys run separately under Playwright (e2e/).
export default defineConfig({
  test: {
    projects: ['packages/shared', 'packages/paystack-simulator', 'apps/server', 'apps/web'],
  },
});
