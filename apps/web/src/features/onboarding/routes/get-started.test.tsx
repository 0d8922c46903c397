import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AuthModalProvider } from '@/lib/auth-modal';
import { baseProfile } from '@/test/profile';
import { mockApi, renderWithProviders, type MockResponse } from '@/test/render';
import { rewardsStatus } from '@/test/rewards';
import { GetStartedRoute } from './get-started';

/** The onboarding endpoints; `complete` answers POST /api/rewards/onboarding (default: 50 tokens, then 0). */
function serveOnboarding({ complete, bonusGranted = false }: { complete?: (body: unknown) => MockResponse | Promise<MockResponse>; bonusGranted?: boolean } = {}) {
  let granted = bonusGranted;
  const spy = mockApi(({ method, url, body }) => {
    if (method === 'GET' && url.pathname === '/api/profile') return { body: baseProfile };
    if (method === 'GET' && url.pathname === '/api/rewards') return { body: rewardsStatus({ onboarding: { bonusGranted: granted } }) };
    if (method === 'POST' && url.pathname === '/api/rewards/onboarding') {
      if (complete) return complete(body);
      const tokens = granted ? 0 : 50;
      granted = true;
      return { body: { success: true, message: tokens ? 'YOU WON! 50 Bonus Tokens were added to your wallet.' : 'You have already received your onboarding bonus.', tokens } };
    }
    return { status: 404, body: { error: { code: 'not_found', message: 'Not found.' } } };
  });
  const posts = () => spy.mock.calls.filter(([input, init]) => init?.method === 'POST' && String(input).endsWith('/api/rewards/onboarding'));
  return { spy, posts };
}

async function toTrivia() {
  await userEvent.click(await screen.findByRole('button', { name: "Let's Get Started!" }));
  await userEvent.click(await screen.findByRole('button', { name: 'Accept Challenge' }));
  return screen.findByRole('heading', { name: 'What is the capital of France?' });
}

afterEach(() => vi.useRealTimers());

