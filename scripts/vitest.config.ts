import { defineProject } from 'vitest/config';

// Checks on the repository itself (file names, decision records): no app, no database, no mocks,
// so workers are reused from file to file.
export default defineProject({ test: { name: 'repo', include: ['checks/**/*.test.ts'], isolate: false } });
