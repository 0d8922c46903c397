import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { serveConfig } from '@/test/public-config';
import PrivacyPolicyRoute from './privacy-policy';

describe('Privacy Policy page', () => {
  it('shows version 1.0 and the effective date May 29th 2025', () => {
    serveConfig();
    renderWithProviders(<PrivacyPolicyRoute />, { path: '/privacy-policy' });
    expect(screen.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeInTheDocument();
    expect(screen.getByText('Version 1.0')).toBeInTheDocument();
    expect(screen.getByText('May 29th 2025')).toHaveAttribute('datetime', '2025-05-29');
  });

  it('covers the required topics and says card data stays with Paystack', () => {
    serveConfig();
    renderWithProviders(<PrivacyPolicyRoute />, { path: '/privacy-policy' });
    const titles = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent?.replace(/^\d+\. /, ''));
    expect(titles).toEqual([
      'Who We Are',
      'Information We Collect',
      'How We Use Your Information',
      'Legal Bases for Processing',
      'How We Share Your Information',
      'Data Retention',
      'Data Security',
      'Your Rights',
      'Cookies',
      'Children',
      'International Data Transfers',
      'Changes to This Policy',
      'Contact Us',
    ]);
    expect(screen.getByText('Card data is handled by Paystack, not stored by us.')).toBeInTheDocument();
  });

  it('names the support e-mail from the config as the Data Protection Officer contact', async () => {
    serveConfig();
    renderWithProviders(<PrivacyPolicyRoute />, { path: '/privacy-policy' });
    const links = await screen.findAllByRole('link', { name: 'support@changamoto.co.ke' });
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) expect(link).toHaveAttribute('href', 'mailto:support@changamoto.co.ke');
  });
});
