// spec §8 Profile fetch: a profile that cannot be read is not a sign-out — the page says why
// ('Profile fetch timed out.' / 'No profile data returned.') and offers a retry.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { baseProfile } from '@/test/profile';
import { mockApi, renderWithProviders, type MockResponse } from '@/test/render';
import { useAuthModal } from '@/lib/auth-modal';
import { ProtectedRoute } from './protected-route';

afterEach(() => vi.useRealTimers());

function Probe() {
  const modal = useAuthModal();
  return (
    <>
      <output aria-label="Current path">{useLocation().pathname}</output>
      <output aria-label="Auth modal">{modal.request ? modal.request.step : 'closed'}</output>
    </>
  );
}

function renderProtected() {
  return renderWithProviders(
    <>
      <ProtectedRoute>
        <p>My dashboard</p>
      </ProtectedRoute>
      <Probe />
    </>,
    { path: '/dashboard' },
  );
}

const serveProfileAs = (answers: (() => MockResponse | Promise<MockResponse>)[]) => {
  let call = 0;
  return mockApi(({ url }) => {
    if (url.pathname !== '/api/profile') return { status: 404, body: {} };
    const answer = answers[Math.min(call, answers.length - 1)]!;
    call += 1;
    return answer();
  });
};

describe('ProtectedRoute when the profile cannot be read', () => {
  it("a failed fetch: 'No profile data returned.' with Try again — not sent home, no sign-in modal; the retry shows the page", async () => {
    // A gateway's error page, twice (the quiet retry), then the profile.
    serveProfileAs([() => ({ status: 502, body: 'Bad gateway' }), () => ({ status: 502, body: 'Bad gateway' }), () => ({ body: baseProfile })]);
    const user = userEvent.setup();
    renderProtected();
    expect(await screen.findByRole('alert', {}, { timeout: 4000 })).toHaveTextContent('No profile data returned.');
    expect(screen.getByRole('status', { name: 'Current path' })).toHaveTextContent('/dashboard');
    expect(screen.getByRole('status', { name: 'Auth modal' })).toHaveTextContent('closed');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('My dashboard')).toBeInTheDocument();
  });

  it('a failure the server explained shows its message (spec §8: server messages take precedence), with Try again', async () => {
    serveProfileAs([() => ({ status: 503, body: { error: { code: 'unavailable', message: 'Changamoto is being updated. Try again in a minute.' } } })]);
    renderProtected();
    expect(await screen.findByRole('alert', {}, { timeout: 4000 })).toHaveTextContent('Changamoto is being updated. Try again in a minute.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Auth modal' })).toHaveTextContent('closed');
  });

  it("a 200 without a profile: 'No profile data returned.'", async () => {
    serveProfileAs([() => ({ body: null })]);
    renderProtected();
    expect(await screen.findByRole('alert', {}, { timeout: 4000 })).toHaveTextContent('No profile data returned.');
  });

  it("no answer within 8 s: 'Profile fetch timed out.' (no retry after a timeout)", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const spy = serveProfileAs([() => new Promise<never>(() => {})]);
    renderProtected();
    await vi.advanceTimersByTimeAsync(7_900);
    expect(screen.queryByRole('alert')).toBeNull();
    await vi.advanceTimersByTimeAsync(200);
    expect(await screen.findByRole('alert')).toHaveTextContent('Profile fetch timed out.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Current path' })).toHaveTextContent('/dashboard');
    expect(spy.mock.calls.filter(([input]) => String(input).includes('/api/profile'))).toHaveLength(1);
  });

  it('signed out (401) still opens the sign-in modal and goes home, as before', async () => {
    serveProfileAs([() => ({ status: 401, body: { error: { code: 'unauthorized', message: 'User not authenticated.' } } })]);
    renderProtected();
    await waitFor(() => expect(screen.getByRole('status', { name: 'Auth modal' })).toHaveTextContent('email'));
    await waitFor(() => expect(screen.getByRole('status', { name: 'Current path' })).toHaveTextContent(/^\/$/));
  });
});
