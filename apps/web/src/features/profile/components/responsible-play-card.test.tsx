import type { DepositLimitStatus, ResponsiblePlayStatus } from '@changamoto/shared/contract';
import { RESPONSIBLE_PLAY_MESSAGES as M, formatEat } from '@changamoto/shared/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, type MockResponse } from '@/test/render';
import { serveProfile } from '../testing/profile-server';
import { ResponsiblePlayCard } from './responsible-play-card';

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), info: vi.fn(), message: vi.fn() }));
vi.mock('@/lib/toast', () => ({ toast }));

beforeEach(() => vi.clearAllMocks());

const limit = (period: DepositLimitStatus['period'], extra: Partial<DepositLimitStatus> = {}): DepositLimitStatus => ({
  period,
  windowHours: { daily: 24, weekly: 168, monthly: 720 }[period],
  limitKes: null,
  pending: null,
  usedKes: 0,
  remainingKes: null,
  nextReleaseAt: null,
  unpaidKes: 0,
  ...extra,
});
const noLimits = (): ResponsiblePlayStatus => ({ depositLimits: [limit('daily'), limit('weekly'), limit('monthly')], activeExclusion: null, exclusionHistory: [] });

type Route = (body: unknown) => MockResponse | Promise<MockResponse>;
function serve(status: ResponsiblePlayStatus, routes: Record<string, Route> = {}) {
  return serveProfile({}, { 'GET /api/responsible-play': () => ({ body: status }), ...routes });
}

const card = () => screen.findByRole('region', { name: 'Responsible Play' });
const row = async (name: string) => screen.findByRole('form', { name: `${name} deposit limit` }).then((form) => form.closest('li') as HTMLElement);
/** The Limit / Used / Left now figures of a row. */
const figures = (el: HTMLElement) =>
  Object.fromEntries(
    within(el)
      .getAllByRole('term')
      .map((dt) => [dt.textContent, dt.nextElementSibling?.textContent]),
  );

