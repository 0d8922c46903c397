import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AuthModalProvider, useAuthModal } from '@/lib/auth-modal';
import { toast } from '@/lib/toast';
import { renderWithProviders } from '@/test/render';
import { authError, makeProfile, ModalHarness, requestsTo, serveAuth, signedOut, type Handler } from '../test/auth-test-utils';
import AuthModal from './auth-modal';

afterEach(() => {
  vi.useRealTimers();
  window.history.replaceState(null, '', '/');
});

const EMAIL = 'wanjiru@example.co.ke';

/** A server where the e-mail code 123456 signs in `account` (username null = a new account). */
function serveCodeSignIn({ username }: { username: string | null }, overrides: Record<string, Handler> = {}) {
  let signedIn = false;
  const profile = makeProfile({ username });
  return serveAuth({
    'POST /api/auth/email-otp/send-verification-otp': () => ({ body: { success: true } }),
    'POST /api/auth/sign-in/email-otp': ({ body }) => {
      if ((body as { otp: string }).otp !== '123456') return authError(400, 'INVALID_OTP', 'Invalid OTP');
      signedIn = true;
      return { body: { token: 'session-token', user: { id: profile.id, email: EMAIL } } };
    },
    'GET /api/profile': () => (signedIn ? { body: profile } : signedOut),
    ...overrides,
  });
}

async function openAndSendCode(user: ReturnType<typeof userEvent.setup>, { redirectTo }: { redirectTo?: string } = {}) {
  renderWithProviders(<ModalHarness redirectTo={redirectTo} />, { path: '/' });
  await user.click(screen.getByRole('button', { name: 'Open sign-in' }));
  const dialog = await screen.findByRole('dialog', { name: 'Welcome to Changamoto' });
  await user.type(within(dialog).getByLabelText('Email address'), EMAIL);
  await user.click(within(dialog).getByRole('button', { name: 'Continue with Email' }));
  return screen.findByRole('dialog', { name: 'Check Your Email' });
}

