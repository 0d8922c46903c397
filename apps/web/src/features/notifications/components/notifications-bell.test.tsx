import type { Notification } from '@changamoto/shared/contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useRealtime } from '@/lib/realtime';
import { FakeEventSource } from '@/test/fake-event-source';
import { renderWithProviders } from '@/test/render';
import { bellLabel } from '../lib/format';
import { notification, relatedIds, serveNotifications } from '../testing/notifications-server';
import { NotificationsBell } from './notifications-bell';

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), info: vi.fn(), message: vi.fn() }));
vi.mock('@/lib/toast', () => ({ toast }));

beforeEach(() => {
  vi.clearAllMocks();
  FakeEventSource.instances = [];
  vi.stubGlobal('EventSource', FakeEventSource);
});

function Shell() {
  useRealtime();
  return (
    <>
      <NotificationsBell />
      <output aria-label="Current path">{useLocation().pathname}</output>
    </>
  );
}

const bell = (name: string | RegExp = /^Notifications/) => screen.findByRole('button', { name });
const popover = () => screen.findByRole('dialog', { name: 'Notifications' });

/** Serves `notifications`, renders the bell and opens its popover with a click. */
async function openPopover(notifications: Notification[]) {
  const server = serveNotifications(notifications);
  const user = userEvent.setup();
  renderWithProviders(<Shell />);
  await user.click(await bell(bellLabel(notifications.filter((n) => n.status === 'unread').length)));
  return { server, user, panel: await popover() };
}

describe('top-bar notifications bell (spec §2)', () => {
  it('names the unread count and shows it on the badge', async () => {
    serveNotifications([notification(), notification(), notification({ status: 'read' }), notification()]);
    renderWithProviders(<Shell />);
    const button = await bell('Notifications, 3 unread notifications');
    expect(button).toHaveTextContent(/^3$/);
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('shows no badge when nothing is unread', async () => {
    serveNotifications([notification({ status: 'read' })]);
    renderWithProviders(<Shell />);
    expect(await bell('Notifications, 0 unread notifications')).toHaveTextContent(/^$/);
  });

  it('opens a popover with the newest five unread, and a link to all of them', async () => {
    const { panel } = await openPopover(Array.from({ length: 7 }, (_, i) => notification({ message: `Message ${i + 1}` })));
    const items = within(await within(panel).findByRole('list', { name: 'Unread notifications' })).getAllByRole('listitem');
    expect(items.map((item) => within(item).getByText(/^Message/).textContent)).toEqual(['Message 1', 'Message 2', 'Message 3', 'Message 4', 'Message 5']);
    expect(within(panel).getByRole('link', { name: 'View all notifications' })).toHaveAttribute('href', '/notifications');
    expect(await bell()).toHaveAttribute('aria-expanded', 'true');
  });

  it('takes focus when it opens; Escape closes it and gives focus back to the bell', async () => {
    serveNotifications([notification()]);
    const user = userEvent.setup();
    renderWithProviders(<Shell />);
    const button = await bell('Notifications, 1 unread notification');
    button.focus();
    await user.keyboard('{Enter}');
    const panel = await popover();
    expect(panel).toHaveFocus();
    await user.tab();
    expect(within(panel).getAllByRole('button')[0]).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(button).toHaveFocus();
  });

  it('closes when a click lands outside it', async () => {
    const { user } = await openPopover([notification()]);
    await user.click(screen.getByRole('status', { name: 'Current path' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("'Mark as Read' in the popover lowers the badge and empties to 'You're all caught up!'", async () => {
    const only = notification({ message: 'Only one' });
    const { server, user, panel } = await openPopover([only]);
    await user.click(await within(panel).findByRole('button', { name: 'Mark as Read' }));
    expect(await within(panel).findByText("You're all caught up!")).toBeInTheDocument();
    expect(await bell('Notifications, 0 unread notifications')).toBeInTheDocument();
    expect(server.posts()).toEqual([`/api/notifications/${only.id}/read`]);
  });

  it('a click on a notification marks it read, closes the popover and opens its target', async () => {
    const invite = notification({ message: 'akinyi invited you' });
    const { server, user, panel } = await openPopover([invite]);
    await user.click(await within(panel).findByText('akinyi invited you'));
    await waitFor(() => expect(screen.getByRole('status', { name: 'Current path' })).toHaveTextContent(`/challenges/invite/${relatedIds.invite}`));
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(server.posts()).toEqual([`/api/notifications/${invite.id}/read`]));
  });

  it('updates live: notification.created, notification.read and notification.all_read refresh the badge without a reload', async () => {
    const server = serveNotifications([]);
    renderWithProviders(<Shell />);
    await bell('Notifications, 0 unread notifications');
    await waitFor(() => expect(FakeEventSource.latest).toBeDefined());
    const created = notification();
    server.state.notifications.push(created, notification());
    act(() => FakeEventSource.latest!.emit('notification.created'));
    expect(await bell('Notifications, 2 unread notifications')).toHaveTextContent(/^2$/);

    created.status = 'read';
    act(() => FakeEventSource.latest!.emit('notification.read'));
    expect(await bell('Notifications, 1 unread notification')).toBeInTheDocument();

    server.state.notifications = server.state.notifications.map((n) => ({ ...n, status: 'read' }));
    act(() => FakeEventSource.latest!.emit('notification.all_read'));
    expect(await bell('Notifications, 0 unread notifications')).toBeInTheDocument();
  });
});
