// This browser's web push subscription (issue #20 §3). The browser's permission is asked only when the
// person turns push on (never on page load); turning it off unsubscribes here and tells the server.
import { api, ApiError } from '@/lib/api-client';

/** unsupported: no service worker or Push API (iOS before it is installed, old browsers); denied: blocked in the browser's settings. */
export type PushState = 'unsupported' | 'denied' | 'off' | 'on';

export function pushSupported(): boolean {
  return typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;
}

function bytesOf(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(base64url.length / 4) * 4, '=');
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

function sameKey(a: ArrayBuffer | null | undefined, b: Uint8Array): boolean {
  if (!a || a.byteLength !== b.byteLength) return false;
  const view = new Uint8Array(a);
  return view.every((byte, i) => byte === b[i]);
}

async function currentSubscription(): Promise<PushSubscription | null> {
  const registration = await navigator.serviceWorker.getRegistration();
  return (await registration?.pushManager.getSubscription()) ?? null;
}

const save = (subscription: PushSubscription) => {
  const { endpoint, keys } = subscription.toJSON();
  return api('savePushSubscription', { body: { endpoint: endpoint ?? '', keys: { p256dh: keys?.p256dh ?? '', auth: keys?.auth ?? '' } } });
};

export async function pushState(): Promise<PushState> {
  if (!pushSupported()) return 'unsupported';
  if (Notification.permission === 'denied') return 'denied';
  return Notification.permission === 'granted' && (await currentSubscription()) ? 'on' : 'off';
}

/**
 * Tells the server about this browser's subscription again (it may have been renewed by the browser,
 * or another account used this browser since): the server moves it to whoever is signed in.
 */
export async function resyncPush(): Promise<void> {
  const subscription = await currentSubscription();
  if (subscription) await save(subscription);
}

export async function turnPushOn(): Promise<PushState> {
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') return permission === 'denied' ? 'denied' : 'off';
  const registration = await navigator.serviceWorker.ready;
  const key = bytesOf((await api('getPushPublicKey', {})).publicKey);
  let subscription = await registration.pushManager.getSubscription();
  // Subscribed with another server key (ours changed): that subscription can never carry our pushes.
  if (subscription && !sameKey(subscription.options.applicationServerKey, key)) {
    await subscription.unsubscribe();
    subscription = null;
  }
  subscription ??= await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
  await save(subscription);
  return 'on';
}

export async function turnPushOff(): Promise<PushState> {
  const subscription = await currentSubscription();
  if (subscription) {
    try {
      await api('deletePushSubscription', { body: { endpoint: subscription.endpoint } });
    } catch (error) {
      // Already gone on the server (another account took this browser, or the push service said 410).
      if (!(error instanceof ApiError && error.status === 404)) throw error;
    }
    await subscription.unsubscribe();
  }
  return 'off';
}