describe('onboarding at /get-started (spec §2 Onboarding)', () => {
  it('walks the four steps with progress dots: welcome, the Daily Trivia Master invitation, the question, the win', async () => {
    serveOnboarding();
    renderWithProviders(<GetStartedRoute />);
    expect(screen.getByRole('heading', { name: 'Welcome to Changamoto!' })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Step 1 of 4' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: "Let's Get Started!" }));
    expect(screen.getByRole('heading', { name: 'Daily Trivia Master' })).toHaveFocus();
    expect(screen.getByRole('list', { name: 'Step 2 of 4' })).toBeInTheDocument();
    expect(await screen.findByText('Answer one quick question and win 50 Bonus Tokens to start playing with.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Skip' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Accept Challenge' }));
    expect(screen.getByRole('heading', { name: 'What is the capital of France?' })).toHaveFocus();
    expect(screen.getByRole('list', { name: 'Step 3 of 4' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Paris' }));
    expect(await screen.findByRole('heading', { name: 'YOU WON!' })).toHaveFocus();
    expect(screen.getByRole('list', { name: 'Step 4 of 4' })).toBeInTheDocument();
    expect(screen.getByText('50 Bonus Tokens')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Explore Challenges' })).toHaveAttribute('href', '/challenges');
    expect(screen.getByRole('link', { name: 'Go to Wallet' })).toHaveAttribute('href', '/wallet');
    expect(screen.queryByRole('button', { name: 'Skip' })).not.toBeInTheDocument();
  });

  it('only the correct answer can be chosen: the wrong ones are disabled', async () => {
    const { posts } = serveOnboarding();
    renderWithProviders(<GetStartedRoute />);
    await toTrivia();
    const answers = screen.getByRole('group', { name: 'Answers' });
    for (const wrong of ['London', 'Berlin', 'Madrid']) expect(within(answers).getByRole('button', { name: wrong })).toBeDisabled();
    expect(within(answers).getByRole('button', { name: 'Paris' })).toBeEnabled();
    fireEvent.click(within(answers).getByRole('button', { name: 'London' }));
    expect(posts()).toHaveLength(0);
    expect(screen.getByRole('heading', { name: 'What is the capital of France?' })).toBeInTheDocument();
  });

  it('sends the answer once with an Idempotency-Key; the server grants the tokens', async () => {
    const { posts } = serveOnboarding();
    renderWithProviders(<GetStartedRoute />);
    await toTrivia();
    await userEvent.click(screen.getByRole('button', { name: 'Paris' }));
    await screen.findByRole('heading', { name: 'YOU WON!' });
    expect(posts()).toHaveLength(1);
    const [, init] = posts()[0]!;
    expect(JSON.parse(String(init?.body))).toEqual({ answer: 'Paris' });
    expect(new Headers(init?.headers).get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('celebrates the win for 3 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    serveOnboarding();
    const { container } = renderWithProviders(<GetStartedRoute />);
    await toTrivia();
    fireEvent.click(screen.getByRole('button', { name: 'Paris' }));
    await screen.findByRole('heading', { name: 'YOU WON!' });
    expect(container.querySelector('[data-celebration]')).not.toBeNull();
    // Still on well into the 3 s (the fake clock also follows real time, hence the margin)…
    act(() => vi.advanceTimersByTime(2500));
    expect(container.querySelector('[data-celebration]')).not.toBeNull();
    // …and over once 3 s have passed.
    act(() => vi.advanceTimersByTime(500));
    expect(container.querySelector('[data-celebration]')).toBeNull();
    expect(screen.getByRole('heading', { name: 'YOU WON!' })).toBeInTheDocument();
  });

  it('a second completion grants nothing and says so, without a celebration', async () => {
    serveOnboarding({ bonusGranted: true });
    const { container } = renderWithProviders(<GetStartedRoute />);
    await userEvent.click(await screen.findByRole('button', { name: "Let's Get Started!" }));
    expect(await screen.findByText(/You already received your onboarding bonus, so this round is just for fun/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Accept Challenge' }));
    await userEvent.click(screen.getByRole('button', { name: 'Paris' }));
    expect(await screen.findByRole('heading', { name: 'Correct!' })).toBeInTheDocument();
    expect(screen.getByText(/You have already received your onboarding bonus\. No tokens were added this time/)).toBeInTheDocument();
    expect(screen.queryByText('YOU WON!')).not.toBeInTheDocument();
    expect(screen.queryByText(/Bonus Tokens$/)).not.toBeInTheDocument();
    expect(container.querySelector('[data-celebration]')).toBeNull();
  });

  it('stays on the question with the server’s message when the answer cannot be recorded, and retries with the same key', async () => {
    let attempt = 0;
    const { posts } = serveOnboarding({
      complete: () => (++attempt === 1 ? { status: 503, body: { error: { code: 'unavailable', message: 'Please try again in a moment.' } } } : { body: { success: true, message: 'ok', tokens: 50 } }),
    });
    renderWithProviders(<GetStartedRoute />);
    await toTrivia();
    await userEvent.click(screen.getByRole('button', { name: 'Paris' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please try again in a moment.');
    await userEvent.click(screen.getByRole('button', { name: 'Paris' }));
    await screen.findByRole('heading', { name: 'YOU WON!' });
    const keys = posts().map(([, init]) => new Headers(init?.headers).get('Idempotency-Key'));
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
  });

  it('says the response was unexpected when a success body is not one', async () => {
    serveOnboarding({ complete: () => ({ body: { ok: true } }) });
    renderWithProviders(<GetStartedRoute />);
    await toTrivia();
    await userEvent.click(screen.getByRole('button', { name: 'Paris' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Received an unexpected response from the server.');
  });

  it.each([1, 2, 3])('Skip on step %i goes to /dashboard, replacing /get-started in the history', async (step) => {
    serveOnboarding();
    const router = createMemoryRouter(
      [
        { path: '/', element: <p>Home page</p> },
        { path: '/get-started', element: <GetStartedRoute /> },
        { path: '/dashboard', element: <p>Dashboard page</p> },
      ],
      { initialEntries: ['/', '/get-started'], initialIndex: 1 },
    );
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <AuthModalProvider>
          <RouterProvider router={router} />
        </AuthModalProvider>
      </QueryClientProvider>,
    );
    if (step >= 2) await userEvent.click(screen.getByRole('button', { name: "Let's Get Started!" }));
    if (step >= 3) await userEvent.click(screen.getByRole('button', { name: 'Accept Challenge' }));
    await userEvent.click(screen.getByRole('button', { name: 'Skip' }));
    expect(await screen.findByText('Dashboard page')).toBeInTheDocument();
    await act(() => router.navigate(-1));
    await waitFor(() => expect(screen.getByText('Home page')).toBeInTheDocument());
  });
});
