import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, renderWithProviders } from '@/test/render';
import { TokenBalance } from './token-balance';

const wallet = { tokens: 1250, withdrawable: 1000, bonus: 250, region: 'KE', balanceFrozen: false, kycStatus: 'verified' };

describe('top-bar token balance', () => {
  it('shows the balance from GET /api/wallet (kept live by the [wallet] query)', async () => {
    mockApi(({ url }) => (url.pathname === '/api/wallet' ? { body: wallet } : { status: 401, body: { error: { code: 'unauthorized', message: 'Sign in first.' } } }));
    renderWithProviders(<TokenBalance tokens={0} />);
    expect(await screen.findByText('1,250 Tokens')).toBeInTheDocument();
  });

  it("shows the profile's tokens until (or unless) the wallet answers", async () => {
    const spy = mockApi(() => ({ status: 500, body: { error: { code: 'internal_error', message: 'boom' } } }));
    renderWithProviders(<TokenBalance tokens={40} />);
    expect(screen.getByText('40 Tokens')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(spy).toHaveBeenCalled();
    expect(screen.getByText('40 Tokens')).toBeInTheDocument();
  });
});
