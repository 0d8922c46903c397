// The admin's payout statuses and the server's refusal in Kiswahili (issue #20 §1): statuses come from
// the admin catalog (lib/format.ts adminWord), not humanise()'s English; a refusal is shown as the
// server words it for the reader (decision 039: a Kiswahili reader's error bodies are in Kiswahili).
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { activateLocale } from '@/lib/i18n';
import { renderWithProviders } from '@/test/render';
import { adminWord } from '../lib/format';
import { apiError, ids, payout, serveAdmin } from '../testing/admin-server';
import { AdminPayoutsRoute } from './admin-payouts';

vi.mock('@/lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn(), message: vi.fn() } }));
afterEach(async () => {
  await activateLocale('en');
});

describe('Payouts in Kiswahili', () => {
  it("shows a payout's status and the server's refusal of a retry in Kiswahili", async () => {
    const user = userEvent.setup({ delay: null });
    const refusal = 'Ni malipo yaliyo kwenye foleni au yanayoshughulikiwa pekee yanayoweza kujaribiwa tena; haya yamekamilika.';
    serveAdmin({ routes: { [`POST /api/admin/payouts/${ids.payout}/retry`]: () => apiError(409, refusal) } });
    await activateLocale('sw');
    renderWithProviders(<AdminPayoutsRoute />, { path: '/admin/payouts' });
    const retry = await screen.findByRole('button', { name: 'Jaribu tena' });
    expect(await screen.findByText(/Inashughulikiwa/)).toBeInTheDocument();
    expect(screen.queryByText(/Processing/)).not.toBeInTheDocument();
    await user.click(retry);
    const dialog = screen.getByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Jaribu tena' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(refusal);
  });

  it('gives every status, role, KYC state and account kind a word from the catalog; an unknown value is humanised', async () => {
    await activateLocale('sw');
    expect([adminWord('verified'), adminWord('failed_recredited'), adminWord('admin'), adminWord('user_cash'), adminWord('mobile_money')]).toEqual([
      'Imethibitishwa',
      'Imeshindikana, tokeni zimerudishwa',
      'Msimamizi',
      'Tokeni za pesa za watumiaji',
      'Pesa kwa simu',
    ]);
    expect(adminWord('brand_new_channel')).toBe('Brand new channel');
    await activateLocale('en');
    expect([adminWord('verified'), adminWord('failed_recredited'), adminWord('user_cash')]).toEqual(['Verified', 'Failed recredited', 'User cash']);
    expect(payout().status).toBe('processing');
  });
});
