import type { RewardsStatus } from '@changamoto/shared/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { toast } from '@/lib/toast';
import { mockApi, renderWithProviders, type MockResponse } from '@/test/render';
import { rewardsStatus } from '@/test/rewards';
import { ReferralsCard } from './referrals-card';

vi.mock('@/lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn(), message: vi.fn() } }));

/** GET /api/rewards from `state`; POST /api/rewards/referral answered by `referral` (default: credited, then referred). */
function serveReferrals(initial: RewardsStatus = rewardsStatus(), referral?: (body: unknown) => MockResponse | Promise<MockResponse>) {
  const state = { rewards: initial };
  const spy = mockApi(({ method, url, body }) => {
    if (method === 'GET' && url.pathname === '/api/rewards') return { body: state.rewards };
    if (method === 'POST' && url.pathname === '/api/rewards/referral') {
      if (referral) return referral(body);
      const code = (body as { referralCode: string }).referralCode;
      state.rewards = { ...state.rewards, referral: { ...state.rewards.referral, referredBy: { id: '00000000-0000-4000-8000-000000000009', username: code } } };
      return { body: { success: true, message: 'Referral code applied! You and your friend each received 20 bonus tokens.', tokens: 20 } };
    }
    return { status: 404, body: { error: { code: 'not_found', message: 'Not found.' } } };
  });
  const posts = () => spy.mock.calls.filter(([input, init]) => init?.method === 'POST' && String(input).endsWith('/api/rewards/referral'));
  return { state, posts };
}

const card = () => screen.getByRole('region', { name: 'Referrals' });

describe('Referrals card (spec §2 Profile)', () => {
  it('shows the user’s code (their username), that sharing may give bonus tokens, and that no one referred them yet', async () => {
    serveReferrals();
    renderWithProviders(<ReferralsCard />);
    expect(await within(card()).findByText('wanjiku')).toBeInTheDocument();
    expect(within(card()).getByText('Your referral code')).toBeInTheDocument();
    expect(within(card()).getByText(/you may both receive 20 bonus tokens/)).toBeInTheDocument();
    expect(within(card()).getByText('No one yet')).toBeInTheDocument();
    expect(within(card()).getByRole('button', { name: 'Submit Code' })).toBeInTheDocument();
  });

  it("says 'Set username first' when the user has no username", async () => {
    serveReferrals(rewardsStatus({ referral: { code: null } }));
    renderWithProviders(<ReferralsCard />);
    expect(await within(card()).findByText('Set username first')).toBeInTheDocument();
  });

  it('replaces the form with a notice, and names the referrer, once the user was referred', async () => {
    serveReferrals(rewardsStatus({ referral: { referredBy: { id: '00000000-0000-4000-8000-000000000009', username: 'otieno' } } }));
    renderWithProviders(<ReferralsCard />);
    expect(await within(card()).findByText('otieno')).toBeInTheDocument();
    expect(within(card()).getByRole('status')).toHaveTextContent("You have already used a referral code (otieno's). A code can be redeemed only once.");
    expect(within(card()).queryByRole('button', { name: 'Submit Code' })).not.toBeInTheDocument();
    expect(within(card()).queryByLabelText('Referral code')).not.toBeInTheDocument();
  });

  it.each([
    ['', 'Referral code cannot be empty.'],
    ['    ', 'Referral code cannot be empty.'],
    ['x'.repeat(51), 'Referral code must be 50 characters or fewer.'],
  ])('validates %j before sending: %s', async (input, message) => {
    const { posts } = serveReferrals();
    renderWithProviders(<ReferralsCard />);
    const field = await screen.findByLabelText('Referral code');
    if (input) await userEvent.type(field, input);
    await userEvent.click(screen.getByRole('button', { name: 'Submit Code' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(posts()).toHaveLength(0);
  });

  it('sends the trimmed code with an Idempotency-Key; on success the notice replaces the form', async () => {
    const { posts } = serveReferrals();
    renderWithProviders(<ReferralsCard />);
    await userEvent.type(await screen.findByLabelText('Referral code'), '  otieno  ');
    await userEvent.click(screen.getByRole('button', { name: 'Submit Code' }));
    expect(await within(card()).findByRole('status')).toHaveTextContent("You have already used a referral code (otieno's).");
    // The form is gone by the time the mutation settles (its refetch came first): the toast still shows.
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Referral code applied! You and your friend each received 20 bonus tokens.'));
    expect(posts()).toHaveLength(1);
    const [, init] = posts()[0]!;
    expect(JSON.parse(String(init?.body))).toEqual({ referralCode: 'otieno' });
    expect(new Headers(init?.headers).get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('still says the code was applied when the notice replaced the form before the answer came (a live event refetched first)', async () => {
    vi.mocked(toast.success).mockClear();
    let answer: (response: MockResponse) => void = () => {};
    const { state } = serveReferrals(rewardsStatus(), () => new Promise<MockResponse>((resolve) => (answer = resolve)));
    const view = renderWithProviders(<ReferralsCard />);
    await userEvent.type(await screen.findByLabelText('Referral code'), 'otieno');
    await userEvent.click(screen.getByRole('button', { name: 'Submit Code' }));
    // The server committed; its balance event makes the page refetch the rewards before the POST answers.
    state.rewards = { ...state.rewards, referral: { ...state.rewards.referral, referredBy: { id: '00000000-0000-4000-8000-000000000009', username: 'otieno' } } };
    await view.queryClient.invalidateQueries();
    expect(await within(card()).findByRole('status')).toHaveTextContent("You have already used a referral code (otieno's).");
    answer({ body: { success: true, message: 'Referral code applied! You and your friend each received 20 bonus tokens.', tokens: 20 } });
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Referral code applied! You and your friend each received 20 bonus tokens.'));
  });

  it('shows the server’s own message (e.g. an unknown code) as an alert', async () => {
    serveReferrals(undefined, () => ({ status: 404, body: { error: { code: 'unknown_code', message: 'That referral code does not exist.' } } }));
    renderWithProviders(<ReferralsCard />);
    await userEvent.type(await screen.findByLabelText('Referral code'), 'nobody');
    await userEvent.click(screen.getByRole('button', { name: 'Submit Code' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('That referral code does not exist.');
  });

  it.each([
    ['the service cannot be reached', () => Promise.reject(new TypeError('Failed to fetch')), 'Failed to communicate with referral service.'],
    ['the answer is not our error shape', () => ({ status: 502, body: '<html>Bad gateway</html>' }), 'Failed to process referral.'],
    ['a success body is not one', () => ({ body: { ok: true } }), 'Received an unexpected response from the server.'],
  ])('spec §8 alert when %s', async (_case, answer, message) => {
    serveReferrals(undefined, answer as () => MockResponse | Promise<MockResponse>);
    renderWithProviders(<ReferralsCard />);
    await userEvent.type(await screen.findByLabelText('Referral code'), 'otieno');
    await userEvent.click(screen.getByRole('button', { name: 'Submit Code' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(message));
  });
});
