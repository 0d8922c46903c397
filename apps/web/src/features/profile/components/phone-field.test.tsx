import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { ProfileRoute } from '../routes/profile';
import { serveProfile, testProfile } from '../testing/profile-server';

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), info: vi.fn(), message: vi.fn() }));
vi.mock('@/lib/toast', () => ({ toast }));

beforeEach(() => vi.clearAllMocks());

const phoneGroup = () => screen.findByRole('group', { name: 'Phone number' });

async function startChange(user: ReturnType<typeof userEvent.setup>, buttonName: string) {
  renderWithProviders(<ProfileRoute />);
  await user.click(within(await phoneGroup()).getByRole('button', { name: buttonName }));
}

describe('phone number (spec §5 Phone, §8 Phone add)', () => {
  it('adds a number: Send Code to +254…, then Verify the 6-digit code, and the new number shows', async () => {
    const server = serveProfile(
      {},
      {
        'POST /api/auth/phone-number/send-otp': () => ({ body: { message: 'OTP sent' } }),
        'POST /api/auth/phone-number/verify': (_body, state) => {
          state.profile = { ...testProfile, phone: '+254712345678' };
          return { body: { status: true } };
        },
      },
    );
    const user = userEvent.setup();
    await startChange(user, 'Add Phone Number');
    await user.type(screen.getByLabelText('New phone number'), '0712345678');
    await user.click(screen.getByRole('button', { name: 'Send Code' }));
    const code = await screen.findByLabelText('Verification code');
    expect(server.bodies('POST', '/api/auth/phone-number/send-otp')).toEqual([{ phoneNumber: '+254712345678' }]);
    expect(screen.getByRole('button', { name: /^Resend Code \(\d+s\)$/ })).toBeDisabled();
    await user.type(code, '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Phone number added successfully!'));
    expect(server.bodies('POST', '/api/auth/phone-number/verify')).toEqual([{ phoneNumber: '+254712345678', code: '123456', updatePhoneNumber: true }]);
    expect(await within(await phoneGroup()).findByText('+254712345678')).toBeInTheDocument();
    expect(screen.queryByLabelText('Verification code')).toBeNull();
  });

  it('a stale session is asked to confirm it is them, then the same code is verified again (DOMAIN.md §8)', async () => {
    let proven = false;
    const server = serveProfile(
      { phone: '+254700000001' },
      {
        'POST /api/auth/phone-number/send-otp': () => ({ body: { message: 'OTP sent' } }),
        'POST /api/auth/phone-number/verify': (_body, state) => {
          if (!proven) return { status: 403, body: { error: { code: 'reauthentication_required', message: 'For your security, please confirm it’s you.' } } };
          state.profile = { ...testProfile, phone: '+254712345678' };
          return { body: { status: true } };
        },
        'POST /api/account/reauthentication/code': () => ({ body: { channel: 'email', sentTo: 'te•••@example.co.ke', message: 'We sent a 6-digit code to te•••@example.co.ke. It expires in 10 minutes.' } }),
        'POST /api/account/reauthentication': () => {
          proven = true;
          return { body: { success: true, freshUntil: '2099-01-01T00:00:00.000Z' } };
        },
      },
    );
    const user = userEvent.setup();
    await startChange(user, 'Change');
    await user.type(screen.getByLabelText('New phone number'), '0712345678');
    await user.click(screen.getByRole('button', { name: 'Send Code' }));
    await user.type(await screen.findByLabelText('Verification code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    const prompt = await screen.findByRole('region', { name: 'Confirm it’s you' });
    expect(prompt).toHaveTextContent('before you change your phone number');
    await user.click(within(prompt).getByRole('button', { name: 'Send me a code' }));
    await user.type(await within(prompt).findByLabelText('Security code'), '654321');
    await user.click(within(prompt).getByRole('button', { name: 'Confirm and continue' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Phone number added successfully!'));
    expect(server.bodies('POST', '/api/auth/phone-number/verify')).toEqual([
      { phoneNumber: '+254712345678', code: '123456', updatePhoneNumber: true },
      { phoneNumber: '+254712345678', code: '123456', updatePhoneNumber: true },
    ]);
  });

  it('checks the national number before sending anything', async () => {
    const server = serveProfile();
    const user = userEvent.setup();
    await startChange(user, 'Add Phone Number');
    await user.type(screen.getByLabelText('New phone number'), '0712');
    await user.click(screen.getByRole('button', { name: 'Send Code' }));
    expect(await screen.findByText('Phone number seems too short')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('New phone number'));
    await user.type(screen.getByLabelText('New phone number'), '0812345678');
    await user.click(screen.getByRole('button', { name: 'Send Code' }));
    expect(await screen.findByText('Invalid format. Use 9 digits (7...) or 10 digits (07...).')).toBeInTheDocument();
    expect(server.bodies('POST', '/api/auth/phone-number/send-otp')).toEqual([]);
  });

  it('a second request within 60 s gets the rate-limit message', async () => {
    serveProfile({}, { 'POST /api/auth/phone-number/send-otp': () => ({ status: 429, body: { message: 'Too many requests' } }) });
    const user = userEvent.setup();
    await startChange(user, 'Add Phone Number');
    await user.type(screen.getByLabelText('New phone number'), '712345678');
    await user.click(screen.getByRole('button', { name: 'Send Code' }));
    expect(await screen.findByText('Rate limit exceeded. Please wait before trying again.')).toBeInTheDocument();
  });

  it.each([
    ['INVALID_OTP', 'Invalid or expired OTP. Please request a new one.'],
    ['OTP_EXPIRED', 'Invalid or expired OTP. Please request a new one.'],
    ['PHONE_NUMBER_EXIST', 'This phone number is already linked to another account.'],
  ])('verify error %s shows %j', async (code, message) => {
    serveProfile(
      { phone: '+254700000001' },
      {
        'POST /api/auth/phone-number/send-otp': () => ({ body: { message: 'OTP sent' } }),
        'POST /api/auth/phone-number/verify': () => ({ status: 400, body: { code, message: 'nope' } }),
      },
    );
    const user = userEvent.setup();
    await startChange(user, 'Change');
    await user.type(screen.getByLabelText('New phone number'), '0712345678');
    await user.click(screen.getByRole('button', { name: 'Send Code' }));
    await user.type(await screen.findByLabelText('Verification code'), '654321');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(toast.success).not.toHaveBeenCalled();
  });

  it('refuses a code that is not 6 digits', async () => {
    const server = serveProfile({}, { 'POST /api/auth/phone-number/send-otp': () => ({ body: { message: 'OTP sent' } }) });
    const user = userEvent.setup();
    await startChange(user, 'Add Phone Number');
    await user.type(screen.getByLabelText('New phone number'), '0712345678');
    await user.click(screen.getByRole('button', { name: 'Send Code' }));
    await user.type(await screen.findByLabelText('Verification code'), '123');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('OTP must be 6 digits')).toBeInTheDocument();
    expect(server.bodies('POST', '/api/auth/phone-number/verify')).toEqual([]);
  });

  it('Remove asks first, then saves phone: null', async () => {
    const server = serveProfile(
      { phone: '+254712345678' },
      {
        'PATCH /api/profile': (body, state) => ({ body: (state.profile = { ...testProfile, ...(body as object) }) }),
      },
    );
    const user = userEvent.setup();
    await startChange(user, 'Remove');
    const dialog = await screen.findByRole('dialog', { name: 'Remove phone number?' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Profile updated successfully!'));
    expect(server.bodies('PATCH', '/api/profile')).toEqual([{ phone: null }]);
    expect(await within(await phoneGroup()).findByText('No phone number added.')).toBeInTheDocument();
  });
});
