import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { serveConfig, tieredConfig } from '@/test/public-config';
import FaqsRoute from './faqs';

describe('Help/FAQ page', () => {
  it('groups the questions in the five sections of the spec, in order', () => {
    serveConfig();
    renderWithProviders(<FaqsRoute />, { path: '/faqs' });
    expect(screen.getByRole('heading', { level: 1, name: 'Help/FAQ' })).toBeInTheDocument();
    const sections = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(sections).toEqual(['Getting Started', 'Token System', 'Challenge Types', 'Payments & Withdrawals', 'Safety & Security', 'Still need help?']);
  });

  it('expands a question to show its answer, with the bundle prices of the spec', async () => {
    serveConfig();
    const user = userEvent.setup();
    renderWithProviders(<FaqsRoute />, { path: '/faqs' });
    const question = screen.getByRole('button', { name: 'How do I buy tokens?' });
    expect(question).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText('25 tokens for KES 99')).not.toBeInTheDocument();

    await user.click(question);

    expect(question).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('25 tokens for KES 99')).toBeInTheDocument();
    expect(screen.getByText('50 tokens for KES 180')).toBeInTheDocument();
    expect(screen.getByText('100 tokens for KES 350')).toBeInTheDocument();
    expect(screen.getByText('Custom amount: at least KES 10, in whole shillings')).toBeInTheDocument();
  });

  it('quotes the daily and referral bonus amounts from the config', async () => {
    serveConfig({ ...tieredConfig, dailyBonusTokens: 7, referralBonusTokens: 25 });
    const user = userEvent.setup();
    renderWithProviders(<FaqsRoute />, { path: '/faqs' });
    await screen.findByRole('link', { name: tieredConfig.supportEmail });
    await user.click(screen.getByRole('button', { name: 'How does the daily bonus work?' }));
    await user.click(screen.getByRole('button', { name: 'How do referral rewards work?' }));
    expect(screen.getByText(/Claim 7 bonus tokens once per calendar day/)).toBeInTheDocument();
    expect(screen.getByText(/you and your friend each receive 25 bonus tokens/)).toBeInTheDocument();
  });

  it('shows the withdrawal fee answer from the shared fee copy', async () => {
    serveConfig();
    const user = userEvent.setup();
    renderWithProviders(<FaqsRoute />, { path: '/faqs' });
    await user.click(screen.getByRole('button', { name: 'Are there withdrawal fees?' }));
    expect(await screen.findByRole('table', { name: 'Withdrawal fees by gross KES value' })).toBeInTheDocument();
  });

  it('shows loading text in the contact block, then the support e-mail, phone and in-app support', async () => {
    serveConfig();
    renderWithProviders(<FaqsRoute />, { path: '/faqs' });
    const contact = screen.getByRole('region', { name: 'Still need help?' });
    expect(within(contact).getAllByText('Loading…')).toHaveLength(3);

    expect(await within(contact).findByRole('link', { name: 'support@changamoto.co.ke' })).toHaveAttribute('href', 'mailto:support@changamoto.co.ke');
    expect(within(contact).getByRole('link', { name: '+254 711 082 000' })).toHaveAttribute('href', 'tel:+254711082000');
    expect(within(contact).getByRole('link', { name: '+254 711 082 001' })).toHaveAttribute('href', 'https://wa.me/254711082001');
    expect(within(contact).getByRole('link', { name: 'Send us a message from the Contact Us page' })).toHaveAttribute('href', '/contact-us');
  });
});
