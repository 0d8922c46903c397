import type { NotificationPreference } from '@changamoto/shared/contract';
import { ADMIN_NOTIFICATION_TYPES, NOTIFICATION_TYPE_LABELS, PUSH_ON_BY_DEFAULT, SENT_NOTIFICATION_TYPES, SMS_DEFAULT_ON_TYPES, defaultPushEnabled } from '@changamoto/shared/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, type MockResponse } from '@/test/render';
import { serveProfile } from '../testing/profile-server';
import { NotificationPreferencesCard } from './notification-preferences-card';

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), info: vi.fn(), message: vi.fn() }));
vi.mock('@/lib/toast', () => ({ toast }));

beforeEach(() => vi.clearAllMocks());

/** What the server answers for someone who never changed anything: in-app and e-mail on, SMS and push as the type's default. */
const allOn = (): NotificationPreference[] => SENT_NOTIFICATION_TYPES.map((type) => ({ type, inAppEnabled: true, emailEnabled: true, smsEnabled: true, pushEnabled: defaultPushEnabled(type) }));
/** The types a player sees when the server lists none (the admins' alert types are left out). */
const PLAYER_TYPES = SENT_NOTIFICATION_TYPES.filter((type) => !ADMIN_NOTIFICATION_TYPES.includes(type));
/** How many SMS switches are on by default: the money events the product sends (issue #19 §2). */
const smsOnByDefault = SENT_NOTIFICATION_TYPES.filter((type) => SMS_DEFAULT_ON_TYPES.includes(type)).length;

type Put = (type: string, body: object) => MockResponse | Promise<MockResponse>;
/** The server's echo of a change to `preferences`. */
const echo =
  (preferences: NotificationPreference[]): Put =>
  (type, body) => ({ body: { ...preferences.find((p) => p.type === type)!, ...body } });

/** GET answers `preferences` (or `get`); each PUT goes to `put`, by default the server's echo. */
function serve({ preferences = allOn(), get, put = echo(preferences) }: { preferences?: NotificationPreference[]; get?: () => MockResponse; put?: Put } = {}) {
  const putRoutes = SENT_NOTIFICATION_TYPES.map((type) => [`PUT /api/notification-preferences/${type}`, (body: unknown) => put(type, body as object)]);
  return serveProfile({}, { 'GET /api/notification-preferences': () => get?.() ?? { body: { preferences } }, ...Object.fromEntries(putRoutes) });
}

const card = () => screen.findByRole('region', { name: 'Notification Preferences' });
const toggle = (name: string) => screen.getByRole('switch', { name });

