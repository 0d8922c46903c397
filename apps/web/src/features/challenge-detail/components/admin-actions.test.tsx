import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { toast } from '@/lib/toast';
import { renderWithProviders } from '@/test/render';
import { ChallengeDetailRoute } from '../routes/challenge-detail';
import { CLAIM_MESSAGES } from '@changamoto/shared/domain';
import { apiError, bob, challenge, ids, noClaims, serveChallenge, stake, stakesOf, testProfile } from '../testing/challenge-server';

vi.mock('@/lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn(), message: vi.fn() } }));

const admin = { ...testProfile, role: 'admin' as const };
const renderDetail = () => renderWithProviders(<ChallengeDetailRoute />, { path: `/challenges/${ids.challenge}`, routePath: '/challenges/:id' });
const decisionPath = `/api/admin/challenges/${ids.challenge}/decision`;
// The panel loads on demand (admins only): loaded once before the tests, so its lazy import resolves at once.
beforeAll(() => import('./admin-actions-panel'));
const panel = () => screen.findByRole('region', { name: 'Admin Actions' }, { timeout: 10_000 });

describe('Admin Actions panel (spec §6)', () => {
  it('is not shown to a user who is not an admin', async () => {
    serveChallenge();
    renderDetail();
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('region', { name: 'Admin Actions' })).not.toBeInTheDocument();
  });

  it('solo: Declare Success opens the same dialog as the admin queue (no browser confirm), with an optional note for the audit log, and decides with an Idempotency-Key (issue #24 item 12)', async () => {
    const user = userEvent.setup();
    const confirm = vi.spyOn(window, 'confirm');
    const { calls } = serveChallenge({ profile: admin });
    renderDetail();
    const section = await panel();
    expect(within(section).getByRole('button', { name: 'Declare Failure' })).toBeInTheDocument();
    await user.click(within(section).getByRole('button', { name: 'Declare Success' }));
    const dialog = await screen.findByRole('dialog', { name: 'Declare Success' });
    expect(dialog).toHaveAccessibleDescription('Are you sure you want to submit Success as the result? This action cannot be undone.');
    await user.type(within(dialog).getByLabelText('Reason (the players see it; optional)'), 'Strava log checked.');
    await user.click(within(dialog).getByRole('button', { name: 'Declare Success' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Action successful!'));
    expect(confirm).not.toHaveBeenCalled();
    const [sent] = calls('POST', decisionPath);
    expect(sent?.body).toEqual({ outcome: 'solo_succeeds', reason: 'Strava log checked.' });
    expect(sent?.headers.get('Idempotency-Key')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('a decision against a player’s claim asks for the reason, as the server does (DOMAIN.md §9)', async () => {
    const user = userEvent.setup();
    const claim = { userId: ids.alice, username: 'alice', role: 'player_a' as const, outcome: 'solo_fails' as const, note: null, evidence: [], createdAt: '2026-03-01T10:00:00Z', updatedAt: '2026-03-01T10:00:00Z' };
    const { calls } = serveChallenge({
      profile: admin,
      detail: challenge({ status: 'pending_verification' }),
      routes: { [`GET /api/challenges/${ids.challenge}/claims`]: () => ({ body: { ...noClaims, state: 'claimed', claims: [claim] } }) },
    });
    renderDetail();
    const section = await panel();
    await user.click(within(section).getByRole('button', { name: 'Declare Success' }));
    const dialog = await screen.findByRole('dialog', { name: 'Declare Success' });
    await within(dialog).findByLabelText(/^Reason \(the players see it\)/);
    await user.click(within(dialog).getByRole('button', { name: 'Declare Success' }));
    expect(within(dialog).getByLabelText(/^Reason \(the players see it\)/)).toHaveAccessibleDescription(expect.stringContaining(CLAIM_MESSAGES.reasonRequired));
    expect(calls('POST', decisionPath)).toHaveLength(0);
  });

  it('two_player: declares player B the winner; a server refusal shows "Error: …" in the dialog', async () => {
    const user = userEvent.setup();
    const { calls } = serveChallenge({ profile: admin, detail: challenge({ type: 'two_player', playerB: bob }), routes: { [`POST ${decisionPath}`]: () => apiError(409, 'This challenge has already been decided.') } });
    renderDetail();
    const section = await panel();
    expect(within(section).getByRole('button', { name: 'Declare alice Winner' })).toBeInTheDocument();
    await user.click(within(section).getByRole('button', { name: 'Declare bob Winner' }));
    const dialog = await screen.findByRole('dialog', { name: 'Declare bob Winner' });
    await user.click(within(dialog).getByRole('button', { name: 'Declare bob Winner' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('This challenge has already been decided.');
    expect(calls('POST', decisionPath)[0]?.body).toEqual({ outcome: 'player_b_wins' });
  });

  it("public: Mark Winners needs a winner ('Please select at least one winner'), then sends their ids; Verify & Complete sends none", async () => {
    const user = userEvent.setup();
    const { calls } = serveChallenge({
      profile: admin,
      detail: challenge({ type: 'public', publicChallengeEntryFee: 10, participants: [stake({ userId: ids.bob, user: bob, role: 'participant', outcome: 'completed', amount: 10 })], totals: { publicParticipantsCount: 1 } }),
    });
    renderDetail();
    const section = await panel();
    await user.click(within(section).getByRole('button', { name: 'Mark Winners' }));
    expect(within(section).getByRole('alert')).toHaveTextContent('Please select at least one winner');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(within(section).getByRole('checkbox', { name: 'bob' }));
    await user.click(within(section).getByRole('button', { name: 'Mark Winners' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Mark Winners' })).getByRole('button', { name: 'Mark Winners' }));
    await waitFor(() => expect(calls('POST', decisionPath)).toHaveLength(1));
    expect(calls('POST', decisionPath)[0]?.body).toEqual({ outcome: 'completed', winnerIds: [ids.bob] });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(within(section).getByRole('button', { name: 'Verify & Complete' }));
    const verify = await screen.findByRole('dialog', { name: 'Verify & Complete' });
    expect(verify).toHaveAccessibleDescription('Have you verified all results and winners? This action cannot be undone.');
    await user.click(within(verify).getByRole('button', { name: 'Verify & Complete' }));
    await waitFor(() => expect(calls('POST', decisionPath)).toHaveLength(2));
    expect(calls('POST', decisionPath)[1]?.body).toEqual({ outcome: 'completed' });
  });

  it('public: Show more participants reaches the next pages of candidates (refunded ones left out), so any participant can be marked', async () => {
    const user = userEvent.setup();
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
    const boxes = () =>
      within(section)
        .getAllByRole('checkbox')
        .map((box) => box.closest('label')?.textContent);
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
    await user.click(within(await screen.findByRole('dialog', { name: 'Mark Winners' })).getByRole('button', { name: 'Mark Winners' }));
    await waitFor(() => expect(calls('POST', decisionPath)).toHaveLength(1));
    expect(calls('POST', decisionPath)[0]?.body).toEqual({ outcome: 'completed', winnerIds: [nextPage[1]?.userId] });
  });

  it('voids with a reason (3-500 characters) in the dialog, kept for the audit log', async () => {
    const user = userEvent.setup();
    const { calls } = serveChallenge({ profile: admin });
    renderDetail();
    const section = await panel();
    await user.click(within(section).getByRole('button', { name: 'Void Challenge' }));
    const dialog = await screen.findByRole('dialog', { name: 'Void Challenge' });
    await user.click(within(dialog).getByRole('button', { name: 'Void Challenge' }));
    expect(within(dialog).getByLabelText(/Reason for voiding/)).toHaveAccessibleDescription(expect.stringContaining('Please give a reason (3 to 500 characters).'));
    expect(calls('POST', `/api/admin/challenges/${ids.challenge}/void`)).toHaveLength(0);
    await user.type(within(dialog).getByLabelText(/Reason for voiding/), 'Irregular activity');
    await user.click(within(dialog).getByRole('button', { name: 'Void Challenge' }));
    await waitFor(() => expect(calls('POST', `/api/admin/challenges/${ids.challenge}/void`)).toHaveLength(1));
    const [sent] = calls('POST', `/api/admin/challenges/${ids.challenge}/void`);
    expect(sent?.body).toEqual({ reason: 'Irregular activity' });
    expect(sent?.headers.get('Idempotency-Key')).toBeTruthy();
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Challenge voided. Every stake has been refunded.'));
  });
});
