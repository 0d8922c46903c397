import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { serveConfig } from '@/test/public-config';
import LegalDocumentsRoute, { preloadLegalDocuments } from './legal-documents';

describe('Legal Documents screen', () => {
  // The documents are chunks the page fetches right after it renders (decision 042); here they are loaded
  // first, so each check reads a tab as a person does once the page is there.
  beforeAll(() => preloadLegalDocuments());

  it('opens on the FAQ tab and shows only the FAQ', () => {
    serveConfig();
    renderWithProviders(<LegalDocumentsRoute />, { path: '/legal' });
    expect(screen.getByRole('heading', { level: 1, name: 'Legal Documents' })).toBeInTheDocument();
    expect(screen.getByRole('tablist', { name: 'Legal documents' })).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['FAQ', 'Privacy Policy', 'Terms of Service']);
    expect(screen.getByRole('tab', { name: 'FAQ' })).toHaveAttribute('aria-selected', 'true');

    expect(screen.getByRole('heading', { level: 2, name: 'Getting Started' })).toBeInTheDocument();
    expect(screen.queryByText('May 29th 2025')).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: '1. Acceptance of Terms' })).not.toBeInTheDocument();
  });

  it('switches to the Privacy Policy and then the Terms of Service, showing only the selected document', async () => {
    serveConfig();
    const user = userEvent.setup();
    renderWithProviders(<LegalDocumentsRoute />, { path: '/legal' });

    await user.click(screen.getByRole('tab', { name: 'Privacy Policy' }));
    expect(screen.getByRole('tab', { name: 'Privacy Policy' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'FAQ' })).toHaveAttribute('aria-selected', 'false');
    expect(screen.getByRole('heading', { level: 2, name: '1. Who We Are' })).toBeInTheDocument();
    expect(screen.getByText('May 29th 2025')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Getting Started' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: '1. Acceptance of Terms' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Terms of Service' }));
    expect(screen.getByRole('tab', { name: 'Terms of Service' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(20);
    expect(screen.getByRole('heading', { level: 2, name: '1. Acceptance of Terms' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: '1. Who We Are' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Getting Started' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('tabpanel')).toHaveLength(1);
  });

  it('moves between tabs with the arrow keys, Home and End (WAI-ARIA tabs)', async () => {
    serveConfig();
    const user = userEvent.setup();
    renderWithProviders(<LegalDocumentsRoute />, { path: '/legal' });
    await user.click(screen.getByRole('tab', { name: 'FAQ' }));
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Privacy Policy' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Privacy Policy' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveAccessibleName('Privacy Policy');
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Terms of Service' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'FAQ' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Terms of Service' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getAllByRole('tab').map((tab) => tab.tabIndex)).toEqual([-1, -1, 0]);
  });

  it('opens the tab named in ?tab= so a document can be linked to', () => {
    serveConfig();
    renderWithProviders(<LegalDocumentsRoute />, { path: '/legal?tab=terms' });
    expect(screen.getByRole('tab', { name: 'Terms of Service' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('heading', { level: 2, name: '20. Governing Law' })).toBeInTheDocument();
  });

  it('has a footer with the 2025 copyright and a last-updated note', () => {
    serveConfig();
    renderWithProviders(<LegalDocumentsRoute />, { path: '/legal' });
    expect(screen.getByText('© 2025 Changamoto. All rights reserved.')).toBeInTheDocument();
    expect(screen.getByText(/Last updated:/)).toHaveTextContent('Last updated: May 30th 2025');
  });
});
