import { describe, expect, it } from 'vitest';
import { ApiError, toApiError } from './api-client';
import { failureMessage } from './failure-message';

const fallbacks = { serverFailed: 'Failed to set default account.', unexpected: 'Failed to set default payout account.' };

describe('failureMessage (spec §8)', () => {
  it("the server's own reason first", () => {
    expect(failureMessage(toApiError(404, { error: { code: 'not_found', message: 'Payout account not found.' } }), fallbacks)).toBe('Payout account not found.');
  });
  it('the server failing without a reason (its 500, a proxy page): the spec’s function fallback', () => {
    expect(failureMessage(toApiError(500, { error: { code: 'internal_error', message: 'An unexpected error occurred. Please try again.' } }), fallbacks)).toBe('Failed to set default account.');
    expect(failureMessage(toApiError(502, '<html>Bad gateway</html>'), fallbacks)).toBe('Failed to set default account.');
  });
  it('no answer at all, or anything else thrown: the screen’s own fallback', () => {
    expect(failureMessage(new ApiError(0, 'network_error', 'Could not reach Changamoto.'), fallbacks)).toBe('Failed to set default payout account.');
    expect(failureMessage(new TypeError('x is undefined'), fallbacks)).toBe('Failed to set default payout account.');
  });
});
