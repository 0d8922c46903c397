// The service worker's push handlers (public/push-handlers.js, imported by the Workbox worker): run in a
// sandbox whose `self` records what the worker would do, since a browser test cannot tap an OS
// notification. Covers issue #20 §3 "each opens the right page" and that a push never leads elsewhere.
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import SOURCE from '../../../public/push-handlers.js?raw';

const ORIGIN = 'https://changamoto.example';

type Listener = (event: unknown) => void;
interface FakeWindow {
  url: string;
  focused: boolean;
  navigatedTo: string | null;
  focus(): Promise<void>;
  navigate(url: string): Promise<void>;
}

function worker(openWindows: FakeWindow[] = []) {
  const listeners = new Map<string, Listener>();
  const shown: { title: string; options: Record<string, unknown> }[] = [];
  const opened: string[] = [];
  const self = {
    location: { origin: ORIGIN },
    addEventListener: (type: string, listener: Listener) => listeners.set(type, listener),
    registration: { showNotification: async (title: string, options: Record<string, unknown>) => void shown.push({ title, options }) },
    clients: { matchAll: async () => openWindows, openWindow: async (url: string) => void opened.push(url) },
  };
  runInNewContext(SOURCE, { self, URL });
  async function dispatch(type: string, event: Record<string, unknown>) {
    let waited: Promise<unknown> = Promise.resolve();
    listeners.get(type)!({ ...event, waitUntil: (promise: Promise<unknown>) => (waited = promise) });
    await waited;
  }
  return {
    shown,
    opened,
    push: (payload: unknown) => dispatch('push', { data: { json: () => payload, text: () => JSON.stringify(payload) } }),
    click: (url: unknown) => {
      const notification = {
        data: { url },
        closed: false,
        close() {
          notification.closed = true;
        },
      };
      return dispatch('notificationclick', { notification }).then(() => notification);
    },
  };
}

function tab(url: string): FakeWindow {
  return {
    url,
    focused: false,
    navigatedTo: null,
    async focus() {
      this.focused = true;
    },
    async navigate(to: string) {
      this.navigatedTo = to;
    },
  };
}

describe('push-handlers.js (the service worker side of web push)', () => {
  it('shows a push with its title, body, tag and page', async () => {
    const sw = worker();
    await sw.push({ title: 'Umeshinda changamoto', body: 'Umeshinda tokeni 150', url: '/transactions/abc', tag: 'n1' });
    expect(sw.shown).toEqual([{ title: 'Umeshinda changamoto', options: expect.objectContaining({ body: 'Umeshinda tokeni 150', tag: 'n1', data: { url: '/transactions/abc' } }) }]);
  });

  it('a push without a title still shows, as Changamoto', async () => {
    const sw = worker();
    await sw.push({ body: 'Hello' });
    expect(sw.shown[0]!.title).toBe('Changamoto');
  });

  it('tapping opens the push’s page in a new window when no tab of the app is open', async () => {
    const sw = worker();
    const notification = await sw.click('/challenges/42');
    expect(notification.closed).toBe(true);
    expect(sw.opened).toEqual([`${ORIGIN}/challenges/42`]);
  });

  it('tapping brings an open tab of the app forward and leads it to the page (a tab of another site is left alone)', async () => {
    const other = tab('https://elsewhere.example/');
    const ours = tab(`${ORIGIN}/wallet`);
    const sw = worker([other, ours]);
    await sw.click('/transactions/7');
    expect(ours).toMatchObject({ focused: true, navigatedTo: `${ORIGIN}/transactions/7` });
    expect(other).toMatchObject({ focused: false, navigatedTo: null });
    expect(sw.opened).toEqual([]);
  });

  it.each([['https://evil.example/phish'], ['//evil.example/x'], [undefined], [42]])('a push can never lead elsewhere: %s opens /notifications', async (url) => {
    const sw = worker();
    await sw.click(url);
    expect(sw.opened).toEqual([`${ORIGIN}/notifications`]);
  });
});
