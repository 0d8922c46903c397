import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { freeConfig, serveConfig, tieredConfig } from '@/test/public-config';
import { WithdrawalFeeCopy } from './withdrawal-fee-copy';

describe('WithdrawalFeeCopy', () => {
  it("shows the tier table built from withdrawalFeeTiers when the mode is 'tiered'", async () => {
    serveConfig(tieredConfig);
    renderWithProviders(<WithdrawalFeeCopy />);
    const table = await screen.findByRole('table', { name: 'Withdrawal fees by gross KES value' });
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      );
    expect(rows).toEqual([
      ['KES 1 – 1,500', 'KES 20'],
      ['KES 1,501 – 20,000', 'KES 40'],
      ['Above KES 20,000', 'KES 60'],
    ]);
    expect(screen.getByText(/net amount must be at least KES 10/)).toBeInTheDocument();
    expect(screen.queryByText(/Withdrawals carry no fee/)).not.toBeInTheDocument();
  });

  it("says withdrawals carry no fee, with no table, when the mode is 'free'", async () => {
    serveConfig(freeConfig);
    renderWithProviders(<WithdrawalFeeCopy />);
    expect(await screen.findByText(/Withdrawals carry no fee/)).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('shows loading text until the config arrives, never a guessed mode', () => {
    serveConfig(tieredConfig);
    renderWithProviders(<WithdrawalFeeCopy />);
    expect(screen.getByText('Loading the current withdrawal fees…')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
