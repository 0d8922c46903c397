// 'Push notifications on this device' (issue #20 §3): the switch that asks the browser's permission —
// only when the person turns it on — and subscribes this browser; the Push column of the table below
// then chooses which types are pushed. Off unsubscribes this browser only.
import { useEffect, useState } from 'react';
import { pushState, resyncPush, turnPushOff, turnPushOn, type PushState } from '@/lib/pwa/push-subscription';
import { toast } from '@/lib/toast';
import { Switch } from './switch';
import { type ProfileKey, useProfileT } from '../i18n';

/** The switch's words, by state (keys of the profile catalog). */
const PUSH_KEYS = { unsupported: 'profile.push.unsupported', denied: 'profile.push.denied', on: 'profile.push.on', off: 'profile.push.off' } as const satisfies Record<string, ProfileKey>;

export function PushDeviceSwitch() {
  const t = useProfileT();
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
  if (state === 'unsupported' || state === 'denied') return <p className="mb-4 rounded-md bg-gray-50 p-3 text-sm text-gray-700">{t(PUSH_KEYS[state])}</p>;

  const change = async (on: boolean) => {
    setBusy(true);
    try {
      const next = on ? await turnPushOn() : await turnPushOff();
      setState(next);
      if (next === 'on' || next === 'off') toast.success(t(PUSH_KEYS[next]));
    } catch {
      toast.error(t('profile.push.failed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="mb-4 flex items-center justify-between gap-3 rounded-md bg-gray-50 p-3">
      <span id="push-device-label" className="text-sm font-medium text-gray-900">
        {t('profile.push.label')}
      </span>
      <Switch label={t('profile.push.label')} checked={state === 'on'} disabled={busy} onChange={(on) => void change(on)} />
    </div>
  );
}
