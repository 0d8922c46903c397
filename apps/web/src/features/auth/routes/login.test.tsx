import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { authError, makeProfile, Pages, requestsTo, serveAuth, signedOut, type Handler } from '../test/auth-test-utils';
import LoginRoute from './login';

afterEach(() => vi.useRealTimers());

const renderLogin = (path = '/login') => renderWithProviders(<Pages pages={{ '/login': <LoginRoute /> }} />, { path });

async function signInWithEmail(user: ReturnType<typeof userEvent.setup>, password = 'secret12') {
  await user.type(screen.getByLabelText('Email address'), 'wanjiru@example.co.ke');
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
}

describe('/login with e-mail', () => {
  it('validates before sending: required, e-mail format, password length (spec §5 Login)', async () => {
    const user = userEvent.setup();
    const spy = serveAuth({});
    renderLogin();
    expect(screen.getByLabelText('Email address')).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(screen.getByLabelText('Email address')).toHaveAccessibleDescription('Email or Phone Number is required');
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('Password is required when logging in with email');

    await user.type(screen.getByLabelText('Email address'), 'wanjiru');
    await user.type(screen.getByLabelText('Password'), '12345');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(screen.getByLabelText('Email address')).toHaveAccessibleDescription('Invalid email address');
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('Password must be at least 6 characters');
    expect(requestsTo(spy, 'POST', '/api/auth/sign-in/email')).toHaveLength(0);
  });

  it.each([
    ['EMAIL_NOT_VERIFIED', authError(403, 'EMAIL_NOT_VERIFIED', 'Email not verified'), 'Please check your email to confirm your account before logging in.'],
    ['INVALID_EMAIL_OR_PASSWORD', authError(401, 'INVALID_EMAIL_OR_PASSWORD', 'Invalid email or password'), 'Invalid email or password.'],
    ['429', { status: 429, body: { error: { code: 'rate_limited', message: 'Too many requests.' } } }, 'Too many attempts. Please try again later.'],
    ['a 500 without words of its own', { status: 500, body: {} }, 'An unexpected error occurred. Please try again.'],
  ])('%s → the spec §8 Login message', async (_name, answer, message) => {
    const user = userEvent.setup();
    serveAuth({ 'POST /api/auth/sign-in/email': () => answer });
    renderLogin();
    await signInWithEmail(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByTestId('location')).toHaveTextContent('/login');
  });

  it('success goes back to ?redirectTo (an app path only), else /dashboard', async () => {
    const user = userEvent.setup();
    let signedIn = false;
    serveAuth({
      'POST /api/auth/sign-in/email': () => {
        signedIn = true;
        return { body: { token: 't', user: { id: 'u', email: 'wanjiru@example.co.ke' } } };
      },
      'GET /api/profile': () => (signedIn ? { body: makeProfile() } : signedOut),
    });
    renderLogin('/login?redirectTo=%2Fwallet');
    await signInWithEmail(user);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/wallet'));
  });

  it('an outside ?redirectTo is ignored: /dashboard', async () => {
    const user = userEvent.setup();
    serveAuth({
      'POST /api/auth/sign-in/email': () => ({ body: { token: 't', user: { id: 'u', email: 'wanjiru@example.co.ke' } } }),
      'GET /api/profile': () => ({ body: makeProfile() }),
    });
    renderLogin('/login?redirectTo=https%3A%2F%2Fevil.example');
    await signInWithEmail(user);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/dashboard'));
  });

  it("has 'Forgot password?' (to the reset flow) and a link to /signup", () => {
    serveAuth({});
    renderLogin();
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/auth/forgot-password');
    expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/signup');
  });
});

