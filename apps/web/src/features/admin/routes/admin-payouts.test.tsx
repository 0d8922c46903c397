import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from '@/lib/toast';
import { renderWithProviders } from '@/test/render';
import { apiError, ids, payout, serveAdmin } from '../testing/admin-server';
import { AdminPayoutsRoute } from './admin-payouts';

vi.mock('@/lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn(), message: vi.fn() } }));
beforeEach(() => vi.clearAllMocks());

const retryPath = `/api/admin/payouts/${ids.payout}/retry`;

describe('Payouts (issue #7)', () => {
  it('lists payouts in flight and retries a stuck one with its reference, then toasts the result', async () => {
    const user = userEvent.setup({ delay: null });
    const { calls } = serveAdmin();
    renderWithProviders(<AdminPayoutsRoute />, { path: '/admin/payouts' });
    const list = await screen.findByRole('list', { name: 'Payouts in flight' });
    expect(list).toHaveTextContent('Reference po_abc123');
    expect(list).toHaveTextContent('Last error: Timed out waiting for Paystack');
    await user.click(within(list).getByRole('button', { name: 'Retry' }));
    const dialog = screen.getByRole('dialog', { name: 'Retry this payout' });
    expect(dialog).toHaveTextContent('same reference po_abc123');
    await user.click(within(dialog).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Payout is now completed.'));
    expect(calls('POST', retryPath)).toHaveLength(1);
    expect(calls('GET', '/api/admin/payouts').map((c) => c.query)).toEqual([{ status: 'in_flight' }, { status: 'in_flight' }]);
  });

  it("shows the server's refusal of a retry", async () => {
    const user = userEvent.setup({ delay: null });
    serveAdmin({ routes: { [`POST ${retryPath}`]: () => apiError(409, 'Only a payout still queued or processing can be retried; this one is final.') } });
    renderWithProviders(<AdminPayoutsRoute />, { path: '/admin/payouts' });
    await user.click(await screen.findByRole('button', { name: 'Retry' }));
    const dialog = screen.getByRole('dialog', { name: 'Retry this payout' });
    await user.click(within(dialog).getByRole('button', { name: 'Retry' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('this one is final.');
  });

  it('switches to failed payouts, which have no Retry, and says when there are none', async () => {
    const user = userEvent.setup({ delay: null });
    const { calls } = serveAdmin({
      routes: { 'GET /api/admin/payouts': ({ url }) => ({ body: { payouts: url.searchParams.get('status') === 'failed' ? [payout({ status: 'reversed' })] : [] } }) },
    });
    renderWithProviders(<AdminPayoutsRoute />, { path: '/admin/payouts' });
    expect(await screen.findByText('No payouts in flight.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Failed' }));
    const list = await screen.findByRole('list', { name: 'Failed payouts' });
    expect(list).toHaveTextContent('Reversed');
    expect(within(list).queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
    expect(calls('GET', '/api/admin/payouts').at(-1)?.query).toEqual({ status: 'failed' });
  });
});