describe('Responsible Play card', () => {
  it('shows each limit with what is used and left, and a raise waiting out its 24 hours', async () => {
    const effectiveAt = '2026-11-28T11:00:00.000Z';
    serve({
      ...noLimits(),
      depositLimits: [
        limit('daily', { limitKes: 500, usedKes: 380, remainingKes: 120, pending: { amountKes: 1000, effectiveAt } }),
        limit('weekly', { limitKes: 2000, usedKes: 2000, remainingKes: 0, nextReleaseAt: '2026-11-30T06:00:00.000Z', pending: { amountKes: null, effectiveAt } }),
        limit('monthly'),
      ],
    });
    renderWithProviders(<ResponsiblePlayCard />);
    await card();
    const daily = await row('Daily');
    expect(within(daily).getByText('Daily')).toBeInTheDocument();
    expect(within(daily).getByText('(any 24 hours)')).toBeInTheDocument();
    expect(figures(daily)).toEqual({ Limit: 'KES 500', Used: 'KES 380', 'Left now': 'KES 120' });
    expect(within(daily).getByText('Rises to KES 1,000 on 28 Nov 2026, 14:00 EAT.')).toBeInTheDocument();
    const weekly = await row('Weekly');
    expect(within(weekly).getByText('Will be removed on 28 Nov 2026, 14:00 EAT.')).toBeInTheDocument();
    expect(within(weekly).getByText('You can deposit again from 30 Nov 2026, 09:00 EAT.')).toBeInTheDocument();
    expect(within(weekly).getByRole('button', { name: 'Remove limit' })).toBeDisabled();
    const monthly = await row('Monthly');
    expect(figures(monthly)).toEqual({ Limit: 'No limit', Used: 'KES 0', 'Left now': '—' });
    expect(within(monthly).queryByRole('button', { name: 'Remove limit' })).toBeNull();
  });

  it('saves a limit in whole KES and shows the server’s answer', async () => {
    const after = { ...noLimits(), depositLimits: [limit('daily', { limitKes: 500, remainingKes: 500 }), limit('weekly'), limit('monthly')] };
    const server = serve(noLimits(), { 'PUT /api/responsible-play/deposit-limits/daily': () => ({ body: { message: M.limitLowered('daily', 500), status: after } }) });
    const user = userEvent.setup();
    renderWithProviders(<ResponsiblePlayCard />);
    await user.type(await screen.findByLabelText('New daily limit (KES)'), '500');
    await user.click(within(await row('Daily')).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Your daily deposit limit is now KES 500.'));
    expect(server.bodies('PUT', '/api/responsible-play/deposit-limits/daily')).toEqual([{ amountKes: 500 }]);
    expect(figures(await row('Daily'))).toEqual({ Limit: 'KES 500', Used: 'KES 0', 'Left now': 'KES 500' });
    expect(screen.getByLabelText('New daily limit (KES)')).toHaveValue('');
  });

  it('refuses an amount that is not a whole KES 10 or more before asking the server', async () => {
    const server = serve(noLimits());
    const user = userEvent.setup();
    renderWithProviders(<ResponsiblePlayCard />);
    const input = await screen.findByLabelText('New weekly limit (KES)');
    await user.type(input, '9.5');
    await user.click(within(await row('Weekly')).getByRole('button', { name: 'Save' }));
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText(M.limitInvalid)).toBeInTheDocument();
    expect(server.bodies('PUT', '/api/responsible-play/deposit-limits/weekly')).toEqual([]);
  });

  it('removing a limit asks for none and announces the server’s refusal when there is one', async () => {
    const status = { ...noLimits(), depositLimits: [limit('daily'), limit('weekly'), limit('monthly', { limitKes: 5000, remainingKes: 5000 })] };
    const server = serve(status, { 'PUT /api/responsible-play/deposit-limits/monthly': () => ({ status: 409, body: { error: { code: 'conflict', message: 'Something changed; try again.' } } }) });
    const user = userEvent.setup();
    renderWithProviders(<ResponsiblePlayCard />);
    await user.click(within(await row('Monthly')).getByRole('button', { name: 'Remove limit' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Something changed; try again.');
    expect(server.bodies('PUT', '/api/responsible-play/deposit-limits/monthly')).toEqual([{ amountKes: null }]);
  });

  it('a break is confirmed in a dialog that states what it means; then the card shows it and focuses the notice', async () => {
    const endsAt = new Date(Date.now() + 7 * 24 * 3_600_000);
    const after: ResponsiblePlayStatus = {
      ...noLimits(),
      activeExclusion: { kind: 'break_7d', startsAt: new Date().toISOString(), endsAt: endsAt.toISOString(), message: M.onBreak(endsAt) },
      exclusionHistory: [{ kind: 'break_7d', startsAt: new Date().toISOString(), endsAt: endsAt.toISOString() }],
    };
    const server = serve(noLimits(), { 'POST /api/responsible-play/self-exclusions': () => ({ status: 201, body: { message: M.breakStarted(endsAt), status: after } }) });
    const user = userEvent.setup();
    renderWithProviders(<ResponsiblePlayCard />);
    const start = await screen.findByRole('button', { name: 'Take a break…' });
    expect(start).toBeDisabled();
    await user.click(screen.getByRole('radio', { name: '7 days' }));
    await user.click(start);
    const dialog = await screen.findByRole('dialog', { name: 'Take a 7-day break?' });
    expect(dialog).toHaveTextContent(/you will not be able to buy tokens, or create, join or back challenges, or accept invites\. The break cannot be shortened or ended early/);
    expect(dialog).toHaveTextContent('You can still sign in, see your history and withdraw your cash tokens.');
    expect(server.bodies('POST', '/api/responsible-play/self-exclusions')).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Start my break' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(M.breakStarted(endsAt)));
    expect(server.bodies('POST', '/api/responsible-play/self-exclusions')).toEqual([{ kind: 'break_7d', confirm: true }]);
    const notice = await screen.findByText('You are on a break');
    await waitFor(() => expect(notice.parentElement).toHaveFocus());
    expect(notice.parentElement).toHaveTextContent(`You are taking a break until ${formatEat(endsAt)}.`);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('during a break only one ending at least an hour later can be chosen', async () => {
    const endsAt = new Date(Date.now() + 7 * 24 * 3_600_000 - 30 * 60_000);
    serve({ ...noLimits(), activeExclusion: { kind: 'break_7d', startsAt: new Date().toISOString(), endsAt: endsAt.toISOString(), message: M.onBreak(endsAt) } });
    renderWithProviders(<ResponsiblePlayCard />);
    expect(await screen.findByText(M.onBreak(endsAt))).toBeInTheDocument();
    expect(screen.getByText('You can only make your break longer.')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: '24 hours' })).toBeDisabled();
    expect(screen.getByRole('radio', { name: '7 days' })).toBeDisabled();
    expect(screen.getByRole('radio', { name: '30 days' })).toBeEnabled();
    expect(screen.getByRole('radio', { name: 'Close my account' })).toBeEnabled();
  });

  it('closing the account is confirmed with its own words; a closed account shows only its notice', async () => {
    const since = new Date();
    const closed: ResponsiblePlayStatus = { ...noLimits(), activeExclusion: { kind: 'closed', startsAt: since.toISOString(), endsAt: null, message: M.closed(since) } };
    serve(noLimits(), { 'POST /api/responsible-play/self-exclusions': () => ({ status: 201, body: { message: M.accountClosed, status: closed } }) });
    const user = userEvent.setup();
    renderWithProviders(<ResponsiblePlayCard />);
    await user.click(await screen.findByRole('radio', { name: 'Close my account' }));
    await user.click(screen.getByRole('button', { name: 'Close my account…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Close your account?' });
    expect(dialog).toHaveTextContent('This is permanent: neither you nor our support team can reopen it.');
    expect(dialog).toHaveTextContent('Bonus tokens cannot be withdrawn, so they will stay unused.');
    await user.click(within(dialog).getByRole('button', { name: 'Close my account' }));
    expect(await screen.findByText('Your account is closed')).toBeInTheDocument();
    expect(screen.getByText(M.closed(since))).toBeInTheDocument();
    expect(screen.queryByRole('radio')).toBeNull();
  });

  it('a refused break keeps the dialog open with the server’s words', async () => {
    serve(noLimits(), { 'POST /api/responsible-play/self-exclusions': () => ({ status: 409, body: { error: { code: 'conflict', message: M.alreadyClosed } } }) });
    const user = userEvent.setup();
    renderWithProviders(<ResponsiblePlayCard />);
    await user.click(await screen.findByRole('radio', { name: '24 hours' }));
    await user.click(screen.getByRole('button', { name: 'Take a break…' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Start my break' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(M.alreadyClosed);
  });

  it('says so when the settings cannot be loaded', async () => {
    serveProfile({}, { 'GET /api/responsible-play': () => ({ status: 500, body: { error: { code: 'internal_error', message: 'boom' } } }) });
    renderWithProviders(<ResponsiblePlayCard />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load your responsible play settings.');
  });
});
