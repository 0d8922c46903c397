import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toast } from '@/lib/toast';
import { renderWithProviders } from '@/test/render';
import { authError, makeProfile, ModalHarness, requestsTo, serveAuth } from '../../test/auth-test-utils';

afterEach(() => vi.useRealTimers());

const newAccount = makeProfile({ username: null, isAdultConfirmed: false });

async function openDetails(user: ReturnType<typeof userEvent.setup>, { redirectTo }: { redirectTo?: string } = {}) {
  renderWithProviders(<ModalHarness step="signup-details" redirectTo={redirectTo} />, { path: '/auth/callback' });
  await user.click(screen.getByRole('button', { name: 'Open sign-in' }));
}

/** A signed-in new account: PATCH /api/profile saves, the username check answers `taken`. */
function serveNewAccount({ taken = [] as string[] } = {}) {
  let profile = newAccount;
  return serveAuth({
    'GET /api/profile': () => ({ body: profile }),
    'GET /api/users/username-exists': ({ url }) => ({ body: { exists: taken.includes(url.searchParams.get('username') ?? '') } }),
    'PATCH /api/profile': ({ body }) => {
      profile = { ...profile, ...(body as object) };
      return { body: profile };
    },
    'POST /api/profile/password': () => ({ body: { success: true } }),
    'POST /api/profile/phone-step': () => ({ body: { ...profile, offerPhoneStep: false } }),
    'POST /api/auth/phone-number/send-otp': () => ({ body: { message: 'code sent' } }),
    'POST /api/auth/phone-number/verify': ({ body }) => ((body as { code: string }).code === '654321' ? { body: { status: true, token: 't', user: { id: profile.id, email: profile.email } } } : authError(400, 'INVALID_OTP')),
  });
}

async function fillDetails(user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement, { password }: { password?: [string, string] } = {}) {
  await user.type(within(dialog).getByLabelText('Username'), 'kamau_254');
  await waitFor(() => expect(within(dialog).getByText('Available')).toBeInTheDocument());
  await user.selectOptions(within(dialog).getByLabelText('Region'), 'Global');
  if (password) {
    await user.type(within(dialog).getByLabelText('Password (optional)'), password[0]);
    await user.type(within(dialog).getByLabelText('Confirm password'), password[1]);
  }
  await user.click(within(dialog).getByLabelText('I am 18 or older'));
}

