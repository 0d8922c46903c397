// The USSD PIN card and the push switch in Kiswahili (issue #20 §1).
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { activateLocale } from '@/lib/i18n';
import { renderWithProviders } from '@/test/render';
import { serveProfile } from '../testing/profile-server';
import { UssdPinCard } from './ussd-pin-card';

vi.mock('@/lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn(), message: vi.fn() } }));

afterEach(async () => {
  await activateLocale('en');
});

describe('USSD PIN card in Kiswahili', () => {
  it('names the card, its fields and its checks in Kiswahili', async () => {
    serveProfile({}, { 'GET /api/profile/ussd-pin': () => ({ body: { isSet: false, lockedUntil: null } }) });
    await activateLocale('sw');
    renderWithProviders(<UssdPinCard />);
    expect(await screen.findByRole('region', { name: 'PIN ya USSD' })).toBeInTheDocument();
    expect(await screen.findByText('Bado huna PIN ya USSD. Chagua tarakimu 4.')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('PIN'), '12');
    await user.click(screen.getByRole('button', { name: 'Weka PIN' }));
    expect(await screen.findByText('PIN yako ya USSD lazima iwe na tarakimu 4 kamili.')).toBeInTheDocument();
    expect(screen.getByLabelText('Thibitisha PIN')).toBeInTheDocument();
  });
});
