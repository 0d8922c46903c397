import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { authError, makeProfile, Pages, requestsTo, serveAuth, signedOut } from '../test/auth-test-utils';
import EmailLinkRoute from './email-link';

const renderPage = (path: string) => renderWithProviders(<Pages pages={{ '/auth/email-link': <EmailLinkRoute /> }} />, { path });

describe('/auth/email-link', () => {
  it('signs in only when Sign in is pressed, then continues like an OTP sign-in', async () => {
    const user = userEvent.setup();
    let signedIn = false;
    const spy = serveAuth({
      'POST /api/auth/sign-in/email-otp': () => {
        signedIn = true;
        return { body: { token: 't', user: { id: 'u', email: 'wanjiru@example.co.ke' } } };
      },
      'GET /api/profile': () => (signedIn ? { body: makeProfile() } : signedOut),
    });
    renderPage('/auth/email-link?email=wanjiru%40example.co.ke&code=482913');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(requestsTo(spy, 'POST', '/api/auth/sign-in/email-otp')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/dashboard'));
    expect(requestsTo(spy, 'POST', '/api/auth/sign-in/email-otp')[0]?.body).toEqual({ email: 'wanjiru@example.co.ke', otp: '482913' });
  });

  it("a used or expired code shows 'Invalid or expired OTP. Please request a new one.'", async () => {
    const user = userEvent.setup();
    serveAuth({ 'POST /api/auth/sign-in/email-otp': () => authError(400, 'OTP_EXPIRED', 'OTP expired') });
    renderPage('/auth/email-link?email=wanjiru%40example.co.ke&code=482913');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid or expired OTP. Please request a new one.');
  });
});
