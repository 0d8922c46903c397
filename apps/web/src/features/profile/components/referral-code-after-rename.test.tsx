// The Referrals card shows the new code right after a username change (issue #24 item 13): the code is
// the username, so changing it re-reads the rewards status.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockApi, renderWithProviders } from '@/test/render';
import { baseProfile } from '@/test/profile';
import { rewardsStatus } from '@/test/rewards';
import { useUpdateProfile } from '../api/update-profile';
import { ReferralsCard } from './referrals-card';

vi.mock('@/lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn(), message: vi.fn() } }));

function Rename() {
  const update = useUpdateProfile();
  return (
    <button type="button" onClick={() => update.mutate({ username: 'baraka' })}>
      Rename
    </button>
  );
}

describe('Referrals card after a username change', () => {
  it('shows the new code without a reload', async () => {
    const user = userEvent.setup({ delay: null });
    let username = 'wanjiku';
    mockApi(({ method, url }) => {
      if (method === 'GET' && url.pathname === '/api/rewards') {
        const status = rewardsStatus();
        return { body: { ...status, referral: { ...status.referral, code: username } } };
      }
      if (method === 'PATCH' && url.pathname === '/api/profile') {
        username = 'baraka';
        return { body: { ...baseProfile, username } };
      }
      if (method === 'GET' && url.pathname === '/api/profile') return { body: { ...baseProfile, username } };
      return { status: 404, body: { error: { code: 'not_found', message: 'Not found.' } } };
    });
    renderWithProviders(
      <>
        <ReferralsCard />
        <Rename />
      </>,
    );
    const card = screen.getByRole('region', { name: 'Referrals' });
    expect(await within(card).findByText('wanjiku')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Rename' }));
    expect(await within(card).findByText('baraka')).toBeInTheDocument();
  });
});
