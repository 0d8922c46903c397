import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { totpSecret } from '../api/two-factor';
import { ProfileRoute } from '../routes/profile';
import { serveProfile, testProfile } from '../testing/profile-server';

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), info: vi.fn(), message: vi.fn() }));
vi.mock('@/lib/toast', () => ({ toast }));

beforeEach(() => vi.clearAllMocks());

const totpURI = 'otpauth://totp/Changamoto:mary%40example.com?secret=JBSWY3DPEHPK3PXP&issuer=Changamoto&algorithm=SHA1&digits=6&period=30';
const card = () => screen.findByRole('region', { name: 'Two-factor authentication' });

describe('two-factor authentication card', () => {
  it('Enable shows the otpauth link, the setup key and backup codes; a verified code turns it on', async () => {
    const server = serveProfile(
      {},
      {
        'POST /api/auth/two-factor/enable': () => ({ body: { totpURI, backupCodes: ['aaaa-1111', 'bbbb-2222'] } }),
        'POST /api/auth/two-factor/verify-totp': (_body, state) => {
          state.profile = { ...testProfile, twoFactorEnabled: true };
          return { body: { token: 'x' } };
        },
      },
    );
    const user = userEvent.setup();
    renderWithProviders(<ProfileRoute />);
    await user.click(within(await card()).getByRole('button', { name: 'Enable' }));
    const link = await screen.findByRole('link', { name: 'open this link in your authenticator app' });
    expect(link).toHaveAttribute('href', totpURI);
    expect(screen.getByLabelText('Setup key')).toHaveTextContent('JBSWY3DPEHPK3PXP');
    // The QR code beside the key, drawn on the page from the otpauth link (issue #24 item 3).
    const qr = await screen.findByRole('img', { name: 'QR code for your authenticator app' });
    expect(qr.querySelector('svg path')).not.toBeNull();
    expect(screen.getByText(/Store these backup codes somewhere safe/)).toBeInTheDocument();
    expect(
      within(screen.getByRole('list', { name: 'Backup codes' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['aaaa-1111', 'bbbb-2222']);
    // A passwordless account sends no password at all.
    expect(server.bodies('POST', '/api/auth/two-factor/enable')).toEqual([{}]);

    await user.type(screen.getByLabelText('Authentication code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Two-factor authentication is on.'));
    expect(server.bodies('POST', '/api/auth/two-factor/verify-totp')).toEqual([{ code: '123456' }]);
    expect(await within(await card()).findByText('Two-factor authentication is on.')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Backup codes' })).toBeNull();
  });

  it('sends the password when the person gives one', async () => {
    const server = serveProfile({}, { 'POST /api/auth/two-factor/enable': () => ({ body: { totpURI, backupCodes: [] } }) });
    const user = userEvent.setup();
    renderWithProviders(<ProfileRoute />);
    await user.type(within(await card()).getByLabelText('Password'), 'secret123');
    await user.click(within(await card()).getByRole('button', { name: 'Enable' }));
    await screen.findByLabelText('Authentication code');
    expect(server.bodies('POST', '/api/auth/two-factor/enable')).toEqual([{ password: 'secret123' }]);
  });

  it("shows the server's reason when a code is wrong, and stays off", async () => {
    serveProfile(
      {},
      {
        'POST /api/auth/two-factor/enable': () => ({ body: { totpURI, backupCodes: [] } }),
        'POST /api/auth/two-factor/verify-totp': () => ({ status: 401, body: { code: 'INVALID_CODE', message: 'Invalid code' } }),
      },
    );
    const user = userEvent.setup();
    renderWithProviders(<ProfileRoute />);
    await user.click(within(await card()).getByRole('button', { name: 'Enable' }));
    await user.type(await screen.findByLabelText('Authentication code'), '000000');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Invalid code')).toBeInTheDocument();
    expect(toast.success).not.toHaveBeenCalled();
  });

  it('Disable asks to confirm, then turns it off', async () => {
    const server = serveProfile(
      { twoFactorEnabled: true },
      {
        'POST /api/auth/two-factor/disable': (_body, state) => {
          state.profile = { ...testProfile, twoFactorEnabled: false };
          return { body: { status: true } };
        },
      },
    );
    const user = userEvent.setup();
    renderWithProviders(<ProfileRoute />);
    expect(await within(await card()).findByText('Two-factor authentication is on.')).toBeInTheDocument();
    await user.click(within(await card()).getByRole('button', { name: 'Disable' }));
    const dialog = await screen.findByRole('dialog', { name: 'Turn off two-factor authentication?' });
    await user.click(within(dialog).getByRole('button', { name: 'Disable' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Two-factor authentication is off.'));
    expect(server.bodies('POST', '/api/auth/two-factor/disable')).toEqual([{}]);
    expect(await within(await card()).findByRole('button', { name: 'Enable' })).toBeInTheDocument();
  });
});

describe('totpSecret', () => {
  it('reads the secret from an otpauth URI', () => {
    expect(totpSecret(totpURI)).toBe('JBSWY3DPEHPK3PXP');
    expect(totpSecret('otpauth://totp/x?issuer=y')).toBeNull();
  });
});
