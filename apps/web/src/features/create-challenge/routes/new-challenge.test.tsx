import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation, useParams } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toast } from '@/lib/toast';
import { renderWithProviders } from '@/test/render';
import { apiError, createdId, me, serveCreate } from '../testing/create-server';
import { NewChallengeRoute } from './new-challenge';

vi.mock('@/lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn(), message: vi.fn() } }));
afterEach(() => vi.useRealTimers());

function ChallengePage() {
  const { id } = useParams();
  return <p>{`Challenge page ${id ?? ''}`}</p>;
}

function WalletPage() {
  const { pathname, search } = useLocation();
  return <p>{`Wallet page ${pathname}${search}`}</p>;
}

function renderNew() {
  return renderWithProviders(
    <Routes>
      <Route path="/challenges/new" element={<NewChallengeRoute />} />
      <Route path="/challenges/:id" element={<ChallengePage />} />
      <Route path="/my-challenges" element={<p>My challenges page</p>} />
      <Route path="/wallet" element={<WalletPage />} />
    </Routes>,
    { path: '/challenges/new' },
  );
}

async function fillCommon(user: ReturnType<typeof userEvent.setup>, type: RegExp) {
  await user.type(await screen.findByLabelText(/^Title/), 'Marathon month');
  await user.selectOptions(screen.getByLabelText(/^Category/), 'fitness');
  await user.click(screen.getByRole('radio', { name: type }));
}

describe('Create New Challenge: validation (spec §5)', () => {
  it('asks for the title, type and category, and sends nothing', async () => {
    const user = userEvent.setup();
    const { calls } = serveCreate();
    renderNew();
    await user.click(await screen.findByRole('button', { name: 'Create Challenge' }));
    expect(await screen.findAllByText('Please fill in the title and select a challenge type.')).toHaveLength(2);
    expect(screen.getByLabelText(/^Title/)).toHaveAccessibleDescription('Please fill in the title and select a challenge type.');
    expect(screen.getByLabelText(/^Title/)).toHaveFocus();
    expect(screen.getByText('Please select a category.')).toBeInTheDocument();
    expect(calls('POST', '/api/challenges')).toHaveLength(0);
  });

  it('needs positive whole stakes and fees', async () => {
    const user = userEvent.setup();
    serveCreate();
    renderNew();
    await fillCommon(user, /^Solo/);
    await user.type(screen.getByLabelText(/^Your stake/), '0');
    await user.click(screen.getByRole('button', { name: 'Create Challenge' }));
    expect(await screen.findByText('Stakes must be positive whole numbers of tokens (at least 1).')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: /^Public/ }));
    await user.type(screen.getByLabelText(/^Entry fee/), '1.5');
    await user.click(screen.getByRole('button', { name: 'Create Challenge' }));
    expect(await screen.findByText('The entry fee must be a positive whole number of tokens (at least 1).')).toBeInTheDocument();
  });

  it('two_player needs an opponent', async () => {
    const user = userEvent.setup();
    serveCreate();
    renderNew();
    await fillCommon(user, /^Two Player/);
    await user.click(screen.getByRole('button', { name: 'Create Challenge' }));
    expect(await screen.findByText('Please select an opponent.')).toBeInTheDocument();
  });

  it('refuses images that are not JPG/PNG/GIF or are over 2 MB', async () => {
    serveCreate();
    renderNew();
    const input = await screen.findByLabelText('Featured image (optional)');
    fireEvent.change(input, { target: { files: [new File(['x'], 'notes.txt', { type: 'text/plain' })] } });
    expect(await screen.findByText('Invalid file type. Please select a JPG, PNG, or GIF.')).toBeInTheDocument();
    const big = new File(['x'], 'big.png', { type: 'image/png' });
    Object.defineProperty(big, 'size', { value: 2 * 1024 * 1024 + 1 });
    fireEvent.change(input, { target: { files: [big] } });
    expect(await screen.findByText('File is too large. Maximum size is 2MB.')).toBeInTheDocument();
    expect(input).toHaveAccessibleDescription(expect.stringContaining('File is too large. Maximum size is 2MB.'));
  });
});

