import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render';
import CareersRoute from './careers';

describe('Careers page', () => {
  it('lists 3 to 4 open roles in Nairobi, each with a team, a type and an e-mail application link', () => {
    renderWithProviders(<CareersRoute />, { path: '/careers' });
    const roles = within(screen.getByRole('region', { name: 'Open roles' })).getAllByRole('article');
    expect(roles.length).toBeGreaterThanOrEqual(3);
    expect(roles.length).toBeLessThanOrEqual(4);
    for (const role of roles) {
      expect(within(role).getByText('Team:')).toBeInTheDocument();
      expect(within(role).getByText('Type:')).toBeInTheDocument();
      expect(within(role).getByText(/Nairobi/)).toBeInTheDocument();
      expect(
        within(role)
          .getByRole('link', { name: /^Apply by e-mail for / })
          .getAttribute('href'),
      ).toMatch(/^mailto:careers@changamoto\.co\.ke\?subject=/);
    }
  });

  it('tells people to apply by e-mailing careers@changamoto.co.ke', () => {
    renderWithProviders(<CareersRoute />, { path: '/careers' });
    expect(screen.getByRole('link', { name: 'careers@changamoto.co.ke' })).toHaveAttribute('href', 'mailto:careers@changamoto.co.ke');
    expect(screen.getByRole('heading', { level: 2, name: 'Why work here' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Our values' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Benefits' })).toBeInTheDocument();
  });
});
