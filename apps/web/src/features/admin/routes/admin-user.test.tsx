import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from '@/lib/toast';
import { renderWithProviders } from '@/test/render';
import { adminUser, apiError, ids, serveAdmin } from '../testing/admin-server';
import { AdminUserRoute } from './admin-user';

vi.mock('@/lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn(), message: vi.fn() } }));
beforeEach(() => vi.clearAllMocks());

const userPath = `/api/admin/users/${ids.alice}`;
const renderUser = () => renderWithProviders(<AdminUserRoute />, { path: `/admin/users/${ids.alice}`, routePath: '/admin/users/:id' });

/** Opens an action's confirm step, fills the reason, confirms. */
async function act(label: string, dialogName: string, reason: string | null) {
  const user = userEvent.setup({ delay: null });
  await user.click(await screen.findByRole('button', { name: label }));
  const dialog = screen.getByRole('dialog', { name: dialogName });
  if (reason) await user.type(within(dialog).getByLabelText(/^Reason/), reason);
  await user.click(within(dialog).getByRole('button', { name: label }));
  return dialog;
}

describe('One person (issue #7)', () => {
  it('shows the account, its balances, challenges and transactions', async () => {
    serveAdmin();
    renderUser();
    expect(await screen.findByRole('heading', { level: 1, name: 'alice' })).toBeInTheDocument();
    const balances = screen.getByRole('region', { name: 'Balances' });
    expect(balances).toHaveTextContent('Withdrawable120 Tokens');
    expect(balances).toHaveTextContent('Bonus30 Tokens');
    expect(balances).toHaveTextContent('Total150 Tokens');
    expect(screen.getByText('No challenges yet.')).toBeInTheDocument();
    expect(screen.getByText('No transactions yet.')).toBeInTheDocument();
  });

  it('freezes a balance only with a reason, posts it, toasts the server message and refetches', async () => {
    const { calls } = serveAdmin();
    renderUser();
    const dialog = await act('Freeze balance', 'Freeze balance', null);
    expect(within(dialog).getByLabelText(/^Reason/)).toHaveAccessibleDescription('Please give a reason.');
    expect(calls('POST', `${userPath}/balance-freeze`)).toHaveLength(0);

    await userEvent.setup({ delay: null }).type(within(dialog).getByLabelText(/^Reason/), 'Chargeback under review');
    await userEvent.setup({ delay: null }).click(within(dialog).getByRole('button', { name: 'Freeze balance' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Done.'));
    expect(calls('POST', `${userPath}/balance-freeze`)[0]?.body).toEqual({ frozen: true, reason: 'Chargeback under review' });
    await waitFor(() => expect(calls('GET', userPath)).toHaveLength(2));
  });

  it('suspends with a reason and an optional end date', async () => {
    const user = userEvent.setup({ delay: null });
    const { calls } = serveAdmin();
    renderUser();
    await user.click(await screen.findByRole('button', { name: 'Suspend' }));
    const dialog = screen.getByRole('dialog', { name: 'Suspend account' });
    await user.type(within(dialog).getByLabelText(/^Reason/), 'Abusive messages');
    await user.type(within(dialog).getByLabelText('Ends (optional)'), '2099-01-31T18:00');
    await user.click(within(dialog).getByRole('button', { name: 'Suspend' }));
    await waitFor(() => expect(calls('POST', `${userPath}/suspend`)).toHaveLength(1));
    expect(calls('POST', `${userPath}/suspend`)[0]?.body).toEqual({ reason: 'Abusive messages', until: new Date('2099-01-31T18:00').toISOString() });
  });

  it('unsuspends, unfreezes and makes admin with the right bodies', async () => {
    const { calls } = serveAdmin({
      routes: { [`GET ${userPath}`]: () => ({ body: { user: adminUser({ banned: true, banReason: 'Spam', balanceFrozen: true }), balances: { cash: 0, bonus: 0, total: 0 }, challenges: [], transactions: [] } }) },
    });
    renderUser();
    await act('Unsuspend', 'Lift suspension', 'Appeal accepted');
    await waitFor(() => expect(calls('POST', `${userPath}/unsuspend`)[0]?.body).toEqual({ reason: 'Appeal accepted' }));
    await act('Unfreeze balance', 'Unfreeze balance', 'Review done');
    await waitFor(() => expect(calls('POST', `${userPath}/balance-freeze`)[0]?.body).toEqual({ frozen: false, reason: 'Review done' }));
    await act('Make admin', 'Make admin', 'New moderator');
    await waitFor(() => expect(calls('POST', `${userPath}/role`)[0]?.body).toEqual({ role: 'admin', reason: 'New moderator' }));
  });

  it("shows the server's refusal in the dialog (terminate)", async () => {
    const { calls } = serveAdmin({ routes: { [`POST ${userPath}/terminate`]: () => apiError(403, 'You cannot do this to your own account.', 'forbidden') } });
    renderUser();
    const dialog = await act('Terminate', 'Terminate account', 'Fraud');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('You cannot do this to your own account.');
    expect(calls('POST', `${userPath}/terminate`)[0]?.body).toEqual({ reason: 'Fraud' });
    expect(toast.success).not.toHaveBeenCalled();
  });

  it("shows 'User not found.' for an unknown id", async () => {
    serveAdmin({ routes: { [`GET ${userPath}`]: () => apiError(404, 'User not found.', 'not_found') } });
    renderUser();
    expect(await screen.findByRole('alert')).toHaveTextContent('Error: User not found.');
  });
});
