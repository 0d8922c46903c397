import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { AccountStatus } from './account-status';

const createdAt = '2025-01-15T10:00:00.000Z';

describe('account status on the profile', () => {
  it('links to identity verification until the identity is verified', () => {
    for (const [kycStatus, name] of [
      ['unverified', 'Verify your identity'],
      ['pending', 'See your verification'],
      ['rejected', 'See why and submit again'],
    ] as const) {
      const view = renderWithProviders(<AccountStatus profile={{ kycStatus, createdAt }} />);
      expect(screen.getByRole('link', { name })).toHaveAttribute('href', '/verify-identity');
      view.unmount();
    }
    renderWithProviders(<AccountStatus profile={{ kycStatus: 'verified', createdAt }} />);
    expect(screen.getByText(/Identity verification:/)).toHaveTextContent('Identity verification: Verified');
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });
});
