import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAuthModal } from '@/lib/auth-modal';
import { renderWithProviders } from '@/test/render';
import { makeProfile, Pages, requestsTo, serveAuth } from '../test/auth-test-utils';
import AuthCallbackRoute from './auth-callback';

afterEach(() => vi.useRealTimers());

function ModalRequest() {
  const { request } = useAuthModal();
  return <p data-testid="modal-request">{request ? `${request.step} → ${request.redirectTo ?? ''}` : 'closed'}</p>;
}

const renderPage = (path: string) =>
  renderWithProviders(
    <>
      <Pages pages={{ '/auth/callback': <AuthCallbackRoute /> }} />
      <ModalRequest />
    </>,
    { path },
  );

describe('/auth/callback', () => {
  it('an existing user goes to ?redirectTo', async () => {
    serveAuth({ 'GET /api/profile': () => ({ body: makeProfile() }) });
    renderPage('/auth/callback?redirectTo=%2Fnotifications');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/notifications'));
  });

  it('a new user (no username) gets Complete Your Profile in the modal, then onboarding at /get-started (spec §2)', async () => {
    serveAuth({ 'GET /api/profile': () => ({ body: makeProfile({ username: null }) }) });
    renderPage('/auth/callback');
    await waitFor(() => expect(screen.getByTestId('modal-request')).toHaveTextContent('signup-details → /get-started'));
    expect(screen.getByTestId('location')).toHaveTextContent('/auth/callback');
  });

  it("with no session it keeps checking for 10 s, then 'Authentication timed out. Please try again.'", async () => {
    vi.useFakeTimers();
    const spy = serveAuth({});
    renderPage('/auth/callback');
    await act(() => vi.advanceTimersByTimeAsync(9_000));
    expect(screen.queryByText('Authentication timed out. Please try again.')).not.toBeInTheDocument();
    expect(requestsTo(spy, 'GET', '/api/profile').length).toBeGreaterThanOrEqual(9);
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(screen.getByText('Authentication timed out. Please try again.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to Homepage' })).toHaveAttribute('href', '/');
  });

  it("an OAuth failure (?error=) shows 'Error processing authentication: …' without asking for the session", () => {
    const spy = serveAuth({});
    renderPage('/auth/callback?error=access_denied');
    expect(screen.getByRole('alert')).toHaveTextContent('Error processing authentication: access denied');
    expect(requestsTo(spy, 'GET', '/api/profile')).toHaveLength(0);
  });

  it("a server failure reading the session shows 'Error processing authentication: {message}'", async () => {
    serveAuth({ 'GET /api/profile': () => ({ status: 500, body: { error: { code: 'internal_error', message: 'Database unavailable.' } } }) });
    renderPage('/auth/callback');
    expect(await screen.findByRole('alert')).toHaveTextContent('Error processing authentication: Database unavailable.');
  });
});
