import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { toast } from '@/lib/toast';
import { renderWithProviders } from '@/test/render';
import { ChallengeDetailRoute } from '../routes/challenge-detail';
import { apiError, bob, challenge, ids, serveChallenge, stake, stakesOf, testProfile } from '../testing/challenge-server';

vi.mock('@/lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn(), message: vi.fn() } }));

const admin = { ...testProfile, role: 'admin' as const };
const renderDetail = () => renderWithProviders(<ChallengeDetailRoute />, { path: `/challenges/${ids.challenge}`, routePath: '/challenges/:id' });
const decisionPath = `/api/admin/challenges/${ids.challenge}/decision`;
const panel = () => screen.findByRole('region', { name: 'Admin Actions' });

describe('Admin Actions panel (spec §6)', () => {
  it('is not shown to a user who is not an admin', async () => {
    serveChallenge();
    renderDetail();
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('region', { name: 'Admin Actions' })).not.toBeInTheDocument();
  });

  it('solo: Declare Success asks with "This action cannot be undone." and decides with an Idempotency-Key', async () => {
    const user = userEvent.setup();
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(true);
    const { calls } = serveChallenge({ profile: admin });
    renderDetail();
    const section = await panel();
    expect(within(section).getByRole('button', { name: 'Declare Failure' })).toBeInTheDocument();
    await user.click(within(section).getByRole('button', { name: 'Declare Success' }));
    expect(confirm).toHaveBeenCalledWith('Are you sure you want to submit Success as the result? This action cannot be undone.');
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Action successful!'));
    const [sent] = calls('POST', decisionPath);
    expect(sent?.body).toEqual({ outcome: 'solo_succeeds' });
    expect(sent?.headers.get('Idempotency-Key')).toBeTruthy();
  });

  it('two_player: declares player B the winner; a server refusal shows "Error: …" inline', async () => {
    const user = userEvent.setup();
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    const { calls } = serveChallenge({ profile: admin, detail: challenge({ type: 'two_player', playerB: bob }), routes: { [`POST ${decisionPath}`]: () => apiError(409, 'This challenge has already been decided.') } });
    renderDetail();
    const section = await panel();
    expect(within(section).getByRole('button', { name: 'Declare alice Winner' })).toBeInTheDocument();
    await user.click(within(section).getByRole('button', { name: 'Declare bob Winner' }));
    expect(await within(section).findByRole('alert')).toHaveTextContent('Error: This challenge has already been decided.');
    expect(calls('POST', decisionPath)[0]?.body).toEqual({ outcome: 'player_b_wins' });
  });

  it('sends the reason the players see with the decision', async () => {
    const user = userEvent.setup();
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    const { calls } = serveChallenge({ profile: admin, detail: challenge({ type: 'two_player', status: 'pending_verification', playerB: bob }) });
    renderDetail();
    const section = await panel();
    await user.type(within(section).getByLabelText('Reason (the players see it)'), 'The photos show bob finished first.');
    await user.click(within(section).getByRole('button', { name: 'Declare bob Winner' }));
    await waitFor(() => expect(calls('POST', decisionPath)).toHaveLength(1));
    expect(calls('POST', decisionPath)[0]?.body).toEqual({ outcome: 'player_b_wins', reason: 'The photos show bob finished first.' });
  });

  it("public: Mark Winners needs a winner ('Please select at least one winner'), then sends their ids; Verify & Complete sends none", async () => {
    const user = userEvent.setup();
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(true);
    const { calls } = serveChallenge({
      profile: admin,
      detail: challenge({ type: 'public', publicChallengeEntryFee: 10, participants: [stake({ userId: ids.bob, user: bob, role: 'participant', outcome: 'completed', amount: 10 })], totals: { publicParticipantsCount: 1 } }),
    });
    renderDetail();
    const section = await panel();
    await user.click(within(section).getByRole('button', { name: 'Mark Winners' }));
    expect(within(section).getByRole('alert')).toHaveTextContent('Please select at least one winner');
    expect(calls('POST', decisionPath)).toHaveLength(0);

    await user.click(within(section).getByRole('checkbox', { name: 'bob' }));
    await user.click(within(section).getByRole('button', { name: 'Mark Winners' }));
    await waitFor(() => expect(calls('POST', decisionPath)).toHaveLength(1));
    expect(calls('POST', decisionPath)[0]?.body).toEqual({ outcome: 'completed', winnerIds: [ids.bob] });

    await user.click(within(section).getByRole('button', { name: 'Verify & Complete' }));
    expect(confirm).toHaveBeenLastCalledWith('Have you verified all results and winners? This action cannot be undone.');
    await waitFor(() => expect(calls('POST', decisionPath)).toHaveLength(2));
    expect(calls('POST', decisionPath)[1]?.body).toEqual({ outcome: 'completed' });
  });

  it('public: Show more participants reaches the next pages of candidates (refunded ones left out), so any participant can be marked', async () => {
    const user = userEvent.setup();
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    const firstPage = stakesOf(20, { prefix: 'fan', role: 'participant', outcome: 'completed' });
    const [, secondRefunded] = firstPage;
    if (secondRefunded) secondRefunded.status = 'refunded';
    const nextPage = stakesOf(2, { prefix: 'fan', role: 'participant', outcome: 'completed', start: 21 });
    const { calls } = serveChallenge({
      profile: admin,
      detail: challenge({ type: 'public', publicChallengeEntryFee: 10, participants: firstPage, participantsNextCursor: 'participants-2', totals: { publicParticipantsCount: 22 } }),
      stakePages: { 'participants-2': { list: 'participants', stakes: nextPage, nextCursor: null } },
    });
    renderDetail();
    const section = await panel();
    const boxes = () => within(section).getAllByRole('checkbox').map((box) => box.closest('label')?.textContent);
    expect(boxes()).toHaveLength(19);
    expect(boxes()).not.toContain('fan2');
    expect(within(section).queryByRole('checkbox', { name: 'fan22' })).not.toBeInTheDocument();

    await user.click(within(section).getByRole('button', { name: 'Show more participants' }));
    const fan22 = await within(section).findByRole('checkbox', { name: 'fan22' });
    expect(boxes()).toHaveLength(21);
    expect(document.activeElement).toBe(within(section).getByRole('checkbox', { name: 'fan21' }));
    expect(within(section).queryByRole('button', { name: 'Show more participants' })).not.toBeInTheDocument();

    await user.click(fan22);
    await user.click(within(section).getByRole('button', { name: 'Mark Winners' }));
    await waitFor(() => expect(calls('POST', decisionPath)).toHaveLength(1));
    expect(calls('POST', decisionPath)[0]?.body).toEqual({ outcome: 'completed', winnerIds: [nextPage[1]?.userId] });
  });

  it('voids with a reason (3-500 characters) after the confirmation', async () => {
    const user = userEvent.setup();
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    const { calls } = serveChallenge({ profile: admin });
    renderDetail();
    const section = await panel();
    await user.click(within(section).getByRole('button', { name: 'Void Challenge' }));
    expect(within(section).getByLabelText('Reason for voiding')).toHaveAccessibleDescription(expect.stringContaining('Please give a reason (3 to 500 characters).'));
    await user.type(within(section).getByLabelText('Reason for voiding'), 'Irregular activity');
    await user.click(within(section).getByRole('button', { name: 'Void Challenge' }));
    await waitFor(() => expect(calls('POST', `/api/admin/challenges/${ids.challenge}/void`)).toHaveLength(1));
    const [sent] = calls('POST', `/api/admin/challenges/${ids.challenge}/void`);
    expect(sent?.body).toEqual({ reason: 'Irregular activity' });
    expect(sent?.headers.get('Idempotency-Key')).toBeTruthy();
  });
});