describe('Opponent search (spec §9: 500 ms debounce)', () => {
  it('searches 500 ms after typing stops, never for my own name, and never lists me', async () => {
    const { calls } = serveCreate();
    renderNew();
    fireEvent.click(await screen.findByRole('radio', { name: /^Two Player/ }));
    const search = screen.getByLabelText('Opponent username');
    vi.useFakeTimers();
    fireEvent.change(search, { target: { value: 'wanjiku' } });
    await act(async () => vi.advanceTimersByTimeAsync(600));
    expect(calls('GET', '/api/users/search')).toHaveLength(0);

    fireEvent.change(search, { target: { value: 'bo' } });
    await act(async () => vi.advanceTimersByTimeAsync(499));
    expect(calls('GET', '/api/users/search')).toHaveLength(0);
    await act(async () => vi.advanceTimersByTimeAsync(1));
    expect(calls('GET', '/api/users/search').map((c) => c.url.searchParams.get('q'))).toEqual(['bo']);
    for (let i = 0; i < 5 && !screen.queryByRole('button', { name: 'bob' }); i += 1) await act(async () => vi.advanceTimersByTimeAsync(50));
    vi.useRealTimers();

    const option = screen.getByRole('button', { name: 'bob' });
    expect(screen.queryByRole('button', { name: 'wanjiku' })).not.toBeInTheDocument();
    fireEvent.click(option);
    expect(screen.getByText('Selected opponent: bob')).toBeInTheDocument();
  });
});

