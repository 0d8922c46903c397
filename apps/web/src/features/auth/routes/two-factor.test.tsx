import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { authError, makeProfile, Pages, requestsTo, serveAuth, signedOut } from '../test/auth-test-utils';
import TwoFactorRoute from './two-factor';

const renderPage = (path: string) => renderWithProviders(<Pages pages={{ '/auth/two-factor': <TwoFactorRoute /> }} />, { path });

describe('/auth/two-factor', () => {
  it('verifies the authenticator code, then goes to ?redirectTo', async () => {
    const user = userEvent.setup();
    let signedIn = false;
    const spy = serveAuth({
      'POST /api/auth/two-factor/verify-totp': ({ body }) => {
        if ((body as { code: string }).code !== '135790') return authError(401, 'INVALID_CODE', 'Invalid code');
        signedIn = true;
        return { body: { token: 't', user: { id: 'u', email: 'wanjiru@example.co.ke' } } };
      },
      'GET /api/profile': () => (signedIn ? { body: makeProfile() } : signedOut),
    });
    renderPage('/auth/two-factor?redirectTo=%2Fwallet');
    await user.type(screen.getByLabelText('Authentication code'), '000000');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid code. Please try again.');

    await user.clear(screen.getByLabelText('Authentication code'));
    await user.type(screen.getByLabelText('Authentication code'), '135790');
    await user.click(screen.getByLabelText('Trust this device for 30 days'));
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/wallet'));
    expect(requestsTo(spy, 'POST', '/api/auth/two-factor/verify-totp')[1]?.body).toEqual({ code: '135790', trustDevice: true });
  });

  it('\'Use a backup code\' takes the code as setup shows it ("DkEDO-eZpw3"), whole, then signs in (issue #24 item 3)', async () => {
    const user = userEvent.setup();
    let signedIn = false;
    const spy = serveAuth({
      'POST /api/auth/two-factor/verify-backup-code': ({ body }) => {
        if ((body as { code: string }).code !== 'DkEDO-eZpw3') return authError(401, 'INVALID_BACKUP_CODE', 'Invalid backup code');
        signedIn = true;
        return { body: { token: 't', user: { id: 'u', email: 'wanjiru@example.co.ke' } } };
      },
      'GET /api/profile': () => (signedIn ? { body: makeProfile() } : signedOut),
    });
    renderPage('/auth/two-factor?redirectTo=%2Fwallet');
    await user.click(screen.getByRole('button', { name: 'Use a backup code' }));
    const field = screen.getByLabelText('Backup code');
    await user.type(field, 'DkEDO-eZpw3');
    expect(field).toHaveValue('DkEDO-eZpw3');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/wallet'));
    expect(requestsTo(spy, 'POST', '/api/auth/two-factor/verify-backup-code')[0]?.body).toEqual({ code: 'DkEDO-eZpw3', trustDevice: false });
    expect(requestsTo(spy, 'POST', '/api/auth/two-factor/verify-totp')).toEqual([]);
  });

  it('a backup code not in the setup form is refused on the page; a wrong one shows the server’s answer', async () => {
    const user = userEvent.setup();
    const spy = serveAuth({ 'POST /api/auth/two-factor/verify-backup-code': () => authError(401, 'INVALID_BACKUP_CODE', 'Invalid backup code') });
    renderPage('/auth/two-factor');
    await user.click(screen.getByRole('button', { name: 'Use a backup code' }));
    await user.type(screen.getByLabelText('Backup code'), '123');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Enter a backup code as it was shown at setup, e.g. DkEDO-eZpw3.')).toBeVisible();
    expect(requestsTo(spy, 'POST', '/api/auth/two-factor/verify-backup-code')).toEqual([]);
    await user.clear(screen.getByLabelText('Backup code'));
    await user.type(screen.getByLabelText('Backup code'), 'AAAAA-BBBBB');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('That backup code is not valid, or it was already used.');
  });
});
