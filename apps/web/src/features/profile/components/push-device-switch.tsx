// 'Push notifications on this device' (issue #20 §3): the switch that asks the browser's permission —
// only when the person turns it on — and subscribes this browser; the Push column of the table below
// then chooses which types are pushed. Off unsubscribes this browser only.
import { useEffect, useState } from 'react';
import { pushState, resyncPush, turnPushOff, turnPushOn, type PushState } from '@/lib/pwa/push-subscription';
import { toast } from '@/lib/toast';
import { Switch } from './switch';

export const PUSH_MESSAGES = {
  label: 'Push notifications on this device',
  unsupported: 'This browser cannot receive push notifications. On an iPhone, add Changamoto to your Home Screen first.',
  denied: 'Notifications are blocked for Changamoto in this browser’s settings. Allow them there to turn push on.',
  failed: 'Could not change push notifications. Please try again.',
  on: 'Push notifications are on for this device.',
  off: 'Push notifications are off for this device.',
} as const;

export function PushDeviceSwitch() {
  const [state, setState] = useState<PushState | 'loading'>('loading');
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let live = true;
    void pushState().then((found) => {
      if (!live) return;
      setState(found);
      // The browser may have renewed its subscription, or another account used it since: tell the server again.
      if (found === 'on') void resyncPush().catch(() => {});
    });
    return () => {
      live = false;
    };
  }, []);

  if (state === 'loading') return null;
  if (state === 'unsupported' || state === 'denied') return <p className="mb-4 rounded-md bg-gray-50 p-3 text-sm text-gray-700">{PUSH_MESSAGES[state]}</p>;

  const change = async (on: boolean) => {
    setBusy(true);
    try {
      const next = on ? await turnPushOn() : await turnPushOff();
      setState(next);
      if (next === 'on' || next === 'off') toast.success(PUSH_MESSAGES[next]);
    } catch {
      toast.error(PUSH_MESSAGES.failed);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="mb-4 flex items-center justify-between gap-3 rounded-md bg-gray-50 p-3">
      <span id="push-device-label" className="text-sm font-medium text-gray-900">
        {PUSH_MESSAGES.label}
      </span>
      <Switch label={PUSH_MESSAGES.label} checked={state === 'on'} disabled={busy} onChange={(on) => void change(on)} />
    </div>
  );
}
