import { describe, expect, it } from 'vitest';
import { createQueryClient, PAGE_STALE_TIME_MS } from './query-client';

describe('the app query client (spec §7 caches)', () => {
  it('keeps page queries fresh for 5 minutes and retries a failed one once', () => {
    const queries = createQueryClient().getDefaultOptions().queries;
    expect(PAGE_STALE_TIME_MS).toBe(5 * 60 * 1000);
    expect(queries?.staleTime).toBe(PAGE_STALE_TIME_MS);
    expect(queries?.retry).toBe(1);
  });
});
