import type { PublicConfig } from '@changamoto/shared/contract';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import { activateLocale } from '@/lib/i18n';
import { tieredConfig as config } from '@/test/public-config';
import { mockApi, renderWithProviders } from '@/test/render';
import AboutUsRoute from './about-us';
import BlogRoute from './blog';
import CareersRoute from './careers';

// The Kiswahili catalogs are lazy chunks: on a loaded machine their first import can take seconds.
const LAZY = { timeout: 15_000 };

const serve = (body: PublicConfig) => mockApi(({ url }) => (url.pathname === '/api/config' ? { body } : { status: 404, body: {} }));

describe('About Us page', () => {
  it('has the sections of the spec under one h1', () => {
    serve(config);
    renderWithProviders(<AboutUsRoute />, { path: '/about-us' });
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['Our story', 'Our mission', 'Our impact so far', 'What makes us different', 'Meet the team', 'Our partners', 'Get in touch']);
  });

  it('shows the marketing impact figures of spec §1', () => {
    serve(config);
    renderWithProviders(<AboutUsRoute />, { path: '/about-us' });
    const impact = screen.getByRole('region', { name: 'Our impact so far' });
    for (const figure of ['5,000+', 'KES 2M+', '50+', '10%']) expect(within(impact).getByText(figure)).toBeInTheDocument();
  });

  it('shows the team with initials avatars and no images, and partners Paystack and M-Pesa', () => {
    serve(config);
    const { container } = renderWithProviders(<AboutUsRoute />, { path: '/about-us' });
    const team = screen.getByRole('region', { name: 'Meet the team' });
    expect(within(team).getByRole('heading', { name: 'Wanjiru Kamau' })).toBeInTheDocument();
    expect(within(team).getByText('WK')).toBeInTheDocument();
    expect(container.querySelector('img')).toBeNull();
    const partners = screen.getByRole('region', { name: 'Our partners' });
    expect(within(partners).getByRole('heading', { name: 'Paystack' })).toBeInTheDocument();
    expect(within(partners).getByRole('heading', { name: 'M-Pesa' })).toBeInTheDocument();
  });

  it("claims fee-free withdrawals only when the config's fee mode is 'free'", async () => {
    serve({ ...config, withdrawalFeeMode: 'free', withdrawalFeeTiers: [] });
    renderWithProviders(<AboutUsRoute />, { path: '/about-us' });
    expect(await screen.findByRole('heading', { name: 'Fee-free withdrawals' })).toBeInTheDocument();
  });

  it("does not claim fee-free withdrawals when the fee mode is 'tiered'", async () => {
    serve(config);
    renderWithProviders(<AboutUsRoute />, { path: '/about-us' });
    expect(await screen.findByRole('heading', { name: 'Clear withdrawal fees' })).toBeInTheDocument();
    expect(screen.queryByText(/fee-free/i)).not.toBeInTheDocument();
  });

  it('links only to pages that exist', () => {
    serve(config);
    renderWithProviders(<AboutUsRoute />, { path: '/about-us' });
    const hrefs = screen.getAllByRole('link').map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual([paths.contactUs, paths.faqs, paths.careers]);
  });

  describe('in Kiswahili (issue #20 §1)', { timeout: 60_000 }, () => {
    afterEach(async () => {
      await activateLocale('en');
    });

    it('about, careers and blog read fully in Kiswahili, paragraphs included', async () => {
      await activateLocale('sw');
      serve({ ...config, withdrawalFeeMode: 'free', withdrawalFeeTiers: [] });
      const about = renderWithProviders(<AboutUsRoute />, { path: '/about-us' });
      expect(await screen.findByRole('heading', { level: 1, name: 'Kuhusu Changamoto' }, LAZY)).toBeInTheDocument();
      expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['Historia yetu', 'Dhamira yetu', 'Mafanikio yetu hadi sasa', 'Kinachotutofautisha', 'Kutana na timu', 'Washirika wetu', 'Wasiliana nasi']);
      expect(screen.getByText(/^Changamoto ilianza mwaka 2024/)).toBeInTheDocument();
      expect(await screen.findByRole('heading', { name: 'Utoaji bila ada' })).toBeInTheDocument();
      about.unmount();

      const careers = renderWithProviders(<CareersRoute />, { path: '/careers' });
      expect(screen.getByRole('heading', { level: 2, name: 'Nafasi za kazi' })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'careers@changamoto.co.ke' })).toHaveAttribute('href', 'mailto:careers@changamoto.co.ke');
      expect(screen.getAllByRole('link', { name: /^Omba kazi ya / })).toHaveLength(4);
      careers.unmount();

      renderWithProviders(<BlogRoute />, { path: '/blog' });
      expect(screen.getByRole('heading', { level: 2, name: 'Kwa nini tunaomba kitambulisho chako kabla ya utoaji wako wa kwanza' })).toBeInTheDocument();
      expect(screen.getAllByText('Mambo muhimu')).toHaveLength(5);
      expect(screen.getByText('7 Agosti 2025')).toBeInTheDocument();
    });
  });
});
