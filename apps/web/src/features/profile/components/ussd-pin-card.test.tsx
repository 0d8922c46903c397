import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { serveProfile } from '../testing/profile-server';
import { UssdPinCard } from './ussd-pin-card';

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), info: vi.fn(), message: vi.fn() }));
vi.mock('@/lib/toast', () => ({ toast }));
beforeEach(() => vi.clearAllMocks());

const card = () => screen.findByRole('region', { name: 'USSD PIN' });

describe('USSD PIN card', () => {
  it('sets a first PIN: 4 digits typed twice, sent once, then offers to change it', async () => {
    const { bodies } = serveProfile(
      {},
      {
        'GET /api/profile/ussd-pin': () => ({ body: { isSet: false, lockedUntil: null } }),
        'PUT /api/profile/ussd-pin': () => ({ body: { success: true, message: 'Your USSD PIN is set. Use it to confirm payments on *384*123#.', status: { isSet: true, lockedUntil: null } } }),
      },
    );
    renderWithProviders(<UssdPinCard />);
    await card();
    expect(await screen.findByText('You have no USSD PIN yet. Choose 4 digits.')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('PIN'), '12a34');
    await user.type(screen.getByLabelText('Confirm PIN'), '1243');
    await user.click(screen.getByRole('button', { name: 'Set PIN' }));
    expect(await screen.findByText('The two PINs do not match.')).toBeInTheDocument();
    expect(bodies('PUT', '/api/profile/ussd-pin')).toEqual([]);
    await user.clear(screen.getByLabelText('Confirm PIN'));
    await user.type(screen.getByLabelText('Confirm PIN'), '1234');
    await user.click(screen.getByRole('button', { name: 'Set PIN' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Your USSD PIN is set. Use it to confirm payments on *384*123#.'));
    expect(bodies('PUT', '/api/profile/ussd-pin')).toEqual([{ pin: '1234' }]);
    expect(await screen.findByLabelText('Current PIN')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Change PIN' })).toBeInTheDocument();
  });

  it("changes it with the current PIN, and shows the server's field error when that is wrong", async () => {
    const { bodies } = serveProfile(
      {},
      {
        'GET /api/profile/ussd-pin': () => ({ body: { isSet: true, lockedUntil: null } }),
        'PUT /api/profile/ussd-pin': () => ({ status: 400, body: { error: { code: 'validation_error', message: 'Your current USSD PIN is wrong.', fields: { currentPin: 'Your current USSD PIN is wrong.' } } } }),
      },
    );
    renderWithProviders(<UssdPinCard />);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Current PIN'), '0000');
    await user.type(screen.getByLabelText('New PIN'), '5678');
    await user.type(screen.getByLabelText('Confirm PIN'), '5678');
    await user.click(screen.getByRole('button', { name: 'Change PIN' }));
    expect(await screen.findByText('Your current USSD PIN is wrong.')).toBeInTheDocument();
    expect(bodies('PUT', '/api/profile/ussd-pin')).toEqual([{ pin: '5678', currentPin: '0000' }]);
  });

  it('says when the PIN is locked', async () => {
    serveProfile({}, { 'GET /api/profile/ussd-pin': () => ({ body: { isSet: true, lockedUntil: '2026-11-26T09:30:00Z' } }) });
    renderWithProviders(<UssdPinCard />);
    expect(await screen.findByRole('alert')).toHaveTextContent(/Your USSD PIN is locked after 3 wrong tries until /);
  });
});
