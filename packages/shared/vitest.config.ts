import { defineProject } from 'vitest/config';

// Pure functions, no mocks or globals: one worker runs file after file without a fresh process each.
export default defineProject({ test: { name: 'shared', include: ['src/**/*.test.ts'], isolate: false } });
