import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { bankAccount, mpesaAccount, serverError, serveWallet } from '../../testing/wallet-server';
import { REAUTHENTICATION_MESSAGES } from '@changamoto/shared/domain';
import { PayoutAccounts } from './payout-accounts';

const walletToast = vi.hoisted(() => ({ error: vi.fn(), success: vi.fn() }));
vi.mock('../../lib/wallet-toast', () => ({ walletToast }));

beforeEach(() => {
  walletToast.error.mockReset();
  walletToast.success.mockReset();
});

const banks = {
  mobile_money: [
    { code: 'MPESA', name: 'M-PESA', type: 'mobile_money' },
    { code: 'ATL_KE', name: 'Airtel Money', type: 'mobile_money' },
  ],
  kepss: [
    { code: '068', name: 'Equity Bank', type: 'kepss' },
    { code: '01', name: 'KCB', type: 'kepss' },
  ],
};
const banksRoute = ({ url }: { url: URL }) => ({ body: { banks: banks[url.searchParams.get('type') as keyof typeof banks] } });

describe('Payout Accounts (spec §2/§4/§5)', () => {
  it('lists each account with its details, Default badge and actions', async () => {
    serveWallet({ routes: { 'GET /api/wallet/payout-accounts': () => ({ body: { accounts: [mpesaAccount, bankAccount] } }) } });
    renderWithProviders(<PayoutAccounts />);
    const items = await screen.findAllByRole('listitem');
    expect(items).toHaveLength(2);
    const [mpesa, bank] = items as [HTMLElement, HTMLElement];
    expect(within(mpesa).getByText('Mary Wanjiku')).toBeInTheDocument();
    expect(within(mpesa).getByText('Default')).toBeInTheDocument();
    expect(within(mpesa).getByText('M-PESA')).toBeInTheDocument();
    expect(within(mpesa).getByText('Mobile Money')).toBeInTheDocument();
    expect(within(mpesa).getByText('•••• 5678')).toBeInTheDocument();
    expect(within(mpesa).getByText('KES')).toBeInTheDocument();
    expect(within(mpesa).getByText('RCP_mpesa1')).toBeInTheDocument();
    expect(within(mpesa).queryByRole('button', { name: 'Set as Default' })).not.toBeInTheDocument();
    expect(within(bank).getByRole('button', { name: 'Set as Default' })).toBeInTheDocument();
    expect(within(bank).getByRole('button', { name: 'Delete' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Refresh List' })).toBeInTheDocument();
  });

  it('shows the empty and error states', async () => {
    serveWallet({ routes: { 'GET /api/wallet/payout-accounts': () => ({ body: { accounts: [] } }) } });
    const { unmount } = renderWithProviders(<PayoutAccounts />);
    expect(await screen.findByText("You haven't added any payout accounts yet.")).toBeInTheDocument();
    unmount();
    serveWallet({ routes: { 'GET /api/wallet/payout-accounts': () => serverError('Database unavailable') } });
    renderWithProviders(<PayoutAccounts />);
    expect(await screen.findByText('Error loading payout accounts: Database unavailable')).toBeInTheDocument();
  });

  it('sets a default, deletes, and refreshes the list, toasting each outcome', async () => {
    const server = serveWallet({
      routes: {
        'GET /api/wallet/payout-accounts': () => ({ body: { accounts: [mpesaAccount, bankAccount] } }),
        [`POST /api/wallet/payout-accounts/${bankAccount.id}/default`]: () => ({ body: { message: 'Default payout account updated!' } }),
        [`DELETE /api/wallet/payout-accounts/${bankAccount.id}`]: () => serverError('Payout account not found.', 404),
        [`DELETE /api/wallet/payout-accounts/${mpesaAccount.id}`]: () => ({ body: { message: 'ok' } }),
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<PayoutAccounts />);
    const [mpesa, bank] = (await screen.findAllByRole('listitem')) as [HTMLElement, HTMLElement];

    await user.click(within(bank).getByRole('button', { name: 'Set as Default' }));
    await waitFor(() => expect(walletToast.success).toHaveBeenCalledWith('Default payout account updated!'));
    await user.click(within(bank).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(walletToast.error).toHaveBeenCalledWith('Payout account not found.'));
    await user.click(within(mpesa).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(walletToast.success).toHaveBeenCalledWith('Payout account deleted successfully!'));

    const before = server.calls('GET', '/api/wallet/payout-accounts').length;
    await user.click(screen.getByRole('button', { name: 'Refresh List' }));
    await waitFor(() => expect(server.calls('GET', '/api/wallet/payout-accounts').length).toBeGreaterThan(before));
  });

  it('set-default failure without a server message uses the spec fallback', async () => {
    serveWallet({
      routes: {
        'GET /api/wallet/payout-accounts': () => ({ body: { accounts: [mpesaAccount, bankAccount] } }),
        [`POST /api/wallet/payout-accounts/${bankAccount.id}/default`]: () => ({ status: 500, body: null }),
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<PayoutAccounts />);
    const [, bank] = (await screen.findAllByRole('listitem')) as [HTMLElement, HTMLElement];
    await user.click(within(bank).getByRole('button', { name: 'Set as Default' }));
    // The server answered without a reason (an empty 500): the spec's function fallback.
    await waitFor(() => expect(walletToast.error).toHaveBeenCalledWith('Failed to set default account.'));
  });

  it('adds an M-Pesa account: 07… becomes 2547…, then the form resets and closes', async () => {
    const server = serveWallet({
      routes: {
        'GET /api/wallet/banks': banksRoute,
        'POST /api/wallet/payout-accounts': () => ({ status: 201, body: { success: true, message: 'Payout account added successfully!', account: mpesaAccount } }),
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<PayoutAccounts />);
    await user.click(screen.getByRole('button', { name: 'Add New Account' }));
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveAttribute('aria-expanded', 'true');
    await user.click(screen.getByRole('radio', { name: 'Mobile Money (e.g. M-Pesa)' }));
    expect(await screen.findByLabelText(/Provider/)).toHaveValue('MPESA');

    await user.type(screen.getByLabelText(/M-Pesa number/), '0712');
    await user.type(screen.getByLabelText(/Account name/), 'Mary Wanjiku');
    await user.click(screen.getByRole('button', { name: 'Save Payout Account' }));
    expect(await screen.findByText('Please enter a valid Kenyan mobile number (e.g., 2547XXXXXXXX or 07XXXXXXXX).')).toBeInTheDocument();

    await user.clear(screen.getByLabelText(/M-Pesa number/));
    await user.type(screen.getByLabelText(/M-Pesa number/), '0712345678');
    await user.click(screen.getByLabelText('Set as default'));
    await user.click(screen.getByRole('button', { name: 'Save Payout Account' }));

    await waitFor(() => expect(walletToast.success).toHaveBeenCalledWith('Payout account added successfully!'));
    expect(server.calls('POST', '/api/wallet/payout-accounts')[0]!.body).toEqual({ type: 'mobile_money', name: 'Mary Wanjiku', accountNumber: '254712345678', bankCode: 'MPESA', setAsDefault: true });
    expect(screen.queryByRole('form', { name: 'Add payout account' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add New Account' })).toHaveAttribute('aria-expanded', 'false');

    // Reopened, it starts empty.
    await user.click(screen.getByRole('button', { name: 'Add New Account' }));
    expect(screen.getByRole('radio', { name: 'Mobile Money (e.g. M-Pesa)' })).not.toBeChecked();
  });

  it('a new account says when it can receive withdrawals; one past its hold says nothing', async () => {
    const held = { ...bankAccount, availableFrom: '2099-11-26T11:05:00.000Z' };
    serveWallet({ routes: { 'GET /api/wallet/payout-accounts': () => ({ body: { accounts: [mpesaAccount, held] } }) } });
    renderWithProviders(<PayoutAccounts />);
    const [mpesa, bank] = (await screen.findAllByRole('listitem')) as [HTMLElement, HTMLElement];
    expect(within(bank).getByText(/^Available for withdrawals from 26 Nov, 14:05\./)).toBeInTheDocument();
    expect(within(mpesa).queryByText(/Available for withdrawals from/)).not.toBeInTheDocument();
  });

  it('asks for a code when the server wants proof it is you, then saves the same account again', async () => {
    let proven = false;
    const server = serveWallet({
      routes: {
        'GET /api/wallet/banks': banksRoute,
        'POST /api/wallet/payout-accounts': () =>
          proven
            ? { status: 201, body: { success: true, message: 'Payout account added successfully!', account: mpesaAccount } }
            : { status: 403, body: { error: { code: 'reauthentication_required', message: REAUTHENTICATION_MESSAGES.required } } },
        'POST /api/account/reauthentication/code': () => ({ body: { channel: 'email', sentTo: 'ma•••@example.co.ke', message: REAUTHENTICATION_MESSAGES.codeSent('ma•••@example.co.ke') } }),
        'POST /api/account/reauthentication': ({ body }) => {
          if ((body as { code: string }).code !== '123456') return { status: 400, body: { error: { code: 'validation_error', message: REAUTHENTICATION_MESSAGES.invalidCode } } };
          proven = true;
          return { body: { success: true, freshUntil: '2099-01-01T00:00:00.000Z' } };
        },
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<PayoutAccounts />);
    await user.click(screen.getByRole('button', { name: 'Add New Account' }));
    await user.click(screen.getByRole('radio', { name: 'Mobile Money (e.g. M-Pesa)' }));
    await user.type(await screen.findByLabelText(/M-Pesa number/), '0712345678');
    await user.type(screen.getByLabelText(/Account name/), 'Mary Wanjiku');
    await user.click(screen.getByRole('button', { name: 'Save Payout Account' }));

    const prompt = await screen.findByRole('region', { name: 'Confirm it’s you' });
    expect(prompt).toHaveTextContent('You signed in more than 10 minutes ago.');
    expect(walletToast.error).not.toHaveBeenCalled();
    await user.click(within(prompt).getByRole('button', { name: 'Send me a code' }));
    expect(await within(prompt).findByText('We sent a 6-digit code to ma•••@example.co.ke. It expires in 10 minutes.')).toBeInTheDocument();
    await user.type(within(prompt).getByLabelText('Security code'), '000000');
    await user.click(within(prompt).getByRole('button', { name: 'Confirm and continue' }));
    expect(await within(prompt).findByText(REAUTHENTICATION_MESSAGES.invalidCode)).toBeInTheDocument();
    await user.clear(within(prompt).getByLabelText('Security code'));
    await user.type(within(prompt).getByLabelText('Security code'), '123456');
    await user.click(within(prompt).getByRole('button', { name: 'Confirm and continue' }));

    await waitFor(() => expect(walletToast.success).toHaveBeenCalledWith('Payout account added successfully!'));
    const posts = server.calls('POST', '/api/wallet/payout-accounts');
    expect(posts).toHaveLength(2);
    expect(posts[1]!.body).toEqual(posts[0]!.body);
  });

  it('bank account: checks 5-20 digits, resets the fields when the method changes, and reports a failed save', async () => {
    serveWallet({ routes: { 'GET /api/wallet/banks': banksRoute, 'POST /api/wallet/payout-accounts': () => ({ status: 500, body: null }) } });
    const user = userEvent.setup();
    renderWithProviders(<PayoutAccounts />);
    await user.click(screen.getByRole('button', { name: 'Add New Account' }));
    await user.click(screen.getByRole('radio', { name: 'Bank Account' }));
    expect(await screen.findByLabelText(/Bank/)).toHaveValue('068');
    await user.click(screen.getByRole('button', { name: 'Save Payout Account' }));
    expect(screen.getByText('All fields are required.')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/Account name/), 'Mary W');
    await user.type(screen.getByLabelText(/Account number/), '1234');
    await user.click(screen.getByRole('button', { name: 'Save Payout Account' }));
    expect(screen.getByText('Please enter a valid bank account number (5-20 digits).')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Change method' }));
    await user.click(screen.getByRole('radio', { name: 'Bank Account' }));
    expect(await screen.findByLabelText(/Account name/)).toHaveValue('');

    await user.type(screen.getByLabelText(/Account name/), 'Mary W');
    await user.type(screen.getByLabelText(/Account number/), '0123456789');
    await user.click(screen.getByRole('button', { name: 'Save Payout Account' }));
    await waitFor(() => expect(walletToast.error).toHaveBeenCalledWith('Failed to add payout account.'));
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to add payout account.');
  });

  it('shows the provider error and empty states', async () => {
    serveWallet({
      routes: {
        'GET /api/wallet/banks': ({ url }) => (url.searchParams.get('type') === 'kepss' ? serverError('Failed to fetch Paystack banks.') : { body: { banks: [] } }),
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<PayoutAccounts />);
    await user.click(screen.getByRole('button', { name: 'Add New Account' }));
    await user.click(screen.getByRole('radio', { name: 'Mobile Money (e.g. M-Pesa)' }));
    expect(await screen.findByText('No mobile money providers/banks found for KES. Please try again or contact support.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Change method' }));
    await user.click(screen.getByRole('radio', { name: 'Bank Account' }));
    expect(await screen.findByText('Error loading providers: Failed to fetch Paystack banks.')).toBeInTheDocument();
  });
});