describe('/login with phone', () => {
  function servePhone(overrides: Record<string, Handler> = {}) {
    let signedIn = false;
    return serveAuth({
      'POST /api/auth/phone-number/send-otp': () => ({ body: { message: 'code sent' } }),
      'POST /api/auth/phone-number/verify': ({ body }) => {
        if ((body as { code: string }).code !== '246810') return authError(400, 'INVALID_OTP', 'Invalid OTP');
        signedIn = true;
        return { body: { status: true, token: 't', user: { id: 'u', email: '254712345678@phone.changamoto.invalid' } } };
      },
      'GET /api/profile': () => (signedIn ? { body: makeProfile({ phone: '+254712345678' }) } : signedOut),
      ...overrides,
    });
  }

  it('Use Phone: +254 only, the spec §5 phone messages, Send OTP with the full number', async () => {
    const user = userEvent.setup();
    const spy = servePhone();
    renderLogin();
    await user.click(screen.getByRole('button', { name: 'Use Phone' }));
    expect(screen.getByRole('combobox', { name: 'Country code' })).toHaveDisplayValue('+254');
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    expect(screen.getByLabelText('Phone number')).toHaveAccessibleDescription('Email or Phone Number is required');
    await user.type(screen.getByLabelText('Phone number'), '0812345678');
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    expect(screen.getByLabelText('Phone number')).toHaveAccessibleDescription('Invalid format. Use 9 digits (7...) or 10 digits (07...).');
    expect(requestsTo(spy, 'POST', '/api/auth/phone-number/send-otp')).toHaveLength(0);

    await user.clear(screen.getByLabelText('Phone number'));
    await user.type(screen.getByLabelText('Phone number'), '0712 345 678');
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    expect(await screen.findByLabelText('6-digit code')).toBeInTheDocument();
    expect(requestsTo(spy, 'POST', '/api/auth/phone-number/send-otp')[0]?.body).toEqual({ phoneNumber: '+254712345678' });
  });

  it('send → verify signs in and goes to /dashboard; a wrong code shows the OTP message; the back link returns to the number', async () => {
    const user = userEvent.setup();
    const spy = servePhone();
    renderLogin();
    await user.click(screen.getByRole('button', { name: 'Use Phone' }));
    await user.type(screen.getByLabelText('Phone number'), '712345678');
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));

    await user.type(await screen.findByLabelText('6-digit code'), '111111');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid or expired OTP. Please request a new one.');

    await user.clear(screen.getByLabelText('6-digit code'));
    await user.type(screen.getByLabelText('6-digit code'), '246810');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/dashboard'));
    expect(requestsTo(spy, 'POST', '/api/auth/phone-number/verify')[1]?.body).toEqual({ phoneNumber: '+254712345678', code: '246810' });
  });

  it('a new phone account (no username yet) goes to /auth/callback, which opens Complete Your Profile', async () => {
    const user = userEvent.setup();
    servePhone({ 'GET /api/profile': () => ({ body: makeProfile({ username: null }) }) });
    renderLogin();
    await user.click(screen.getByRole('button', { name: 'Use Phone' }));
    await user.type(screen.getByLabelText('Phone number'), '712345678');
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    await user.type(await screen.findByLabelText('6-digit code'), '246810');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/auth/callback'));
  });

  it("Resend Code counts down 60 seconds ('Resend Code (59s)', disabled) and then sends again", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const spy = servePhone();
    renderLogin();
    await user.click(screen.getByRole('button', { name: 'Use Phone' }));
    await user.type(screen.getByLabelText('Phone number'), '712345678');
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    expect(await screen.findByRole('button', { name: /^Resend Code \((60|59)s\)$/ })).toBeDisabled();
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(screen.getByRole('button', { name: /^Resend Code \((59|58)s\)$/ })).toBeDisabled();
    await act(() => vi.advanceTimersByTimeAsync(59_000));
    await user.click(screen.getByRole('button', { name: 'Resend Code' }));
    await waitFor(() => expect(requestsTo(spy, 'POST', '/api/auth/phone-number/send-otp')).toHaveLength(2));
    expect(await screen.findByRole('button', { name: /^Resend Code \((60|59)s\)$/ })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Change phone number' }));
    expect(screen.getByLabelText('Phone number')).toHaveValue('712345678');
  });
});
