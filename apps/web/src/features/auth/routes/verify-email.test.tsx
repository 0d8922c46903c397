import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { toast } from '@/lib/toast';
import { renderWithProviders } from '@/test/render';
import { authError, makeProfile, Pages, requestsTo, serveAuth, signedOut } from '../test/auth-test-utils';
import VerifyEmailRoute from './verify-email';

const renderPage = (path: string) => renderWithProviders(<Pages pages={{ '/auth/verify-email': <VerifyEmailRoute /> }} />, { path });

describe('/auth/verify-email', () => {
  it('does nothing on load (mail scanners open links); the click confirms, starts the session and goes to /dashboard', async () => {
    const user = userEvent.setup();
    let verified = false;
    const spy = serveAuth({
      'GET /api/auth/verify-email': () => {
        verified = true;
        return { body: { status: true, user: { id: 'u' } } };
      },
      'GET /api/profile': () => (verified ? { body: makeProfile() } : signedOut),
    });
    renderPage('/auth/verify-email?token=tok.en-1');
    expect(screen.getByRole('heading', { level: 1, name: 'Confirm your e-mail' })).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(requestsTo(spy, 'GET', '/api/auth/verify-email')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Confirm my e-mail' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/dashboard'));
    const calls = requestsTo(spy, 'GET', '/api/auth/verify-email');
    expect(calls).toHaveLength(1);
    expect(calls[0]?.url.searchParams.get('token')).toBe('tok.en-1');
  });

  it('an expired link (TOKEN_EXPIRED) says so and offers Resend Email for the typed address', async () => {
    const user = userEvent.setup();
    const successToast = vi.spyOn(toast, 'success');
    const spy = serveAuth({
      'GET /api/auth/verify-email': () => authError(401, 'TOKEN_EXPIRED', 'token_expired'),
      'POST /api/auth/send-verification-email': () => ({ body: { status: true } }),
    });
    renderPage('/auth/verify-email?token=old');
    await user.click(screen.getByRole('button', { name: 'Confirm my e-mail' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/expired/);
    await user.type(screen.getByLabelText('Email address'), 'Achieng@example.co.ke');
    await user.click(screen.getByRole('button', { name: 'Resend Email' }));
    await waitFor(() => expect(successToast).toHaveBeenCalledWith('Confirmation email resent! Please check your inbox.'));
    expect(requestsTo(spy, 'POST', '/api/auth/send-verification-email')[0]?.body).toEqual({ email: 'achieng@example.co.ke' });
  });

  it("a resend inside the lockout shows 'Failed to resend email: {message}'", async () => {
    const user = userEvent.setup();
    serveAuth({
      'POST /api/auth/send-verification-email': () => ({ status: 429, body: { error: { code: 'rate_limited', message: 'Rate limit exceeded. Please wait before trying again.' } } }),
    });
    renderPage('/auth/verify-email');
    await user.type(screen.getByLabelText('Email address'), 'achieng@example.co.ke');
    await user.click(screen.getByRole('button', { name: 'Resend Email' }));
    expect(await screen.findByText('Failed to resend email: Rate limit exceeded. Please wait before trying again.')).toBeInTheDocument();
  });
});
