import type { ChallengeClaims } from '@changamoto/shared/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toast } from '@/lib/toast';
import { renderWithProviders } from '@/test/render';
import { ChallengeDetailRoute } from '../routes/challenge-detail';
import { alice, apiError, challenge, ids, noClaims, serveChallenge, testProfile } from '../testing/challenge-server';

vi.mock('@/lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn(), message: vi.fn() } }));
afterEach(() => vi.restoreAllMocks());

const renderDetail = () => renderWithProviders(<ChallengeDetailRoute />, { path: `/challenges/${ids.challenge}`, routePath: '/challenges/:id' });
const me = { id: ids.me, username: 'wanjiku', avatarUrl: null };
const duel = (overrides = {}) => challenge({ type: 'two_player', status: 'pending_verification', creator: alice, playerA: alice, playerB: me, ...overrides });
const evidencePath = `/api/challenges/${ids.challenge}/evidence/70000000-0000-4000-8000-000000000001`;
const aliceClaims: ChallengeClaims = {
  state: 'claimed',
  canClaim: true,
  players: [
    { userId: ids.alice, username: 'alice', role: 'player_a' },
    { userId: ids.me, username: 'wanjiku', role: 'player_b' },
  ],
  claims: [
    {
      userId: ids.alice,
      username: 'alice',
      role: 'player_a',
      outcome: 'player_a_wins',
      note: 'I won 3–1, scoreboard attached.',
      evidence: [{ id: '70000000-0000-4000-8000-000000000001', path: evidencePath }],
      createdAt: '2026-03-31T21:00:00+03:00',
      updatedAt: '2026-03-31T21:00:00+03:00',
    },
  ],
  decision: null,
};
/** The FormData of the claim requests that were sent. */
const sentForms = (spy: ReturnType<typeof serveChallenge>['spy']) => spy.mock.calls.filter(([input, init]) => init?.method === 'POST' && String(input).endsWith('/claim')).map(([, init]) => init!.body as FormData);

describe('Result Claims on the detail page (DOMAIN.md §9)', () => {
  it("shows player B the opponent's claim with its note and photo, and asks 'Do you agree?'; Agree submits the same result", async () => {
    const user = userEvent.setup();
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(true);
    const { spy } = serveChallenge({ detail: duel(), routes: { [`GET /api/challenges/${ids.challenge}/claims`]: () => ({ body: aliceClaims }) } });
    renderDetail();
    const section = await screen.findByRole('region', { name: 'Result Claims' }, { timeout: 5000 });
    expect(await within(section).findByText(/claims:/)).toHaveTextContent('Player A (alice) claims: alice Wins');
    expect(within(section).getByText('I won 3–1, scoreboard attached.')).toBeInTheDocument();
    expect(within(section).getByRole('img', { name: 'Evidence photo 1 from alice' })).toHaveAttribute('src', evidencePath);
    expect(within(section).getByText('Do you agree?')).toBeInTheDocument();

    await user.click(within(section).getByRole('button', { name: 'Agree' }));
    expect(confirm).toHaveBeenCalledWith('Are you sure you want to submit alice Wins as the result?');
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Result submitted successfully!'));
    const [form] = sentForms(spy);
    expect(form?.get('outcome')).toBe('player_a_wins');
    expect(form?.getAll('evidence')).toEqual([]);
  });

  it('Submit a different result: the player picks their result, writes a note and attaches a photo', async () => {
    const user = userEvent.setup();
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    const { spy } = serveChallenge({ detail: duel(), routes: { [`GET /api/challenges/${ids.challenge}/claims`]: () => ({ body: aliceClaims }) } });
    renderDetail();
    await user.click(await screen.findByRole('button', { name: 'Submit a different result' }, { timeout: 5000 }));
    await user.click(screen.getByRole('radio', { name: 'wanjiku Wins' }));
    await user.type(screen.getByLabelText('Note (optional)'), 'The last goal was offside.');
    const photo = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'replay.png', { type: 'image/png' });
    await user.upload(screen.getByLabelText(/Photos as evidence/), photo);
    await user.click(screen.getByRole('button', { name: 'Submit Result' }));
    await waitFor(() => expect(sentForms(spy)).toHaveLength(1));
    const [form] = sentForms(spy);
    expect(form?.get('outcome')).toBe('player_b_wins');
    expect(form?.get('note')).toBe('The last goal was offside.');
    expect(form?.getAll('evidence')).toEqual([photo]);
  });

  it('says the result was submitted even when the page that asked is gone by the time the answer arrives', async () => {
    const user = userEvent.setup();
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    let answer!: () => void;
    serveChallenge({
      detail: duel(),
      routes: {
        [`GET /api/challenges/${ids.challenge}/claims`]: () => ({ body: aliceClaims }),
        [`POST /api/challenges/${ids.challenge}/claim`]: () =>
          new Promise((resolve) => {
            answer = () => resolve({ body: { success: true, message: 'Result submitted successfully!', claims: aliceClaims } });
          }),
      },
    });
    const { unmount } = renderDetail();
    const section = await screen.findByRole('region', { name: 'Result Claims' }, { timeout: 5000 });
    await user.click(await within(section).findByRole('button', { name: 'Agree' }));
    await waitFor(() => expect(answer).toBeTypeOf('function'));
    unmount();
    answer();
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Result submitted successfully!'));
  });

  it('refuses more than 3 photos or a non-image before sending; shows the server’s refusal as Failed: …', async () => {
    const user = userEvent.setup({ applyAccept: false });
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    const { spy } = serveChallenge({
      detail: challenge({ creator: me, playerA: me }),
      routes: { [`POST /api/challenges/${ids.challenge}/claim`]: () => apiError(400, 'Invalid file type. Please upload an image (JPG, PNG, GIF, WebP).', 'validation_error') },
    });
    renderDetail();
    await user.click(await screen.findByRole('radio', { name: 'Success' }, { timeout: 5000 }));
    const files = [1, 2, 3, 4].map((n) => new File(['x'], `p${n}.png`, { type: 'image/png' }));
    await user.upload(screen.getByLabelText(/Photos as evidence/), files);
    expect(await screen.findByText('You can attach up to 3 images.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Submit Result' }));
    expect(sentForms(spy)).toHaveLength(0);

    await user.upload(screen.getByLabelText(/Photos as evidence/), [new File(['%PDF'], 'doc.pdf', { type: 'application/pdf' })]);
    expect(await screen.findByText('Invalid file type. Please upload an image (JPG, PNG, GIF, WebP).')).toBeInTheDocument();
    await user.upload(screen.getByLabelText(/Photos as evidence/), [new File(['x'], 'p.png', { type: 'image/png' })]);
    await user.click(screen.getByRole('button', { name: 'Submit Result' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed: Invalid file type. Please upload an image (JPG, PNG, GIF, WebP).');
  });

  it("a server failure without a reason reads 'Failed: Failed to submit result.' (spec §8)", async () => {
    const user = userEvent.setup();
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    serveChallenge({
      detail: challenge({ creator: me, playerA: me }),
      routes: { [`POST /api/challenges/${ids.challenge}/claim`]: () => apiError(500, 'Internal server error', 'internal_error') },
    });
    renderDetail();
    await user.click(await screen.findByRole('radio', { name: 'Success' }, { timeout: 5000 }));
    await user.click(screen.getByRole('button', { name: 'Submit Result' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed: Failed to submit result.');
  });

  it('after the decision, shows the admin’s decision and reason, and no form', async () => {
    serveChallenge({
      detail: duel({ status: 'paid_out', outcome: 'player_b_wins' }),
      routes: {
        [`GET /api/challenges/${ids.challenge}/claims`]: () => ({
          body: { ...aliceClaims, state: 'disputed', canClaim: false, decision: { outcome: 'player_b_wins', reason: 'The replay shows the last goal was offside.', decidedAt: '2026-04-01T09:00:00+03:00' } },
        }),
        [`GET /api/challenges/${ids.challenge}/stakes`]: () => ({ body: { stakes: [], nextCursor: null } }),
      },
    });
    renderDetail();
    const section = await screen.findByRole('region', { name: 'Result Claims' }, { timeout: 5000 });
    expect(await within(section).findByText(/Admin decision:/)).toHaveTextContent('Admin decision: wanjiku Wins');
    expect(within(section).getByText('Reason: The replay shows the last goal was offside.')).toBeInTheDocument();
    expect(within(section).queryByRole('button', { name: 'Submit Result' })).not.toBeInTheDocument();
    expect(within(section).queryByText('Do you agree?')).not.toBeInTheDocument();
  });

  it('is not shown to someone who is not a player (a backer or a stranger), and their claims are never asked for', async () => {
    const { calls } = serveChallenge({ detail: duel({ playerB: { id: ids.bob, username: 'bob', avatarUrl: null } }), profile: testProfile });
    renderDetail();
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('region', { name: 'Result Claims' })).not.toBeInTheDocument();
    expect(calls('GET', `/api/challenges/${ids.challenge}/claims`)).toHaveLength(0);
    expect(noClaims.claims).toEqual([]);
  });
});
