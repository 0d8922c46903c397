import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { authError, makeProfile, Pages, requestsTo, serveAuth, signedOut } from '../test/auth-test-utils';
import ForgotPasswordRoute from './forgot-password';

const renderPage = (path = '/auth/forgot-password') => renderWithProviders(<Pages pages={{ '/auth/forgot-password': <ForgotPasswordRoute /> }} />, { path });

describe('/auth/forgot-password by e-mail', () => {
  it('checks the address, sends it lower-cased, and answers only what may have happened', async () => {
    const user = userEvent.setup();
    const spy = serveAuth({ 'POST /api/auth/request-password-reset': () => ({ body: { status: true, message: 'If this email exists in our system, check your email for the reset link' } }) });
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Reset your password' })).toBeInTheDocument();
    expect(screen.getByLabelText('Email address')).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(screen.getByLabelText('Email address')).toHaveAccessibleDescription('Email or Phone Number is required');
    await user.type(screen.getByLabelText('Email address'), 'wanjiru');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(screen.getByLabelText('Email address')).toHaveAccessibleDescription('Invalid email address');
    expect(requestsTo(spy, 'POST', '/api/auth/request-password-reset')).toHaveLength(0);

    await user.type(screen.getByLabelText('Email address'), '@Example.co.ke');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByRole('status')).toHaveTextContent('If an account exists for this address, we sent a link. It works for 1 hour.');
    expect(screen.getByText('wanjiru@example.co.ke')).toBeInTheDocument();
    expect(requestsTo(spy, 'POST', '/api/auth/request-password-reset')[0]?.body).toEqual({ email: 'wanjiru@example.co.ke' });

    await user.click(screen.getByRole('button', { name: 'Use a different address' }));
    expect(screen.getByLabelText('Email address')).toHaveValue('wanjiru@Example.co.ke');
  });

  it('?email= fills the address (a spent link’s Request a new link)', () => {
    serveAuth({});
    renderPage('/auth/forgot-password?email=wanjiru%40example.co.ke');
    expect(screen.getByLabelText('Email address')).toHaveValue('wanjiru@example.co.ke');
  });

  it('the one-per-60-s lockout (429) says to wait', async () => {
    const user = userEvent.setup();
    serveAuth({ 'POST /api/auth/request-password-reset': () => ({ status: 429, body: { error: { code: 'rate_limited', message: 'Rate limit exceeded. Please wait before trying again.' } } }) });
    renderPage('/auth/forgot-password?email=wanjiru%40example.co.ke');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Rate limit exceeded. Please wait before trying again.');
  });
});

describe('/auth/forgot-password by SMS (an account made with a phone number)', () => {
  function servePhone() {
    let signedIn = false;
    return serveAuth({
      'POST /api/auth/phone-number/request-password-reset': () => ({ body: { status: true } }),
      'POST /api/auth/phone-number/reset-password': ({ body }) => ((body as { otp: string }).otp === '246810' ? { body: { status: true } } : authError(400, 'INVALID_OTP', 'Invalid OTP')),
      'POST /api/auth/sign-in/phone-number': () => {
        signedIn = true;
        return { body: { token: 't', user: { id: 'u', email: '254712345678@phone.changamoto.invalid' } } };
      },
      'GET /api/profile': () => (signedIn ? { body: makeProfile({ phone: '+254712345678' }) } : signedOut),
    });
  }

  it('number → code and new password (the spec’s rules) → signed in with the new password → /dashboard', async () => {
    const user = userEvent.setup();
    const spy = servePhone();
    renderPage();
    await user.click(screen.getByRole('button', { name: 'Use Phone' }));
    await user.type(screen.getByLabelText('Phone number'), '0812345678');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(screen.getByLabelText('Phone number')).toHaveAccessibleDescription('Invalid format. Use 9 digits (7...) or 10 digits (07...).');
    await user.clear(screen.getByLabelText('Phone number'));
    await user.type(screen.getByLabelText('Phone number'), '0712 345 678');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText('If an account exists for this number, we sent a 6-digit code by SMS.')).toBeInTheDocument();
    expect(requestsTo(spy, 'POST', '/api/auth/phone-number/request-password-reset')[0]?.body).toEqual({ phoneNumber: '+254712345678' });
    expect(screen.getByRole('button', { name: /Resend Code \(\d+s\)/ })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(screen.getByLabelText('6-digit code')).toHaveAccessibleDescription('OTP must be 6 digits');
    expect(screen.getByLabelText('New password')).toHaveAccessibleDescription(/Password is required\./);
    expect(screen.getByLabelText('Confirm new password')).toHaveAccessibleDescription('Please confirm your password.');
    await user.type(screen.getByLabelText('6-digit code'), '111111');
    await user.type(screen.getByLabelText('New password'), '12345');
    await user.type(screen.getByLabelText('Confirm new password'), '12346');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(screen.getByLabelText('New password')).toHaveAccessibleDescription(/Password must be at least 6 characters/);
    expect(screen.getByLabelText('Confirm new password')).toHaveAccessibleDescription('Passwords do not match');
    expect(requestsTo(spy, 'POST', '/api/auth/phone-number/reset-password')).toHaveLength(0);

    await user.clear(screen.getByLabelText('New password'));
    await user.type(screen.getByLabelText('New password'), 'new-secret');
    await user.clear(screen.getByLabelText('Confirm new password'));
    await user.type(screen.getByLabelText('Confirm new password'), 'new-secret');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid or expired OTP. Please request a new one.');

    await user.type(screen.getByLabelText('6-digit code'), '246810');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/dashboard'));
    expect(requestsTo(spy, 'POST', '/api/auth/phone-number/reset-password')[1]?.body).toEqual({ phoneNumber: '+254712345678', otp: '246810', newPassword: 'new-secret' });
    expect(requestsTo(spy, 'POST', '/api/auth/sign-in/phone-number')[0]?.body).toEqual({ phoneNumber: '+254712345678', password: 'new-secret' });
  });
});