describe('Creating (spec §2, §8)', () => {
  it("solo: 'Challenge created successfully!' and on to the challenge, with an Idempotency-Key", async () => {
    const user = userEvent.setup();
    const { calls } = serveCreate();
    renderNew();
    await fillCommon(user, /^Solo/);
    await user.type(screen.getByLabelText(/^Your stake/), '100');
    await user.click(screen.getByRole('button', { name: 'Create Challenge' }));
    expect(await screen.findByText(`Challenge page ${createdId}`)).toBeInTheDocument();
    expect(toast.success).toHaveBeenCalledWith('Challenge created successfully!');
    const [sent] = calls('POST', '/api/challenges');
    expect(sent?.body).toMatchObject({ title: 'Marathon month', type: 'solo', categorySlug: 'fitness', description: null, solo: { playerAStake: 100 } });
    expect(sent?.body).not.toHaveProperty('featuredImageUrl');
    expect(sent?.headers.get('Idempotency-Key')).toBeTruthy();
    expect(calls('POST', '/api/challenges/images')).toHaveLength(0);
  });

  it("two_player: 'Challenge created! Invitation sent to bob.' and on to /my-challenges", async () => {
    const user = userEvent.setup();
    const { calls } = serveCreate();
    renderNew();
    await fillCommon(user, /^Two Player/);
    await user.type(screen.getByLabelText('Opponent username'), 'bo');
    await user.click(await screen.findByRole('button', { name: 'bob' }, { timeout: 2000 }));
    await user.type(screen.getByLabelText(/^Your stake/), '50');
    await user.type(screen.getByLabelText(/^Opponent's stake/), '60');
    await user.click(screen.getByRole('button', { name: 'Create Challenge' }));
    expect(await screen.findByText('My challenges page')).toBeInTheDocument();
    expect(toast.success).toHaveBeenCalledWith('Challenge created! Invitation sent to bob.');
    expect(calls('POST', '/api/challenges')[0]?.body).toMatchObject({ type: 'two_player', two_player: { opponentId: '00000000-0000-4000-8000-00000000000b', playerAStake: 50, playerBStake: 60 } });
  });

  it('public with an image: uploads it first (field image), then passes its url', async () => {
    const user = userEvent.setup();
    const { calls } = serveCreate();
    renderNew();
    await fillCommon(user, /^Public/);
    await user.type(screen.getByLabelText(/^Entry fee/), '20');
    fireEvent.change(screen.getByLabelText('Featured image (optional)'), { target: { files: [new File(['img'], 'cover.png', { type: 'image/png' })] } });
    await user.click(screen.getByRole('button', { name: 'Create Challenge' }));
    expect(await screen.findByText(`Challenge page ${createdId}`)).toBeInTheDocument();
    const [upload] = calls('POST', '/api/challenges/images');
    expect((upload?.body as FormData).get('image')).toBeInstanceOf(File);
    expect(calls('POST', '/api/challenges')[0]?.body).toMatchObject({ type: 'public', public: { publicEntryFee: 20 }, featuredImageUrl: '/uploads/challenges/abc.webp' });
  });

  it("stops on 'Image upload failed: {message}'", async () => {
    const user = userEvent.setup();
    const { calls } = serveCreate({ 'POST /api/challenges/images': () => apiError(422, 'The image could not be read.', 'validation') });
    renderNew();
    await fillCommon(user, /^Public/);
    await user.type(screen.getByLabelText(/^Entry fee/), '20');
    fireEvent.change(screen.getByLabelText('Featured image (optional)'), { target: { files: [new File(['img'], 'cover.gif', { type: 'image/gif' })] } });
    await user.click(screen.getByRole('button', { name: 'Create Challenge' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Image upload failed: The image could not be read.');
    expect(calls('POST', '/api/challenges')).toHaveLength(0);
  });

  it("shows 'Insufficient tokens to create the challenge.' as is, other errors as 'Error creating challenge: …', one key across retries", async () => {
    const user = userEvent.setup();
    let attempt = 0;
    const { calls } = serveCreate({
      'POST /api/challenges': () => (++attempt === 1 ? apiError(409, 'Insufficient tokens to create the challenge.', 'insufficient_tokens') : apiError(500, 'Database unavailable.', 'internal_error')),
    });
    renderNew();
    await fillCommon(user, /^Solo/);
    await user.type(screen.getByLabelText(/^Your stake/), '900');
    await user.click(screen.getByRole('button', { name: 'Create Challenge' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Insufficient tokens to create the challenge\. Buy tokens$/);
    await user.click(screen.getByRole('button', { name: 'Create Challenge' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Error creating challenge: Database unavailable.'));
    // Only too few tokens offers the purchase.
    expect(screen.queryByRole('link', { name: 'Buy tokens' })).toBeNull();
    const sent = calls('POST', '/api/challenges');
    expect(sent[1]?.headers.get('Idempotency-Key')).toBe(sent[0]?.headers.get('Idempotency-Key'));
  });

  it("insufficient tokens: 'Buy tokens' opens /wallet with the way back to this form", async () => {
    const user = userEvent.setup();
    serveCreate({ 'POST /api/challenges': () => apiError(409, 'Insufficient tokens to create the challenge.', 'insufficient_tokens') });
    renderNew();
    await fillCommon(user, /^Solo/);
    await user.type(screen.getByLabelText(/^Your stake/), '900');
    await user.click(screen.getByRole('button', { name: 'Create Challenge' }));
    const buy = await screen.findByRole('link', { name: 'Buy tokens' });
    expect(screen.getByRole('alert')).toContainElement(buy);
    expect(buy).toHaveAttribute('href', '/wallet?returnTo=%2Fchallenges%2Fnew');
    await user.click(buy);
    expect(await screen.findByText('Wallet page /wallet?returnTo=%2Fchallenges%2Fnew')).toBeInTheDocument();
  });
});

describe('Create New Challenge: on a break (issue #24 item 11)', () => {
  it('says why before the form is filled in, and Create Challenge stays disabled', async () => {
    const message = 'You are taking a break until 1 December 2026, 10:00. Creating challenges is paused until then.';
    const { calls } = serveCreate({ 'GET /api/profile': () => ({ body: { ...me, activeExclusion: { kind: 'break_24h', startsAt: '2026-11-30T10:00:00.000Z', endsAt: '2026-12-01T10:00:00.000Z', message } } }) });
    renderNew();
    expect(await screen.findByText(message)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Create Challenge' })).toBeDisabled();
    expect(calls('POST', '/api/challenges')).toHaveLength(0);
  });
});
