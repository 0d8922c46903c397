// /notifications and the bell in Kiswahili (issue #20 §1): the feature's words come from its catalog;
// the notification texts are the server's, stored in the reader's language (users.locale).
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { activateLocale } from '@/lib/i18n';
import { renderWithProviders } from '@/test/render';
import { NotificationsBell } from '../components/notifications-bell';
import { formatReceived, unreadCountText } from '../lib/format';
import { notification, serveNotifications } from '../testing/notifications-server';
import { NotificationsRoute } from './notifications';

afterEach(async () => {
  await activateLocale('en');
});

describe('notifications in Kiswahili', () => {
  it('the page counts, lists and offers its buttons in Kiswahili', async () => {
    serveNotifications([notification({ message: 'Umepokea tokeni 50.' }), notification()]);
    await activateLocale('sw');
    renderWithProviders(<NotificationsRoute />, { path: '/notifications' });
    expect(await screen.findByRole('heading', { name: 'Arifa' })).toBeInTheDocument();
    expect(await screen.findByText('Arifa 2 hazijasomwa')).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Arifa ambazo hazijasomwa' });
    expect(within(list).getByText('Umepokea tokeni 50.')).toBeInTheDocument();
    expect(within(list).getAllByRole('button', { name: 'Weka kuwa imesomwa' })).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Weka zote kuwa zimesomwa' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Onyesha za awali' })).toBeInTheDocument();
  });

  it('the bell is named in Kiswahili with its count', async () => {
    serveNotifications([notification()]);
    await activateLocale('sw');
    renderWithProviders(<NotificationsBell />);
    expect(await screen.findByRole('button', { name: 'Arifa, arifa 1 haijasomwa' })).toBeInTheDocument();
  });

  it('counts and times read in Kiswahili', async () => {
    await activateLocale('sw');
    const now = Date.parse('2026-03-10T12:00:00+03:00');
    expect(unreadCountText(3)).toBe('Arifa 3 hazijasomwa');
    expect(formatReceived('2026-03-10T11:59:30+03:00', now)).toBe('sasa hivi');
    expect(formatReceived('2026-03-10T11:55:00+03:00', now)).toBe(new Intl.RelativeTimeFormat('sw-KE', { numeric: 'auto' }).format(-5, 'minute'));
  });
});
