import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { baseProfile } from '@/test/profile';
import { mockApi, renderWithProviders } from '@/test/render';
import { AdminRoute } from './admin-route';

const serveProfile = (role: 'user' | 'admin') => mockApi(() => ({ body: { ...baseProfile, role } }));

describe('AdminRoute (issue #7: the admin area is only for admins)', () => {
  it("shows a signed-in person who is not an admin 'Admins only', never the admin screen", async () => {
    serveProfile('user');
    renderWithProviders(<AdminRoute>Verification queue</AdminRoute>, { path: '/admin' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Admins only' })).toBeInTheDocument();
    expect(screen.queryByText('Verification queue')).not.toBeInTheDocument();
  });

  it('shows an admin the admin screen', async () => {
    serveProfile('admin');
    renderWithProviders(<AdminRoute>Verification queue</AdminRoute>, { path: '/admin' });
    expect(await screen.findByText('Verification queue')).toBeInTheDocument();
    expect(screen.queryByText('Admins only')).not.toBeInTheDocument();
  });
});
