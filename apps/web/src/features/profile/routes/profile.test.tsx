import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { activateLocale } from '@/lib/i18n';
import { mockApi, renderWithProviders } from '@/test/render';
import { serveProfile, testProfile } from '../testing/profile-server';
import { ProfileRoute } from './profile';

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), info: vi.fn(), message: vi.fn() }));
vi.mock('@/lib/toast', () => ({ toast }));

beforeEach(() => vi.clearAllMocks());

const details = () => screen.findByRole('region', { name: 'Edit Account Details' });
const save = () => screen.getByRole('button', { name: 'Save Profile' });

describe('My Profile page', () => {
  it('shows the account details, the read-only e-mail, KYC status and join date', async () => {
    serveProfile({ region: 'US' });
    renderWithProviders(<ProfileRoute />);
    expect(await screen.findByRole('heading', { level: 1, name: 'My Profile' })).toBeInTheDocument();
    const card = await details();
    expect(within(card).getByLabelText('Username')).toHaveValue('wanjiku');
    expect(within(card).getByLabelText('Region')).toHaveValue('US');
    expect(within(card).getByLabelText('Email')).toHaveValue('mary@example.com');
    expect(within(card).getByLabelText('Email')).toHaveAttribute('readonly');
    expect(screen.getByText(/Identity verification:/)).toHaveTextContent('Identity verification: Unverified');
    expect(screen.getByText('Member since 3 March 2026')).toBeInTheDocument();
  });

  it("says 'Profile Unavailable' when the profile could not be loaded", async () => {
    mockApi(() => ({ status: 500, body: { error: { code: 'internal', message: 'Database unavailable' } } }));
    renderWithProviders(<ProfileRoute />);
    // The session query retries once (lib/auth/session.ts) before it gives up.
    expect(await screen.findByRole('heading', { name: 'Profile Unavailable' }, { timeout: 3000 })).toBeInTheDocument();
    expect(screen.getByText('Please log in to view or edit your profile.')).toBeInTheDocument();
  });
});

describe('Save Profile (spec §4 Profile update, §8 Profile)', () => {
  it('sends only the changed field, toasts success and re-fetches the profile 500 ms later', async () => {
    const server = serveProfile({}, { 'PATCH /api/profile': (body, state) => ({ body: (state.profile = { ...testProfile, ...(body as object) }) }) });
    const user = userEvent.setup();
    renderWithProviders(<ProfileRoute />);
    const card = await details();
    await user.selectOptions(within(card).getByLabelText('Region'), 'US');
    await user.click(save());
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Profile updated successfully!'));
    expect(server.bodies('PATCH', '/api/profile')).toEqual([{ region: 'US' }]);
    expect(server.bodies('GET', '/api/profile')).toHaveLength(1);
    await waitFor(() => expect(server.bodies('GET', '/api/profile')).toHaveLength(2), { timeout: 2000 });
  });

  it('sends a new username trimmed, and nothing else', async () => {
    const server = serveProfile({}, { 'PATCH /api/profile': (body, state) => ({ body: (state.profile = { ...testProfile, ...(body as object) }) }) });
    const user = userEvent.setup();
    renderWithProviders(<ProfileRoute />);
    const username = within(await details()).getByLabelText('Username');
    await user.clear(username);
    await user.type(username, ' mary_k ');
    await user.click(save());
    await waitFor(() => expect(server.bodies('PATCH', '/api/profile')).toEqual([{ username: 'mary_k' }]));
    expect(await screen.findByLabelText('Username')).toHaveValue('mary_k');
  });

  it('sends nothing when nothing changed', async () => {
    const server = serveProfile();
    const user = userEvent.setup();
    renderWithProviders(<ProfileRoute />);
    await details();
    await user.click(save());
    await waitFor(() => expect(toast.info).toHaveBeenCalledWith('No changes to save.'));
    expect(server.bodies('PATCH', '/api/profile')).toEqual([]);
  });

  it('blocks a username that breaks the format rule, with the format message', async () => {
    const server = serveProfile();
    const user = userEvent.setup();
    renderWithProviders(<ProfileRoute />);
    const username = within(await details()).getByLabelText('Username');
    await user.clear(username);
    await user.type(username, 'mj!');
    await user.click(save());
    expect(await screen.findByText('Username must be 3-20 characters: letters, numbers and underscores only.')).toBeInTheDocument();
    expect(username).toHaveAttribute('aria-invalid', 'true');
    expect(server.bodies('PATCH', '/api/profile')).toEqual([]);
  });

  it("409: 'Username already taken. Please choose another.'", async () => {
    serveProfile({}, { 'PATCH /api/profile': () => ({ status: 409, body: { error: { code: 'conflict', message: 'Username already taken. Please choose another.' } } }) });
    const user = userEvent.setup();
    renderWithProviders(<ProfileRoute />);
    const username = within(await details()).getByLabelText('Username');
    await user.clear(username);
    await user.type(username, 'taken_name');
    await user.click(save());
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Username already taken. Please choose another.'));
    expect(screen.getByText('Username already taken. Please choose another.')).toBeInTheDocument();
    expect(toast.success).not.toHaveBeenCalled();
  });

  it("other failures: 'Failed to update profile: {reason}'", async () => {
    serveProfile({}, { 'PATCH /api/profile': () => ({ status: 500, body: { error: { code: 'internal', message: 'Database unavailable' } } }) });
    const user = userEvent.setup();
    renderWithProviders(<ProfileRoute />);
    await user.selectOptions(within(await details()).getByLabelText('Region'), 'Global');
    await user.click(save());
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Failed to update profile: Database unavailable'));
  });

  it.each([
    ["the server failing without a reason: 'Failed to update profile.'", () => ({ status: 500, body: { error: { code: 'internal_error', message: 'An unexpected error occurred. Please try again.' } } }), 'Failed to update profile.'],
    [
      "no answer at all: 'An unexpected error occurred during profile update.'",
      () => {
        throw new TypeError('Failed to fetch');
      },
      'An unexpected error occurred during profile update.',
    ],
  ])('%s', async (_case, answer, message) => {
    serveProfile({}, { 'PATCH /api/profile': answer });
    const user = userEvent.setup();
    renderWithProviders(<ProfileRoute />);
    await user.selectOptions(within(await details()).getByLabelText('Region'), 'Global');
    await user.click(save());
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(message));
  });
});

describe('Language (issue #20 §1: a switch on the profile as in the top bar)', () => {
  afterEach(() => activateLocale('en'));

  it('switches the page to Kiswahili and saves the choice on the profile, so e-mails and SMS follow it', async () => {
    const server = serveProfile({}, { 'PATCH /api/profile': (body, state) => ({ body: (state.profile = { ...state.profile!, ...(body as object) }) }) });
    const user = userEvent.setup();
    renderWithProviders(<ProfileRoute />);
    const card = await screen.findByRole('region', { name: 'Language' });
    expect(within(card).getByRole('button', { name: 'English' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(within(card).getByRole('button', { name: 'Kiswahili' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Wasifu wangu' }, { timeout: 15_000 })).toBeInTheDocument();
    await waitFor(() => expect(server.bodies('PATCH', '/api/profile')).toEqual([{ locale: 'sw' }]));
    expect(within(screen.getByRole('region', { name: 'Lugha' })).getByRole('button', { name: 'Kiswahili' })).toHaveAttribute('aria-pressed', 'true');
  }, 60_000);
});