describe('auth modal', () => {
  it('email → code → an existing user is signed in, the modal closes and the app goes to the redirect target', async () => {
    const user = userEvent.setup();
    const successToast = vi.spyOn(toast, 'success');
    const spy = serveCodeSignIn({ username: 'wanjiru' });
    const dialog = await openAndSendCode(user, { redirectTo: '/wallet' });

    expect(successToast).toHaveBeenCalledWith('Check your email for a sign-in link!');
    // Nothing asks whether the e-mail has an account (that answer would list our members).
    expect(spy.mock.calls.map(([input]) => new URL(String(input), 'http://localhost').pathname).filter((path) => path.startsWith('/api/account'))).toEqual([]);
    expect(requestsTo(spy, 'POST', '/api/auth/email-otp/send-verification-otp')[0]?.body).toEqual({ email: EMAIL, type: 'sign-in' });
    expect(within(dialog).getByLabelText('6-digit code')).toHaveFocus();

    await user.type(within(dialog).getByLabelText('6-digit code'), '123456');
    await user.click(within(dialog).getByRole('button', { name: 'Verify Code' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByTestId('location')).toHaveTextContent('/wallet');
    expect(requestsTo(spy, 'POST', '/api/auth/sign-in/email-otp')[0]?.body).toEqual({ email: EMAIL, otp: '123456' });
  });

  it('goes to /dashboard when no redirect target was given', async () => {
    const user = userEvent.setup();
    serveCodeSignIn({ username: 'wanjiru' });
    const dialog = await openAndSendCode(user);
    await user.type(within(dialog).getByLabelText('6-digit code'), '123456');
    await user.click(within(dialog).getByRole('button', { name: 'Verify Code' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/dashboard'));
  });

  it('a new account goes to Complete Your Profile, which Escape and the backdrop cannot close and which has no close button', async () => {
    const user = userEvent.setup();
    serveCodeSignIn({ username: null });
    const dialog = await openAndSendCode(user);
    await user.type(within(dialog).getByLabelText('6-digit code'), '123456');
    await user.click(within(dialog).getByRole('button', { name: 'Verify Code' }));

    const details = await screen.findByRole('dialog', { name: 'Complete Your Profile' });
    expect(within(details).queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Complete Your Profile' })).toBeInTheDocument();
    expect(within(details).getByLabelText('Username')).toHaveFocus();
  });

  it('Escape closes the modal on the email step', async () => {
    const user = userEvent.setup();
    serveAuth({});
    renderWithProviders(<ModalHarness />);
    await user.click(screen.getByRole('button', { name: 'Open sign-in' }));
    expect(await screen.findByRole('dialog', { name: 'Welcome to Changamoto' })).toBeInTheDocument();
    expect(screen.getByLabelText('Email address')).toHaveFocus();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("checks the code's format before sending it: 'OTP must be 6 digits', 'OTP must only contain digits'", async () => {
    const user = userEvent.setup();
    const spy = serveCodeSignIn({ username: 'wanjiru' });
    const dialog = await openAndSendCode(user);
    const code = within(dialog).getByLabelText('6-digit code');

    await user.type(code, '123');
    await user.click(within(dialog).getByRole('button', { name: 'Verify Code' }));
    expect(code).toHaveAttribute('aria-invalid', 'true');
    expect(code).toHaveAccessibleDescription('OTP must be 6 digits');

    await user.clear(code);
    await user.type(code, '12a456');
    await user.click(within(dialog).getByRole('button', { name: 'Verify Code' }));
    await waitFor(() => expect(code).toHaveAccessibleDescription('OTP must only contain digits'));
    expect(requestsTo(spy, 'POST', '/api/auth/sign-in/email-otp')).toHaveLength(0);
  });

  it("a wrong or expired code (INVALID_OTP) shows 'Invalid or expired OTP. Please request a new one.' and keeps the modal open", async () => {
    const user = userEvent.setup();
    serveCodeSignIn({ username: 'wanjiru' });
    const dialog = await openAndSendCode(user);
    await user.type(within(dialog).getByLabelText('6-digit code'), '999999');
    await user.click(within(dialog).getByRole('button', { name: 'Verify Code' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Invalid or expired OTP. Please request a new one.');
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
  });

  it('Resend Code is locked for 60 seconds after a code was sent, then sends another and locks again', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const spy = serveCodeSignIn({ username: 'wanjiru' });
    const dialog = await openAndSendCode(user);

    const locked = within(dialog).getByRole('button', { name: /^Resend Code \(\d+s\)$/ });
    expect(locked).toBeDisabled();
    await act(() => vi.advanceTimersByTimeAsync(30_000));
    expect(within(dialog).getByRole('button', { name: /^Resend Code \((2\d|30)s\)$/ })).toBeDisabled();
    await act(() => vi.advanceTimersByTimeAsync(31_000));
    const resend = within(dialog).getByRole('button', { name: 'Resend Code' });
    expect(resend).toBeEnabled();

    await user.click(resend);
    await waitFor(() => expect(requestsTo(spy, 'POST', '/api/auth/email-otp/send-verification-otp')).toHaveLength(2));
    expect(await within(dialog).findByRole('button', { name: /^Resend Code \((60|59)s\)$/ })).toBeDisabled();
  });

  it("a resend inside the server's lockout shows 'Rate limit exceeded. Please wait before trying again.'", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    let sends = 0;
    serveCodeSignIn(
      { username: 'wanjiru' },
      {
        'POST /api/auth/email-otp/send-verification-otp': () => (++sends === 1 ? { body: { success: true } } : { status: 429, body: { error: { code: 'rate_limited', message: 'Rate limit exceeded. Please wait before trying again.' } } }),
      },
    );
    const dialog = await openAndSendCode(user);
    await act(() => vi.advanceTimersByTimeAsync(61_000));
    await user.click(within(dialog).getByRole('button', { name: 'Resend Code' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Rate limit exceeded. Please wait before trying again.');
  });

  it('works where app/provider.tsx renders it, beside the router: the redirect goes through the browser history', async () => {
    const user = userEvent.setup();
    serveCodeSignIn({ username: 'wanjiru' });
    function Host() {
      const { request, open } = useAuthModal();
      return (
        <>
          <button type="button" onClick={() => open({ step: 'email', redirectTo: '/wallet' })}>
            Open sign-in
          </button>
          {request && <AuthModal />}
        </>
      );
    }
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <AuthModalProvider>
          <Host />
        </AuthModalProvider>
      </QueryClientProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Open sign-in' }));
    await user.type(await screen.findByLabelText('Email address'), EMAIL);
    await user.click(screen.getByRole('button', { name: 'Continue with Email' }));
    await user.type(await screen.findByLabelText('6-digit code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify Code' }));
    await waitFor(() => expect(window.location.pathname).toBe('/wallet'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
