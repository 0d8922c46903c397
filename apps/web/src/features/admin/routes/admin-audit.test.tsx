import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { auditEntry, ids, serveAdmin } from '../testing/admin-server';
import { AdminAuditRoute } from './admin-audit';

describe('Audit log (issue #7)', () => {
  it("builds the query from the filters, and 'Load more' asks for the page after nextCursor", async () => {
    const user = userEvent.setup({ delay: null });
    const { calls } = serveAdmin({
      routes: {
        'GET /api/admin/audit': ({ url }) =>
          url.searchParams.get('cursor') === 'page-2' ? { body: { entries: [auditEntry(3)], nextCursor: null } } : { body: { entries: [auditEntry(1), auditEntry(2)], nextCursor: url.searchParams.has('action') ? 'page-2' : null } },
      },
    });
    renderWithProviders(<AdminAuditRoute />, { path: '/admin/audit' });
    expect(await screen.findByText('Reason: Reason 1')).toBeInTheDocument();
    expect(calls('GET', '/api/admin/audit')[0]?.query).toEqual({ limit: '50' });
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Action'), 'user.freeze');
    await user.selectOptions(screen.getByLabelText('Target type'), 'user');
    await user.type(screen.getByLabelText('Target'), 'alice@example.co.ke');
    await user.type(screen.getByLabelText('Admin'), 'wanjiku');
    await user.type(screen.getByLabelText('From'), '2026-03-01');
    await user.type(screen.getByLabelText('To'), '2026-03-05');
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));
    await waitFor(() => expect(calls('GET', '/api/admin/audit')).toHaveLength(2));
    expect(calls('GET', '/api/admin/audit')[1]?.query).toEqual({ action: 'user.freeze', targetType: 'user', target: 'alice@example.co.ke', actor: 'wanjiku', from: '2026-03-01', to: '2026-03-05', limit: '50' });

    await user.click(await screen.findByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Reason: Reason 3')).toBeInTheDocument();
    expect(calls('GET', '/api/admin/audit')[2]?.query).toEqual({ action: 'user.freeze', targetType: 'user', target: 'alice@example.co.ke', actor: 'wanjiku', from: '2026-03-01', to: '2026-03-05', limit: '50', cursor: 'page-2' });
    expect(screen.getAllByRole('listitem').filter((li) => li.textContent?.startsWith('user.freeze'))).toHaveLength(3);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('shows names and links, not raw ids: the admin, a person, a challenge by its title, whose payout (issue #24 item 12)', async () => {
    serveAdmin({
      routes: {
        'GET /api/admin/audit': () => ({
          body: {
            entries: [
              auditEntry(1),
              auditEntry(2, { action: 'challenge.void', targetType: 'challenge', targetId: ids.challenge, target: { label: 'Climb Mount Kenya', userId: null } }),
              auditEntry(3, { action: 'payout.retry', targetType: 'payout', targetId: ids.payout, target: { label: 'bob', userId: ids.bob }, actor: { id: ids.admin, username: null, email: 'ops@example.co.ke' } }),
            ],
            nextCursor: null,
          },
        }),
      },
    });
    renderWithProviders(<AdminAuditRoute />, { path: '/admin/audit' });
    const list = await screen.findByRole('list', { name: 'Audit entries' });
    expect(within(list).getByRole('link', { name: 'User alice' })).toHaveAttribute('href', `/admin/users/${ids.alice}`);
    expect(within(list).getByRole('link', { name: 'Challenge Climb Mount Kenya' })).toHaveAttribute('href', `/challenges/${ids.challenge}`);
    expect(within(list).getByRole('link', { name: 'Payout of bob' })).toHaveAttribute('href', `/admin/users/${ids.bob}`);
    expect(within(list).getAllByRole('link', { name: 'admin' })[0]).toHaveAttribute('href', `/admin/users/${ids.admin}`);
    expect(within(list).getByRole('link', { name: 'ops@example.co.ke' })).toBeInTheDocument();
    expect(list).not.toHaveTextContent(ids.alice);
    expect(list).not.toHaveTextContent(ids.challenge);
  });

  it('says when nothing matches', async () => {
    serveAdmin({ routes: { 'GET /api/admin/audit': () => ({ body: { entries: [], nextCursor: null } }) } });
    renderWithProviders(<AdminAuditRoute />, { path: '/admin/audit?action=kyc.reject' });
    expect(await screen.findByText('No audit entries match these filters.')).toBeInTheDocument();
    expect(screen.getByLabelText('Action')).toHaveValue('kyc.reject');
  });
});
