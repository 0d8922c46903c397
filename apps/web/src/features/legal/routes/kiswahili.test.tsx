// The legal pages in Kiswahili (issue #20 §1): the FAQ fully translated (its lazy Kiswahili module),
// the Terms and Privacy Policy in English under a Kiswahili summary, headings and tabs from the catalog.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { activateLocale } from '@/lib/i18n';
import { serveConfig, tieredConfig } from '@/test/public-config';
import { renderWithProviders } from '@/test/render';
import FaqsRoute from './faqs';
import LegalDocumentsRoute from './legal-documents';
import TermsOfServiceRoute from './terms-of-service';

// The Kiswahili catalogs are lazy chunks: on a loaded machine their first import can take seconds.
const LAZY = { timeout: 15_000 };

describe('legal pages in Kiswahili', { timeout: 60_000 }, () => {
  // Transform the Kiswahili FAQ module once up front (seconds on a loaded machine); the page still
  // imports it lazily.
  beforeAll(async () => {
    await Promise.all([import('../content/faq-sw'), import('./legal-documents').then((m) => m.preloadLegalDocuments())]);
  }, 120_000);
  beforeEach(async () => {
    await activateLocale('sw');
  });
  afterEach(async () => {
    await activateLocale('en');
  });

  it('the FAQ: sections, questions and answers in Kiswahili, with the figures from the config', async () => {
    serveConfig({ ...tieredConfig, dailyBonusTokens: 7 });
    const user = userEvent.setup();
    renderWithProviders(<FaqsRoute />, { path: '/faqs' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Msaada/Maswali' }, LAZY)).toBeInTheDocument();
    // The questions are the lazy Kiswahili module (content/faq-sw).
    await screen.findByRole('heading', { level: 2, name: 'Kuanza' }, LAZY);
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['Kuanza', 'Mfumo wa tokeni', 'Aina za changamoto', 'Malipo na utoaji', 'Usalama', 'Bado unahitaji msaada?']);
    await screen.findByRole('link', { name: tieredConfig.supportEmail });
    await user.click(screen.getByRole('button', { name: 'Bonasi ya kila siku inafanyaje kazi?' }));
    expect(screen.getByText(/Dai tokeni 7 za bonasi mara moja kila siku/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Je, kuna ada za utoaji?' }));
    expect(await screen.findByRole('table', { name: 'Ada za utoaji kulingana na thamani ya jumla kwa KES' })).toBeInTheDocument();
    const contact = screen.getByRole('region', { name: 'Bado unahitaji msaada?' });
    expect(within(contact).getByRole('link', { name: 'Tutumie ujumbe kutoka ukurasa wa Wasiliana nasi' })).toHaveAttribute('href', '/contact-us');
  });

  it('the Terms: a Kiswahili summary (18+, money rules, the English text binds) above the English sections', async () => {
    serveConfig();
    renderWithProviders(<TermsOfServiceRoute />, { path: '/terms-of-service' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Masharti ya Huduma' }, LAZY)).toBeInTheDocument();
    const summary = screen.getByRole('region', { name: 'Muhtasari kwa Kiswahili' });
    expect(summary).toHaveTextContent('miaka 18 na zaidi');
    expect(summary).toHaveTextContent('maandishi ya Kiingereza ndiyo yanayotumika kisheria');
    expect(screen.getByText('Toleo 1.0')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: '1. Acceptance of Terms' }).closest('[lang="en"]')).not.toBeNull();
  });

  it('the Legal Documents screen: title, tabs and footer from the catalog', async () => {
    serveConfig();
    renderWithProviders(<LegalDocumentsRoute />, { path: '/legal' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Nyaraka za kisheria' }, LAZY)).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Sera ya Faragha' })).toBeInTheDocument();
    expect(screen.getByText('© 2025 Changamoto. Haki zote zimehifadhiwa.')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: 'Kuanza' }, LAZY)).toBeInTheDocument();
  });
});
