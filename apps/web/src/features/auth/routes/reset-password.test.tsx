import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { authError, makeProfile, Pages, requestsTo, serveAuth, signedOut, type Handler } from '../test/auth-test-utils';
import ResetPasswordRoute from './reset-password';

const LINK = '/auth/reset-password?token=tok123&email=wanjiru%40example.co.ke';
const renderPage = (path = LINK) => renderWithProviders(<Pages pages={{ '/auth/reset-password': <ResetPasswordRoute />, '/auth/forgot-password': <p>forgot page</p> }} />, { path });

function serve(overrides: Record<string, Handler> = {}) {
  let signedIn = false;
  return serveAuth({
    'POST /api/auth/reset-password': () => ({ body: { status: true } }),
    'POST /api/auth/sign-in/email': () => {
      signedIn = true;
      return { body: { token: 't', user: { id: 'u', email: 'wanjiru@example.co.ke' } } };
    },
    'GET /api/profile': () => (signedIn ? { body: makeProfile() } : signedOut),
    ...overrides,
  });
}

async function choose(user: ReturnType<typeof userEvent.setup>, password: string, confirm = password) {
  await user.type(screen.getByLabelText('New password'), password);
  await user.type(screen.getByLabelText('Confirm new password'), confirm);
  await user.click(screen.getByRole('button', { name: 'Reset password' }));
}

describe('/auth/reset-password (the e-mailed link)', () => {
  it('nothing happens on load; the spec’s password rules; then reset, signed in with the new password, /dashboard', async () => {
    const user = userEvent.setup();
    const spy = serve();
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeInTheDocument();
    expect(requestsTo(spy, 'POST', '/api/auth/reset-password')).toHaveLength(0);

    await choose(user, 'abc', 'abd');
    expect(screen.getByLabelText('New password')).toHaveAccessibleDescription(/Password must be at least 6 characters/);
    expect(screen.getByLabelText('Confirm new password')).toHaveAccessibleDescription('Passwords do not match');
    expect(requestsTo(spy, 'POST', '/api/auth/reset-password')).toHaveLength(0);

    await user.clear(screen.getByLabelText('New password'));
    await user.clear(screen.getByLabelText('Confirm new password'));
    await choose(user, 'new-secret');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/dashboard'));
    expect(requestsTo(spy, 'POST', '/api/auth/reset-password')[0]?.body).toEqual({ token: 'tok123', newPassword: 'new-secret' });
    expect(requestsTo(spy, 'POST', '/api/auth/sign-in/email')[0]?.body).toEqual({ email: 'wanjiru@example.co.ke', password: 'new-secret' });
  });

  it('a two-factor account goes on to /auth/two-factor', async () => {
    const user = userEvent.setup();
    serve({ 'POST /api/auth/sign-in/email': () => ({ body: { twoFactorRedirect: true } }) });
    renderPage();
    await choose(user, 'new-secret');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/auth/two-factor'));
  });

  it('a used or expired link says so and offers a new one for the same address', async () => {
    const user = userEvent.setup();
    serve({ 'POST /api/auth/reset-password': () => authError(400, 'INVALID_TOKEN', 'Invalid token') });
    renderPage();
    await choose(user, 'new-secret');
    expect(await screen.findByRole('alert')).toHaveTextContent('This reset link has expired or was already used.');
    await user.click(screen.getByRole('link', { name: 'Request a new link' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/auth/forgot-password?email=wanjiru%40example.co.ke');
  });

  it('a link without a token offers a new one at once', () => {
    serve();
    renderPage('/auth/reset-password');
    expect(screen.getByRole('alert')).toHaveTextContent('This reset link has expired or was already used.');
    expect(screen.getByRole('link', { name: 'Request a new link' })).toHaveAttribute('href', '/auth/forgot-password');
  });

  it('when signing in afterwards fails, it says the password changed and links to Sign In', async () => {
    const user = userEvent.setup();
    serve({ 'POST /api/auth/sign-in/email': () => ({ status: 429, body: { error: { code: 'rate_limited', message: 'Too many attempts.' } } }) });
    renderPage();
    await choose(user, 'new-secret');
    expect(await screen.findByRole('status')).toHaveTextContent('Your password has been changed. Sign in with your new password.');
    expect(screen.getByRole('link', { name: 'Go to Sign In' })).toHaveAttribute('href', '/login');
  });
});
