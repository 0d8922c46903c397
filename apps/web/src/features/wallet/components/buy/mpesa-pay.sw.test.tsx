// 'Pay with M-Pesa' in Kiswahili (issue #20 §1): the form, the prompt's waiting state and a declined
// prompt's reason (stored in English by the server, shown in the reader's language).
import { MPESA_MESSAGES, MPESA_MESSAGES_SW } from '@changamoto/shared/domain';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { activateLocale } from '@/lib/i18n';
import { renderWithProviders } from '@/test/render';
import { serveWallet, transaction } from '../../testing/wallet-server';
import { BuyTokens } from './buy-tokens';

vi.mock('../../lib/wallet-toast', () => ({ walletToast: { error: vi.fn(), success: vi.fn() } }));

afterEach(async () => {
  await activateLocale('en');
});

describe('Pay with M-Pesa in Kiswahili', () => {
  it('asks for the number, waits for the PIN and explains a declined prompt in Kiswahili', async () => {
    let asked = false;
    serveWallet({
      profile: { phone: '+254712345678' },
      routes: {
        'POST /api/wallet/mpesa-payments': () => {
          asked = true;
          return {
            status: 201,
            body: { success: true, reference: 'chg-stk-1', transactionId: '30000000-0000-4000-8000-000000000010', status: 'pending', phone: '+254712345678', amountKes: 350, tokens: 100, message: MPESA_MESSAGES.checkPhone },
          };
        },
        'GET /api/wallet/payments/chg-stk-1': () => ({ body: transaction({ reference: 'chg-stk-1', status: asked ? 'failed' : 'pending', errorMessage: MPESA_MESSAGES.declined }) }),
      },
    });
    await activateLocale('sw');
    const user = userEvent.setup();
    renderWithProviders(<BuyTokens />);
    // The first render of the file loads the Kiswahili catalogs and the bundles: a generous wait on a busy machine.
    await user.click(await screen.findByRole('radio', { name: /tokeni 100/i }, { timeout: 12_000 }));
    expect(await screen.findByLabelText('Nambari ya Safaricom ya kutozwa')).toHaveValue('0712 345 678');
    await user.click(screen.getByRole('button', { name: 'Lipa kwa M-Pesa' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(MPESA_MESSAGES_SW.declined);
    expect(screen.getByRole('heading', { name: 'Malipo ya M-Pesa hayakukamilika' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Jaribu tena' })).toBeInTheDocument();
  }, 40_000);
});