describe('Notification Preferences card (spec §2 Profile)', () => {
  it('lists the types the product sends by their labels, each with an in-app, an email, an SMS and a push switch', async () => {
    serve();
    renderWithProviders(<NotificationPreferencesCard />);
    const rows = await within(await card()).findAllByRole('rowheader');
    expect(rows.map((row) => row.textContent)).toEqual(SENT_NOTIFICATION_TYPES.map((type) => NOTIFICATION_TYPE_LABELS[type]));
    expect(screen.getAllByRole('switch')).toHaveLength(SENT_NOTIFICATION_TYPES.length * 4);
    expect(within(await card()).getByRole('columnheader', { name: 'SMS' })).toBeInTheDocument();
    expect(within(await card()).getByRole('columnheader', { name: 'Push' })).toBeInTheDocument();
    // Identity verification sends premium_unlocked; Stripe, PayPal, gift cards and charity are never sent.
    expect(rows.map((row) => row.textContent)).toContain('Identity verification');
    for (const never of ['Premium unlocked', 'Stripe purchase successful', 'PayPal purchase failed', 'Gift card redeemed', 'Charity donation made']) expect(screen.queryByText(never)).toBeNull();
    expect(toggle('Challenge invite received: In-app')).toHaveAttribute('aria-checked', 'true');
    expect(toggle('M-Pesa redemption failed: Email')).toHaveAttribute('aria-checked', 'true');
    expect(toggle('Challenge won: Push')).toHaveAttribute('aria-checked', 'true');
    expect(toggle('Login bonus received: Push')).toHaveAttribute('aria-checked', 'false');
  });

  it('shows stored switches, and a type the server leaves out as in-app and email on, SMS on for money events only, push at its default', async () => {
    serve({ preferences: [{ type: 'challenge_won', inAppEnabled: false, emailEnabled: true, smsEnabled: false, pushEnabled: true }] });
    renderWithProviders(<NotificationPreferencesCard />);
    await card();
    expect(await screen.findByRole('switch', { name: 'Challenge won: In-app' })).toHaveAttribute('aria-checked', 'false');
    expect(toggle('Challenge won: Email')).toHaveAttribute('aria-checked', 'true');
    expect(toggle('Challenge won: SMS')).toHaveAttribute('aria-checked', 'false');
    expect(toggle('M-Pesa top-up successful: SMS')).toHaveAttribute('aria-checked', 'true');
    expect(toggle('Login bonus received: SMS')).toHaveAttribute('aria-checked', 'false');
    // challenge_won's in-app and SMS are off; every other type: in-app, email, SMS if a money event, push at its default.
    expect(screen.getAllByRole('switch').filter((s) => s.getAttribute('aria-checked') === 'true')).toHaveLength(PLAYER_TYPES.length * 2 - 1 + smsOnByDefault - 1 + PUSH_ON_BY_DEFAULT.length);
  });

  it('turns an SMS switch on, sending only smsEnabled', async () => {
    const preferences = SENT_NOTIFICATION_TYPES.map((type) => ({ type, inAppEnabled: true, emailEnabled: true, smsEnabled: false, pushEnabled: false }));
    const server = serve({ preferences });
    const user = userEvent.setup();
    renderWithProviders(<NotificationPreferencesCard />);
    await user.click(await screen.findByRole('switch', { name: 'Login bonus received: SMS' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Preference updated!'));
    expect(server.bodies('PUT', '/api/notification-preferences/login_bonus_received')).toEqual([{ smsEnabled: true }]);
    expect(toggle('Login bonus received: SMS')).toHaveAttribute('aria-checked', 'true');
  });

  it("a toggle moves at once, sends only that channel, and toasts 'Preference updated!'", async () => {
    const preferences = allOn();
    let answer: () => void = () => {};
    const server = serve({ preferences, put: (type, body) => new Promise((resolve) => (answer = () => resolve(echo(preferences)(type, body)))) });
    const user = userEvent.setup();
    renderWithProviders(<NotificationPreferencesCard />);
    await user.click(await screen.findByRole('switch', { name: 'Login bonus received: Email' }));
    // Optimistic: off before the server has answered.
    expect(toggle('Login bonus received: Email')).toHaveAttribute('aria-checked', 'false');
    expect(toast.success).not.toHaveBeenCalled();
    await waitFor(() => expect(server.bodies('PUT', '/api/notification-preferences/login_bonus_received')).toEqual([{ emailEnabled: false }]));
    answer();
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Preference updated!'));
    expect(toggle('Login bonus received: Email')).toHaveAttribute('aria-checked', 'false');
    expect(toggle('Login bonus received: In-app')).toHaveAttribute('aria-checked', 'true');
  });

  it('turns an in-app switch off and back on', async () => {
    const server = serve();
    const user = userEvent.setup();
    renderWithProviders(<NotificationPreferencesCard />);
    const inApp = await screen.findByRole('switch', { name: 'Challenge won: In-app' });
    await user.click(inApp);
    await waitFor(() => expect(toast.success).toHaveBeenCalledTimes(1));
    await user.click(inApp);
    await waitFor(() => expect(toast.success).toHaveBeenCalledTimes(2));
    expect(server.bodies('PUT', '/api/notification-preferences/challenge_won')).toEqual([{ inAppEnabled: false }, { inAppEnabled: true }]);
  });

  it('a push switch sends only pushEnabled', async () => {
    const server = serve();
    const user = userEvent.setup();
    renderWithProviders(<NotificationPreferencesCard />);
    await user.click(await screen.findByRole('switch', { name: 'Challenge invite received: Push' }));
    await waitFor(() => expect(server.bodies('PUT', '/api/notification-preferences/challenge_invite_received')).toEqual([{ pushEnabled: false }]));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Preference updated!'));
    expect(toggle('Challenge invite received: Push')).toHaveAttribute('aria-checked', 'false');
  });

  it("a refused change moves the switch back and toasts 'Failed to update preference.'", async () => {
    serve({ put: () => ({ status: 500, body: { error: { code: 'internal_error', message: 'Database unavailable' } } }) });
    const user = userEvent.setup();
    renderWithProviders(<NotificationPreferencesCard />);
    await user.click(await screen.findByRole('switch', { name: 'Challenge won: Email' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Failed to update preference.'));
    expect(toggle('Challenge won: Email')).toHaveAttribute('aria-checked', 'true');
    expect(toast.success).not.toHaveBeenCalled();
  });

  it('shows a loading state, then the switches', async () => {
    let answer: () => void = () => {};
    const gate = new Promise<void>((resolve) => (answer = resolve));
    serveProfile({}, { 'GET /api/notification-preferences': async () => (await gate, { body: { preferences: allOn() } }) });
    renderWithProviders(<NotificationPreferencesCard />);
    expect(await within(await card()).findByRole('status')).toHaveTextContent('Loading notification preferences…');
    answer();
    expect(await screen.findByRole('switch', { name: 'Challenge won: Email' })).toBeInTheDocument();
  });

  it("a load error reads 'Failed to load notification preferences.'", async () => {
    serve({ get: () => ({ status: 500, body: { error: { code: 'internal_error', message: 'Database unavailable' } } }) });
    renderWithProviders(<NotificationPreferencesCard />);
    expect(await within(await card()).findByRole('alert')).toHaveTextContent('Failed to load notification preferences.');
    expect(screen.queryByRole('switch')).toBeNull();
  });
});
