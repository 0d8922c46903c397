import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { freeConfig, serveConfig } from '@/test/public-config';
import TermsOfServiceRoute from './terms-of-service';

const expectedSections = [
  '1. Acceptance of Terms',
  '2. Eligibility',
  '3. Platform Overview',
  '4. User Accounts',
  '5. Token Economy',
  '6. Challenge System',
  '7. Fees and Payouts',
  '8. Administrative Powers',
  '9. Intellectual Property',
  '10. Privacy',
  '11. Disclaimers',
  '12. Limitation of Liability',
  '13. Indemnification',
  '14. Dispute Resolution',
  '15. Termination',
  '16. Changes to Terms',
  '17. Severability',
  '18. Entire Agreement',
  '19. Contact Information',
  '20. Governing Law',
];

describe('Terms of Service page', () => {
  it('renders exactly the 20 sections of the spec, in order, as h2 headings', () => {
    serveConfig();
    renderWithProviders(<TermsOfServiceRoute />, { path: '/terms-of-service' });
    expect(screen.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeInTheDocument();
    const headings = screen.getAllByRole('heading', { level: 2 });
    expect(headings).toHaveLength(20);
    expect(headings.map((heading) => heading.textContent)).toEqual(expectedSections);
  });

  it('shows version 1.0 and the effective date May 30th 2025', () => {
    serveConfig();
    renderWithProviders(<TermsOfServiceRoute />, { path: '/terms-of-service' });
    expect(screen.getByText('Version 1.0')).toBeInTheDocument();
    expect(screen.getByText('May 30th 2025')).toHaveAttribute('datetime', '2025-05-30');
  });

  it('states the key rules: final purchases, 20% fee with 30 days notice, binding admin decisions, liability cap', () => {
    serveConfig();
    renderWithProviders(<TermsOfServiceRoute />, { path: '/terms-of-service' });
    expect(screen.getByText('All purchases are final and non-refundable, except where Kenyan law requires a refund.')).toBeInTheDocument();
    expect(screen.getByText(/platform fee of 20% of the prize pool/)).toBeInTheDocument();
    expect(screen.getByText(/at least 30 days’ notice of any change to the platform fee/)).toBeInTheDocument();
    expect(screen.getByText(/decisions are final and binding/)).toBeInTheDocument();
    expect(screen.getByText(/lesser of \(a\) the value of the tokens remaining in your account/)).toBeInTheDocument();
    expect(screen.getByText(/typically announce changes 14 days before/)).toBeInTheDocument();
    expect(screen.getByText(/Gambling Control Act, 2025/)).toBeInTheDocument();
  });

  it("words the fees and payouts section by the config's withdrawal fee mode", async () => {
    serveConfig(freeConfig);
    renderWithProviders(<TermsOfServiceRoute />, { path: '/terms-of-service' });
    expect(await screen.findByText(/Withdrawals carry no fee/)).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
