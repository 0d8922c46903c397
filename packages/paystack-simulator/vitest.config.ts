import { defineProject } from 'vitest/config';

// No mocks or globals (each file starts its own simulators): workers are reused from file to file.
export default defineProject({ test: { name: 'paystack-simulator', include: ['src/**/*.test.ts'], testTimeout: 15_000, isolate: false } });
