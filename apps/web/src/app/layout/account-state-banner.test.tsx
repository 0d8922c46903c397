// issue #24 item 11: every page of a signed-in person says, before they act, that their balance is
// frozen or that they are on a break (with its end), in the server's words.
import { screen, waitFor } from '@testing-library/react';
import { ACCOUNT_STATE_MESSAGES } from '@changamoto/shared/domain';
import { describe, expect, it } from 'vitest';
import { baseProfile } from '@/test/profile';
import { mockApi, renderWithProviders } from '@/test/render';
import { sessionQueryKey } from '@/lib/queries/session';
import { AccountStateBanner } from './account-state-banner';

const serveProfile = (profile: object | null) => mockApi(({ url }) => (url.pathname === '/api/profile' && profile ? { body: profile } : { status: 401, body: { error: { code: 'unauthorized', message: 'Sign in first.' } } }));

describe('AccountStateBanner', () => {
  it('says nothing for a person in good standing, or a visitor', async () => {
    serveProfile(baseProfile);
    const { queryClient, unmount } = renderWithProviders(<AccountStateBanner />);
    await waitFor(() => expect(queryClient.getQueryState(sessionQueryKey)?.status).toBe('success'));
    expect(screen.queryByRole('status', { name: 'Account status' })).not.toBeInTheDocument();
    unmount();
    serveProfile(null);
    renderWithProviders(<AccountStateBanner />);
    expect(screen.queryByRole('status', { name: 'Account status' })).not.toBeInTheDocument();
  });

  it('a frozen balance and a break: both, with the break’s end', async () => {
    const message = 'You are taking a break until 28 Nov 2026, 14:00 EAT. Buying tokens, creating, joining and backing challenges are paused until then.';
    serveProfile({ ...baseProfile, balanceFrozen: true, activeExclusion: { kind: 'break_7d', startsAt: '2026-11-21T11:00:00Z', endsAt: '2026-11-28T11:00:00Z', message } });
    renderWithProviders(<AccountStateBanner />);
    const banner = await screen.findByRole('status', { name: 'Account status' });
    expect(banner).toHaveTextContent(ACCOUNT_STATE_MESSAGES.frozenBanner);
    expect(banner).toHaveTextContent(message);
  });
});
