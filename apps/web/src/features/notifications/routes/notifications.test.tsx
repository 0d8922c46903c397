import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { notification, relatedIds, serveNotifications } from '../testing/notifications-server';
import { NotificationsRoute } from './notifications';

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), info: vi.fn(), message: vi.fn() }));
vi.mock('@/lib/toast', () => ({ toast }));

beforeEach(() => vi.clearAllMocks());

function LocationProbe() {
  return <output aria-label="Current path">{useLocation().pathname}</output>;
}

function renderPage() {
  return renderWithProviders(
    <>
      <NotificationsRoute />
      <LocationProbe />
    </>,
    { path: '/notifications' },
  );
}

const list = () => screen.findByRole('list', { name: 'Unread notifications' });
const currentPath = () => screen.getByRole('status', { name: 'Current path' });

describe('/notifications (spec §2 Notifications)', () => {
  it("counts the unread ones: 'N unread notifications', newest first", async () => {
    serveNotifications([notification({ message: 'Newest' }), notification({ message: 'Older' })]);
    renderPage();
    expect(await screen.findByText('2 unread notifications')).toBeInTheDocument();
    expect(
      within(await list())
        .getAllByRole('listitem')
        .map((item) => within(item).getAllByRole('button')[0]!.textContent),
    ).toEqual([expect.stringContaining('Newest'), expect.stringContaining('Older')]);
  });

  it("says '1 unread notification' in the singular", async () => {
    serveNotifications([notification()]);
    renderPage();
    expect(await screen.findByText('1 unread notification')).toBeInTheDocument();
  });

  it("with none unread: 'You're all caught up!'", async () => {
    serveNotifications([notification({ status: 'read' })]);
    renderPage();
    expect(await screen.findByText("You're all caught up!")).toBeInTheDocument();
    expect(screen.getByText('0 unread notifications')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mark all as read' })).toBeNull();
  });

  it("a load error reads 'Error: {message}'", async () => {
    const server = serveNotifications();
    server.state.listError = { status: 500, body: { error: { code: 'internal_error', message: 'Database unavailable' } } };
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent('Error: Database unavailable');
  });

  it("'Mark as Read' marks it read on the server, and it leaves the list and the count", async () => {
    const first = notification({ message: 'First' });
    const server = serveNotifications([first, notification({ message: 'Second' })]);
    const user = userEvent.setup();
    renderPage();
    const item = within(await list())
      .getByText('First')
      .closest('li')!;
    await user.click(within(item).getByRole('button', { name: 'Mark as Read' }));
    await waitFor(() => expect(screen.queryByText('First')).toBeNull());
    expect(server.posts()).toEqual([`/api/notifications/${first.id}/read`]);
    expect(await screen.findByText('1 unread notification')).toBeInTheDocument();
    expect(currentPath()).toHaveTextContent('/notifications');
  });

  it("'Mark all as read' empties the list", async () => {
    const server = serveNotifications([notification(), notification()]);
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Mark all as read' }));
    expect(await screen.findByText("You're all caught up!")).toBeInTheDocument();
    expect(await screen.findByText('0 unread notifications')).toBeInTheDocument();
    expect(server.posts()).toEqual(['/api/notifications/read-all']);
  });
});

describe('clicking a notification marks it read and opens its target (spec §8)', () => {
  it.each([
    ['challenge_invite_received', relatedIds.invite, `/challenges/invite/${relatedIds.invite}`],
    ['challenge_won', relatedIds.challenge, `/challenges/${relatedIds.challenge}`],
    ['loss_mitigation_refund', relatedIds.challenge, `/challenges/${relatedIds.challenge}`],
    ['mpesa_topup_success', relatedIds.transaction, `/transactions/${relatedIds.transaction}`],
    ['mpesa_redemption_failed', relatedIds.transaction, `/transactions/${relatedIds.transaction}`],
  ] as const)('%s goes to its page', async (type, relatedEntityUuid, target) => {
    const clicked = notification({ type, relatedEntityUuid, target, message: 'Open me' });
    const server = serveNotifications([clicked]);
    const user = userEvent.setup();
    renderPage();
    await user.click(within(await list()).getByText('Open me'));
    await waitFor(() => expect(currentPath()).toHaveTextContent(target));
    await waitFor(() => expect(server.posts()).toEqual([`/api/notifications/${clicked.id}/read`]));
  });

  it('a type the app does not handle (target /notifications) stays on /notifications, read', async () => {
    const clicked = notification({ type: 'charity_donation_made', relatedEntityUuid: null, target: '/notifications', message: 'Thanks for giving' });
    const server = serveNotifications([clicked]);
    const user = userEvent.setup();
    renderPage();
    await user.click(within(await list()).getByText('Thanks for giving'));
    await waitFor(() => expect(server.posts()).toEqual([`/api/notifications/${clicked.id}/read`]));
    expect(currentPath()).toHaveTextContent(/^\/notifications$/);
    expect(await screen.findByText("You're all caught up!")).toBeInTheDocument();
  });

  it("an invite without its challenge id: 'Error: Missing challenge ID for invite.' and no navigation", async () => {
    serveNotifications([notification({ relatedEntityUuid: null, target: null, message: 'Broken invite' })]);
    const user = userEvent.setup();
    renderPage();
    await user.click(within(await list()).getByText('Broken invite'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Error: Missing challenge ID for invite.');
    expect(currentPath()).toHaveTextContent(/^\/notifications$/);
  });
});

describe("'Show earlier': the read ones stay findable (issue #16 item 8)", () => {
  it('a clicked invite leaves the unread list; Show earlier lists it, and a click opens it again', async () => {
    const invite = notification({ message: 'akinyi invited you to a chess match' });
    serveNotifications([invite]);
    const user = userEvent.setup();
    renderPage();
    await user.click(within(await list()).getByText('akinyi invited you to a chess match'));
    await waitFor(() => expect(currentPath()).toHaveTextContent(`/challenges/invite/${relatedIds.invite}`));
    expect(await screen.findByText("You're all caught up!")).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show earlier' }));
    const earlier = await screen.findByRole('list', { name: 'Earlier notifications' });
    expect(within(earlier).getByText('akinyi invited you to a chess match')).toBeInTheDocument();
  });

  it('nothing read is fetched until Show earlier is pressed; then a page at a time, until there are no more', async () => {
    const server = serveNotifications([
      notification({ message: 'Still unread' }),
      notification({ status: 'read', message: 'Read invite' }),
      notification({ status: 'read', message: 'Read bonus' }),
      notification({ status: 'read', message: 'Read refund' }),
    ]);
    server.state.earlierPageSize = 2;
    const user = userEvent.setup();
    renderPage();
    await list();
    expect(screen.queryByText('Read invite')).toBeNull();
    expect(server.spy.mock.calls.some(([input]) => String(input).includes('/earlier'))).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Show earlier' }));
    const earlier = await screen.findByRole('list', { name: 'Earlier notifications' });
    expect(
      within(earlier)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([expect.stringContaining('Read invite'), expect.stringContaining('Read bonus')]);
    // The unread one is not repeated among the earlier ones.
    expect(within(earlier).queryByText('Still unread')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Show earlier' }));
    await waitFor(() => expect(within(earlier).getAllByRole('listitem')).toHaveLength(3));
    expect(screen.queryByRole('button', { name: 'Show earlier' })).toBeNull();
  });

  it('a read invite opens its invite page, without being marked read again', async () => {
    const read = notification({ status: 'read', message: 'Old invite from akinyi' });
    const server = serveNotifications([read]);
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Show earlier' }));
    await user.click(within(await screen.findByRole('list', { name: 'Earlier notifications' })).getByText('Old invite from akinyi'));
    await waitFor(() => expect(currentPath()).toHaveTextContent(`/challenges/invite/${relatedIds.invite}`));
    expect(server.posts()).toEqual([]);
  });

  it("with none read: 'No earlier notifications.'", async () => {
    serveNotifications([notification()]);
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Show earlier' }));
    expect(await screen.findByText('No earlier notifications.')).toBeInTheDocument();
  });
});
