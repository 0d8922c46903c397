import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toast } from '@/lib/toast';
import { tieredConfig } from '@/test/public-config';
import { renderWithProviders } from '@/test/render';
import { authError, Pages, requestsTo, serveAuth, type Handler } from '../test/auth-test-utils';
import ConfirmEmailRoute from './confirm-email';
import SignUpRoute from './signup';

afterEach(() => vi.useRealTimers());

const renderSignUp = () => renderWithProviders(<Pages pages={{ '/signup': <SignUpRoute />, '/auth/confirm-email': <ConfirmEmailRoute /> }} />, { path: '/signup' });
const freeName: Handler = () => ({ body: { exists: false } });
const createdUser: Handler = () => ({ body: { token: null, user: { id: 'u', email: 'achieng@example.co.ke' } } });

async function fillForm(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Email address'), 'Achieng@Example.co.ke');
  await user.type(screen.getByLabelText('Username'), 'achieng_o');
  await waitFor(() => expect(screen.getByText('Available')).toBeInTheDocument());
  await user.selectOptions(screen.getByLabelText('Region'), 'US');
  await user.type(screen.getByLabelText('Password'), 'secret12');
  await user.type(screen.getByLabelText('Confirm password'), 'secret12');
  await user.click(screen.getByLabelText('I am 18 or older'));
}

describe('/signup', () => {
  it('creates the account and, with no session yet, goes to /auth/confirm-email naming the address, with Resend Email', async () => {
    const user = userEvent.setup();
    const successToast = vi.spyOn(toast, 'success');
    const spy = serveAuth({
      'GET /api/users/username-exists': freeName,
      'POST /api/auth/sign-up/email': createdUser,
      'POST /api/auth/send-verification-email': () => ({ body: { status: true } }),
    });
    renderSignUp();
    expect(screen.getByRole('heading', { level: 1, name: 'Create your account' })).toBeInTheDocument();
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/auth/confirm-email'));
    expect(requestsTo(spy, 'POST', '/api/auth/sign-up/email')[0]?.body).toEqual({
      email: 'achieng@example.co.ke',
      password: 'secret12',
      name: 'achieng_o',
      username: 'achieng_o',
      region: 'US',
      isAdultConfirmed: true,
    });
    expect(screen.getByText('achieng@example.co.ke')).toBeInTheDocument();
    expect(screen.getByText(/check your spam/i)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Homepage' })).toHaveAttribute('href', '/');

    await user.click(screen.getByRole('button', { name: 'Resend Email' }));
    await waitFor(() => expect(successToast).toHaveBeenCalledWith('Confirmation email resent! Please check your inbox.'));
    expect(requestsTo(spy, 'POST', '/api/auth/send-verification-email')[0]?.body).toEqual({ email: 'achieng@example.co.ke' });
    expect(screen.getByRole('button', { name: /^Resend Email \(\d+s\)$/ })).toBeDisabled();
  });

  it.each([
    ['USERNAME_IS_ALREADY_TAKEN', authError(422, 'USERNAME_IS_ALREADY_TAKEN', 'Username is already taken'), 'This username is already taken. Please choose another.'],
    ['USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL', authError(422, 'USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL', 'User already exists'), 'This email is already registered. Try logging in instead.'],
    ['429', { status: 429, body: { error: { code: 'rate_limited', message: 'Too many requests' } } }, 'Too many signup attempts. Please wait and try again.'],
    ['409', { status: 409, body: { error: { code: 'conflict', message: 'duplicate key' } } }, 'A conflict occurred, possibly due to a duplicate username.'],
  ])('%s → the spec §8 Sign-up message', async (_name, answer, message) => {
    const user = userEvent.setup();
    serveAuth({ 'GET /api/users/username-exists': freeName, 'POST /api/auth/sign-up/email': () => answer });
    renderSignUp();
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/signup');
  });

  it("checks 'Passwords do not match' and the 18+ box before sending", async () => {
    const user = userEvent.setup();
    const spy = serveAuth({ 'GET /api/users/username-exists': freeName });
    renderSignUp();
    await user.type(screen.getByLabelText('Email address'), 'achieng@example.co.ke');
    await user.type(screen.getByLabelText('Username'), 'achieng_o');
    await user.type(screen.getByLabelText('Password'), 'secret12');
    await user.type(screen.getByLabelText('Confirm password'), 'secret21');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText('You must confirm that you are 18 or older.')).toBeInTheDocument();
    await user.click(screen.getByLabelText('I am 18 or older'));
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    await waitFor(() => expect(screen.getByLabelText('Confirm password')).toHaveAccessibleDescription('Passwords do not match'));
    expect(requestsTo(spy, 'POST', '/api/auth/sign-up/email')).toHaveLength(0);
  });

  it('the username badge checks only a valid name, only 500 ms after typing stops: Checking... → Available / Taken', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    let answer!: () => void;
    const spy = serveAuth({
      'GET /api/users/username-exists': async ({ url }) => {
        const name = url.searchParams.get('username');
        if (name === 'slow_name') await new Promise<void>((resolve) => (answer = resolve));
        return { body: { exists: name === 'taken_name' } };
      },
    });
    renderSignUp();
    const checks = () => requestsTo(spy, 'GET', '/api/users/username-exists').map((r) => r.url.searchParams.get('username'));

    await user.type(screen.getByLabelText('Username'), 'ab');
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(checks()).toEqual([]);
    expect(screen.queryByText(/Checking|Available|Taken/)).not.toBeInTheDocument();

    await user.clear(screen.getByLabelText('Username'));
    await user.type(screen.getByLabelText('Username'), 'slow_name');
    // The clock also moves with real time (shouldAdvanceTime), hence the margin around 500 ms.
    await act(() => vi.advanceTimersByTimeAsync(400));
    expect(checks()).toEqual([]);
    expect(screen.getByText('Checking...')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(150));
    expect(checks()).toEqual(['slow_name']);
    expect(screen.getByText('Checking...')).toBeInTheDocument();
    await act(async () => answer());
    expect(await screen.findByText('Available')).toBeInTheDocument();

    await user.clear(screen.getByLabelText('Username'));
    await user.type(screen.getByLabelText('Username'), 'taken_name');
    await act(() => vi.advanceTimersByTimeAsync(500));
    expect(await screen.findByText('Taken')).toBeInTheDocument();
    expect(checks()).toEqual(['slow_name', 'taken_name']);
  });

  it("a failed check says 'Could not check availability. Try again.'", async () => {
    const user = userEvent.setup();
    serveAuth({ 'GET /api/users/username-exists': () => ({ status: 500, body: { error: { code: 'internal_error', message: 'Boom' } } }) });
    renderSignUp();
    await user.type(screen.getByLabelText('Username'), 'achieng_o');
    expect(await screen.findByText('Could not check availability. Try again.')).toBeInTheDocument();
  });

  it("no 'Continue with Google' and no developer words when the server has no Google (issue #24 item 13)", async () => {
    const api = serveAuth({});
    renderSignUp();
    await waitFor(() => expect(requestsTo(api, 'GET', '/api/config').length).toBeGreaterThan(0));
    await screen.findByLabelText('Email address');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(screen.queryByRole('button', { name: 'Continue with Google' })).not.toBeInTheDocument();
    expect(screen.queryByText(/not configured/i)).not.toBeInTheDocument();
    expect(screen.queryByText('or')).not.toBeInTheDocument();
  });

  it("'Continue with Google' is enabled when the server has Google configured", async () => {
    serveAuth({}, { config: { ...tieredConfig, googleSignInEnabled: true } });
    renderSignUp();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Continue with Google' })).toBeEnabled());
  });
});