describe('auth modal: Complete Your Profile and Add Phone Number', () => {
  it('saves username, region and 18+, sets the optional password, then Skip for Now redirects after 1000 ms', async () => {
    const user = userEvent.setup();
    const successToast = vi.spyOn(toast, 'success');
    const spy = serveNewAccount();
    await openDetails(user, { redirectTo: '/wallet' });
    const dialog = await screen.findByRole('dialog', { name: 'Complete Your Profile' });

    await fillDetails(user, dialog, { password: ['secret12', 'secret12'] });
    await user.click(within(dialog).getByRole('button', { name: 'Complete Setup' }));

    const phone = await screen.findByRole('dialog', { name: 'Add Phone Number' });
    expect(requestsTo(spy, 'PATCH', '/api/profile')[0]?.body).toEqual({ username: 'kamau_254', region: 'Global', isAdultConfirmed: true });
    expect(requestsTo(spy, 'POST', '/api/profile/password')[0]?.body).toEqual({ password: 'secret12' });
    expect(successToast).toHaveBeenCalledWith('Setup complete! Redirecting...');
    expect(within(phone).getByText('+254')).toBeInTheDocument();
    // Shown here, so never offered again at a later sign-in (issue #16 item 11).
    await waitFor(() => expect(requestsTo(spy, 'POST', '/api/profile/phone-step')).toHaveLength(1));

    vi.useFakeTimers({ shouldAdvanceTime: true });
    await user.click(within(phone).getByRole('button', { name: 'Skip for Now' }));
    await act(() => vi.advanceTimersByTimeAsync(900));
    expect(screen.getByTestId('location')).toHaveTextContent('/auth/callback');
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(screen.getByTestId('location')).toHaveTextContent('/wallet');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('requires the 18+ box and a matching confirmation when a password is given', async () => {
    const user = userEvent.setup();
    const spy = serveNewAccount();
    await openDetails(user);
    const dialog = await screen.findByRole('dialog', { name: 'Complete Your Profile' });
    await user.type(within(dialog).getByLabelText('Username'), 'kamau_254');
    await user.type(within(dialog).getByLabelText('Password (optional)'), 'secret12');
    await user.click(within(dialog).getByRole('button', { name: 'Complete Setup' }));

    expect(await within(dialog).findByText('You must confirm that you are 18 or older.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Confirm password')).toHaveAccessibleDescription('Please confirm your password.');
    await user.type(within(dialog).getByLabelText('Confirm password'), 'secret13');
    await user.click(within(dialog).getByRole('button', { name: 'Complete Setup' }));
    await waitFor(() => expect(within(dialog).getByLabelText('Confirm password')).toHaveAccessibleDescription('Passwords do not match'));
    expect(requestsTo(spy, 'PATCH', '/api/profile')).toHaveLength(0);
  });

  it("blocks the submit with 'Username is already taken.' when the badge says Taken", async () => {
    const user = userEvent.setup();
    const spy = serveNewAccount({ taken: ['kamau_254'] });
    await openDetails(user);
    const dialog = await screen.findByRole('dialog', { name: 'Complete Your Profile' });
    await user.type(within(dialog).getByLabelText('Username'), 'kamau_254');
    expect(await within(dialog).findByText('Taken')).toBeInTheDocument();
    await user.click(within(dialog).getByLabelText('I am 18 or older'));
    await user.click(within(dialog).getByRole('button', { name: 'Complete Setup' }));
    await waitFor(() => expect(within(dialog).getByLabelText('Username')).toHaveAccessibleDescription(/^Username is already taken\./));
    expect(requestsTo(spy, 'PATCH', '/api/profile')).toHaveLength(0);
  });

  it('Save Phone Number verifies the SMS code onto the account, then redirects after 1500 ms', async () => {
    const user = userEvent.setup();
    const successToast = vi.spyOn(toast, 'success');
    const spy = serveNewAccount();
    await openDetails(user);
    await fillDetails(user, await screen.findByRole('dialog', { name: 'Complete Your Profile' }));
    await user.click(screen.getByRole('button', { name: 'Complete Setup' }));
    const phone = await screen.findByRole('dialog', { name: 'Add Phone Number' });

    await user.type(within(phone).getByLabelText('Phone number'), '12345');
    await user.click(within(phone).getByRole('button', { name: 'Send Code' }));
    expect(within(phone).getByLabelText('Phone number')).toHaveAccessibleDescription('Phone number seems too short');
    await user.clear(within(phone).getByLabelText('Phone number'));
    await user.type(within(phone).getByLabelText('Phone number'), '0712345678');
    await user.click(within(phone).getByRole('button', { name: 'Send Code' }));
    await user.type(await within(phone).findByLabelText('6-digit code'), '654321');
    await user.click(within(phone).getByRole('button', { name: 'Save Phone Number' }));

    await waitFor(() => expect(successToast).toHaveBeenCalledWith('Phone number added successfully! Redirecting...'));
    expect(requestsTo(spy, 'POST', '/api/auth/phone-number/verify')[0]?.body).toEqual({ phoneNumber: '+254712345678', code: '654321', updatePhoneNumber: true });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/dashboard'), { timeout: 2500 });
  });

  it('opened with a session whose user already has a username: closes and goes to the target', async () => {
    const user = userEvent.setup();
    serveAuth({ 'GET /api/profile': () => ({ body: makeProfile() }) });
    await openDetails(user, { redirectTo: '/profile' });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/profile'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("opened with no session: 'Your session could not be verified. Please try signing in again.' on the email step", async () => {
    const user = userEvent.setup();
    serveAuth({});
    await openDetails(user);
    const dialog = await screen.findByRole('dialog', { name: 'Welcome to Changamoto' });
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Your session could not be verified. Please try signing in again.');
  });

  it("a refused password keeps the saved profile and says why on the password field; the saved name is not 'Taken'", async () => {
    const user = userEvent.setup();
    let profile = newAccount;
    const spy = serveAuth({
      'GET /api/profile': () => ({ body: profile }),
      'GET /api/users/username-exists': ({ url }) => ({ body: { exists: url.searchParams.get('username') === profile.username } }),
      'PATCH /api/profile': ({ body }) => {
        profile = { ...profile, ...(body as object) };
        return { body: profile };
      },
      'POST /api/profile/password': () => ({ status: 409, body: { error: { code: 'conflict', message: 'Your account already has a password.' } } }),
    });
    await openDetails(user);
    const dialog = await screen.findByRole('dialog', { name: 'Complete Your Profile' });
    await fillDetails(user, dialog, { password: ['secret12', 'secret12'] });
    await user.click(within(dialog).getByRole('button', { name: 'Complete Setup' }));
    await waitFor(() => expect(within(dialog).getByLabelText('Password (optional)')).toHaveAccessibleDescription(/^Your account already has a password\./));
    expect(within(dialog).getByText('Available')).toBeInTheDocument();
    expect(requestsTo(spy, 'PATCH', '/api/profile')).toHaveLength(1);
  });
});
