import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';
import { i18nCatalogs } from './build-plugins/i18n-catalogs.ts';

export default defineProject({
  plugins: [i18nCatalogs(), react()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', 'build-plugins/**/*.test.ts'],
    setupFiles: ['./src/test/setup.ts'],
    // Above Testing Library's 5 s wait (src/test/setup.ts), so a slow first render on a loaded machine
    // still ends in the assertion's own message rather than a bare timeout.
    testTimeout: 15_000,
  },
});
