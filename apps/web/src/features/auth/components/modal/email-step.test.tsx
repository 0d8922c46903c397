import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toast } from '@/lib/toast';
import { renderWithProviders } from '@/test/render';
import { authError, makeProfile, ModalHarness, requestsTo, serveAuth, signedOut } from '../../test/auth-test-utils';

afterEach(() => vi.useRealTimers());

async function openWithPassword(user: ReturnType<typeof userEvent.setup>) {
  renderWithProviders(<ModalHarness redirectTo="/my-challenges" />, { path: '/' });
  await user.click(screen.getByRole('button', { name: 'Open sign-in' }));
  const dialog = await screen.findByRole('dialog', { name: 'Welcome to Changamoto' });
  await user.click(within(dialog).getByRole('button', { name: 'Use a password instead' }));
  return dialog;
}

describe('auth modal: email step with a password', () => {
  it("'Forgot password?' closes the modal and opens the reset page with the typed address", async () => {
    const user = userEvent.setup();
    serveAuth({});
    const dialog = await openWithPassword(user);
    await user.type(within(dialog).getByLabelText('Email address'), 'Wanjiru@example.co.ke');
    const link = within(dialog).getByRole('link', { name: 'Forgot password?' });
    expect(link).toHaveAttribute('href', '/auth/forgot-password?email=wanjiru%40example.co.ke');
    await user.click(link);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByTestId('location')).toHaveTextContent('/auth/forgot-password?email=wanjiru%40example.co.ke');
  });

  it("asks for the e-mail in the field above before signing in: 'Please enter your email address in the field above.'", async () => {
    const user = userEvent.setup();
    const spy = serveAuth({});
    const dialog = await openWithPassword(user);
    await user.type(within(dialog).getByLabelText('Password'), 'secret12');
    await user.click(within(dialog).getByRole('button', { name: 'Sign In' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Please enter your email address in the field above.');

    await user.type(within(dialog).getByLabelText('Email address'), 'not-an-email');
    await user.click(within(dialog).getByRole('button', { name: 'Sign In' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Invalid email address in the email field above.');
    expect(requestsTo(spy, 'POST', '/api/auth/sign-in/email')).toHaveLength(0);
  });

  it("a wrong password shows 'Invalid email or password. Please try again.' and clears the password field", async () => {
    const user = userEvent.setup();
    serveAuth({ 'POST /api/auth/sign-in/email': () => authError(401, 'INVALID_EMAIL_OR_PASSWORD', 'Invalid email or password') });
    const dialog = await openWithPassword(user);
    await user.type(within(dialog).getByLabelText('Email address'), 'wanjiru@example.co.ke');
    await user.type(within(dialog).getByLabelText('Password'), 'wrongpass');
    await user.click(within(dialog).getByRole('button', { name: 'Sign In' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Invalid email or password. Please try again.');
    expect(within(dialog).getByLabelText('Password')).toHaveValue('');
  });

  it("an unconfirmed e-mail (EMAIL_NOT_VERIFIED) says to confirm it first; anything else 'Failed to sign in. Please try again.'", async () => {
    const user = userEvent.setup();
    let attempt = 0;
    serveAuth({ 'POST /api/auth/sign-in/email': () => (++attempt === 1 ? authError(403, 'EMAIL_NOT_VERIFIED', 'Email not verified') : { status: 500, body: { error: { code: 'internal_error', message: 'Boom' } } }) });
    const dialog = await openWithPassword(user);
    await user.type(within(dialog).getByLabelText('Email address'), 'wanjiru@example.co.ke');
    await user.type(within(dialog).getByLabelText('Password'), 'secret12');
    await user.click(within(dialog).getByRole('button', { name: 'Sign In' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Please confirm your email address first. Check your inbox for a confirmation link.');

    await user.type(within(dialog).getByLabelText('Password'), 'secret12');
    await user.click(within(dialog).getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(within(dialog).getByRole('alert')).toHaveTextContent('Failed to sign in. Please try again.'));
  });

  it("success: 'Signed in successfully! Redirecting...', then the redirect after 1500 ms", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const successToast = vi.spyOn(toast, 'success');
    let signedIn = false;
    const spy = serveAuth({
      'POST /api/auth/sign-in/email': () => {
        signedIn = true;
        return { body: { token: 't', user: { id: 'u', email: 'wanjiru@example.co.ke' } } };
      },
      'GET /api/profile': () => (signedIn ? { body: makeProfile() } : signedOut),
    });
    const dialog = await openWithPassword(user);
    await user.type(within(dialog).getByLabelText('Email address'), 'Wanjiru@Example.co.ke');
    await user.type(within(dialog).getByLabelText('Password'), 'secret12');
    await user.click(within(dialog).getByRole('button', { name: 'Sign In' }));

    await waitFor(() => expect(successToast).toHaveBeenCalledWith('Signed in successfully! Redirecting...'));
    expect(requestsTo(spy, 'POST', '/api/auth/sign-in/email')[0]?.body).toEqual({ email: 'wanjiru@example.co.ke', password: 'secret12' });
    await act(() => vi.advanceTimersByTimeAsync(1400));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(screen.getByTestId('location')).toHaveTextContent('/my-challenges');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('an account with two-factor goes to /auth/two-factor carrying the redirect target', async () => {
    const user = userEvent.setup();
    serveAuth({ 'POST /api/auth/sign-in/email': () => ({ body: { twoFactorRedirect: true } }) });
    const dialog = await openWithPassword(user);
    await user.type(within(dialog).getByLabelText('Email address'), 'wanjiru@example.co.ke');
    await user.type(within(dialog).getByLabelText('Password'), 'secret12');
    await user.click(within(dialog).getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/auth/two-factor?redirectTo=%2Fmy-challenges'));
  });

  it("a suspended account (403 forbidden) sees the server's message when asking for a code", async () => {
    const user = userEvent.setup();
    const suspended = 'Your account has been suspended. Contact support@changamoto.co.ke if you believe this is a mistake.';
    serveAuth({
      'POST /api/auth/email-otp/send-verification-otp': () => ({ status: 403, body: { error: { code: 'forbidden', message: suspended } } }),
    });
    renderWithProviders(<ModalHarness />);
    await user.click(screen.getByRole('button', { name: 'Open sign-in' }));
    const dialog = await screen.findByRole('dialog', { name: 'Welcome to Changamoto' });
    await user.type(within(dialog).getByLabelText('Email address'), 'banned@example.co.ke');
    await user.click(within(dialog).getByRole('button', { name: 'Continue with Email' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(suspended);
  });
});
