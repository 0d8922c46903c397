import { defineProject } from 'vitest/config';

export default defineProject({ test: { name: 'paystack-simulator', include: ['src/**/*.test.ts'], testTimeout: 15_000 } });
