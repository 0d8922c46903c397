import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { serveAdmin } from '../testing/admin-server';
import { AdminLayout } from './admin-layout';

const renderAt = (path: string) => renderWithProviders(<AdminLayout />, { path, routePath: '/admin/*' });

describe('Admin area routes (issue #7)', () => {
  it('opens each screen at its path and marks its section in the admin navigation', async () => {
    serveAdmin();
    renderAt('/admin/payouts');
    expect(await screen.findByRole('heading', { level: 1, name: 'Payouts' }, { timeout: 5000 })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Admin' });
    expect(nav.querySelector('[aria-current="page"]')).toHaveTextContent('Payouts');
  });

  it('opens the queue at /admin', async () => {
    serveAdmin();
    renderAt('/admin');
    expect(await screen.findByRole('heading', { level: 1, name: 'Verification queue' }, { timeout: 5000 })).toBeInTheDocument();
  });

  it('says so for an unknown admin path', async () => {
    serveAdmin();
    renderAt('/admin/nope');
    expect(await screen.findByRole('heading', { level: 1, name: 'No such admin screen' }, { timeout: 5000 })).toBeInTheDocument();
  });
});
