import { defineProject } from 'vitest/config';

// Checks on the repository itself (file names, decision records): no app, no database.
export default defineProject({ test: { name: 'repo', include: ['checks/**/*.test.ts'] } });
