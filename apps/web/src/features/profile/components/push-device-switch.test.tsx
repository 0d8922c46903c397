// The device switch against a stand-in for the browser's Push API (jsdom has none): the permission is
// asked only when the person turns push on, the subscription goes to the server, off unsubscribes.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { activateLocale } from '@/lib/i18n';
import { renderWithProviders } from '@/test/render';
import { serveProfile } from '../testing/profile-server';
import { PushDeviceSwitch } from './push-device-switch';

/** The switch's English words (the profile catalog's profile.push.*). */
const PUSH_MESSAGES = {
  label: 'Push notifications on this device',
  unsupported: 'This browser cannot receive push notifications. On an iPhone, add Changamoto to your Home Screen first.',
  denied: 'Notifications are blocked for Changamoto in this browser’s settings. Allow them there to turn push on.',
  on: 'Push notifications are on for this device.',
  off: 'Push notifications are off for this device.',
} as const;

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), info: vi.fn(), message: vi.fn() }));
vi.mock('@/lib/toast', () => ({ toast }));

// A 65-byte P-256 point in base64url, as GET /api/push/public-key answers.
const PUBLIC_KEY = Buffer.concat([Buffer.from([4]), Buffer.alloc(64, 9)]).toString('base64url');
const ENDPOINT = 'https://fcm.googleapis.com/fcm/send/device-1';

function fakeBrowser({ permission = 'default' as NotificationPermission, answer = 'granted' as NotificationPermission, subscribed = false } = {}) {
  let current: PushSubscription | null = null;
  const unsubscribe = vi.fn(async () => ((current = null), true));
  const makeSubscription = (key: ArrayBuffer) => ({ endpoint: ENDPOINT, options: { applicationServerKey: key }, unsubscribe, toJSON: () => ({ endpoint: ENDPOINT, keys: { p256dh: 'BPUB', auth: 'AUTH' } }) }) as unknown as PushSubscription;
  const subscribe = vi.fn(async (options: { applicationServerKey: Uint8Array }) => (current = makeSubscription(options.applicationServerKey.slice().buffer)));
  if (subscribed) current = makeSubscription(new Uint8Array(Buffer.from(PUBLIC_KEY, 'base64url')).buffer);
  const registration = { pushManager: { getSubscription: async () => current, subscribe } };
  const requestPermission = vi.fn(async () => ((notification.permission = answer), answer));
  const notification = { permission, requestPermission };
  vi.stubGlobal('Notification', notification);
  vi.stubGlobal('PushManager', function PushManager() {});
  Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: { ready: Promise.resolve(registration), getRegistration: async () => registration } });
  return { subscribe, unsubscribe, requestPermission };
}

function serve() {
  return serveProfile(
    {},
    {
      'GET /api/push/public-key': () => ({ body: { publicKey: PUBLIC_KEY } }),
      'POST /api/push/subscriptions': (body) => ({ status: 201, body: { endpoint: (body as { endpoint: string }).endpoint } }),
      'POST /api/push/subscriptions/remove': () => ({ body: { removed: true } }),
    },
  );
}

beforeEach(() => vi.clearAllMocks());
afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

describe('Push notifications on this device', () => {
  it('asks the browser only when turned on, subscribes with our public key and stores the subscription', async () => {
    const browser = fakeBrowser();
    const server = serve();
    const user = userEvent.setup();
    renderWithProviders(<PushDeviceSwitch />);
    const toggle = await screen.findByRole('switch', { name: PUSH_MESSAGES.label });
    expect(toggle).toHaveAttribute('aria-checked', 'false');
    expect(browser.requestPermission).not.toHaveBeenCalled();

    await user.click(toggle);
    await waitFor(() => expect(toggle).toHaveAttribute('aria-checked', 'true'));
    expect(browser.requestPermission).toHaveBeenCalledTimes(1);
    const options = browser.subscribe.mock.calls[0]![0] as { userVisibleOnly: boolean; applicationServerKey: Uint8Array };
    expect(options.userVisibleOnly).toBe(true);
    expect(Buffer.from(options.applicationServerKey).toString('base64url')).toBe(PUBLIC_KEY);
    expect(server.bodies('POST', '/api/push/subscriptions')).toEqual([{ endpoint: ENDPOINT, keys: { p256dh: 'BPUB', auth: 'AUTH' } }]);
    expect(toast.success).toHaveBeenCalledWith(PUSH_MESSAGES.on);
  });

  it('stays off, subscribing nothing, when the person blocks notifications in the prompt; then says how to allow them', async () => {
    const browser = fakeBrowser({ answer: 'denied' });
    const server = serve();
    const user = userEvent.setup();
    renderWithProviders(<PushDeviceSwitch />);
    await user.click(await screen.findByRole('switch', { name: PUSH_MESSAGES.label }));
    expect(await screen.findByText(PUSH_MESSAGES.denied)).toBeInTheDocument();
    expect(browser.subscribe).not.toHaveBeenCalled();
    expect(server.bodies('POST', '/api/push/subscriptions')).toEqual([]);
  });

  it('on a subscribed browser shows on, tells the server again (it may be another account now), and off unsubscribes and forgets it', async () => {
    const browser = fakeBrowser({ permission: 'granted', subscribed: true });
    const server = serve();
    const user = userEvent.setup();
    renderWithProviders(<PushDeviceSwitch />);
    const toggle = await screen.findByRole('switch', { name: PUSH_MESSAGES.label });
    expect(toggle).toHaveAttribute('aria-checked', 'true');
    await waitFor(() => expect(server.bodies('POST', '/api/push/subscriptions')).toHaveLength(1));

    await user.click(toggle);
    await waitFor(() => expect(toggle).toHaveAttribute('aria-checked', 'false'));
    expect(server.bodies('POST', '/api/push/subscriptions/remove')).toEqual([{ endpoint: ENDPOINT }]);
    expect(browser.unsubscribe).toHaveBeenCalledTimes(1);
    expect(toast.success).toHaveBeenCalledWith(PUSH_MESSAGES.off);
  });

  it('says when this browser cannot receive pushes, with no switch', async () => {
    serve();
    renderWithProviders(<PushDeviceSwitch />);
    expect(await screen.findByText(PUSH_MESSAGES.unsupported)).toBeInTheDocument();
    expect(screen.queryByRole('switch')).toBeNull();
  });

  it('speaks Kiswahili: the switch and its toast', async () => {
    fakeBrowser();
    serve();
    await activateLocale('sw');
    try {
      const user = userEvent.setup();
      renderWithProviders(<PushDeviceSwitch />);
      await user.click(await screen.findByRole('switch', { name: 'Arifa za push kwenye kifaa hiki' }));
      await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Arifa za push zimewashwa kwenye kifaa hiki.'));
    } finally {
      await activateLocale('en');
    }
  });
});
