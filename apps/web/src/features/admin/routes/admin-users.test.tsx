import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { apiError, ids, serveAdmin } from '../testing/admin-server';
import { AdminUsersRoute } from './admin-users';

const search = async (text: string) => {
  const user = userEvent.setup({ delay: null });
  await user.type(screen.getByLabelText('Search by username, email or phone'), text);
  await user.click(screen.getByRole('button', { name: 'Search' }));
};

describe('Users search (issue #7)', () => {
  it('asks for 2 characters before searching, then finds people by the typed text', async () => {
    const { calls } = serveAdmin();
    renderWithProviders(<AdminUsersRoute />, { path: '/admin/users' });
    await search('a');
    expect(screen.getByLabelText('Search by username, email or phone')).toHaveAccessibleDescription('Type at least 2 characters to search.');
    expect(calls('GET', '/api/admin/users')).toHaveLength(0);

    await search('lice');
    const link = await screen.findByRole('link', { name: 'alice' });
    expect(link).toHaveAttribute('href', `/admin/users/${ids.alice}`);
    expect(calls('GET', '/api/admin/users').map((c) => c.query)).toEqual([{ q: 'alice' }]);
    expect(screen.getByText('alice@example.co.ke · +254712345678')).toBeInTheDocument();
  });

  it("says when no one matches, and shows the server's error", async () => {
    serveAdmin({ routes: { 'GET /api/admin/users': () => ({ body: { users: [] } }) } });
    const view = renderWithProviders(<AdminUsersRoute />, { path: '/admin/users?q=zz' });
    expect(await screen.findByText('No one matches “zz”.')).toBeInTheDocument();
    view.unmount();

    serveAdmin({ routes: { 'GET /api/admin/users': () => apiError(400, 'Type at least 2 characters to search.', 'validation_error') } });
    renderWithProviders(<AdminUsersRoute />, { path: '/admin/users?q=zz' });
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Error: Type at least 2 characters to search.'));
  });
});
