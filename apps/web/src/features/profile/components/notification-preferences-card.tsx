// 'Notification Preferences' card on /profile (spec §2 Profile): for each notification type the
// product sends (the server lists them), an in-app and an e-mail switch.
import { FormAlert } from '@/components/ui/form-field';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';
import { PREFERENCE_MESSAGES, useNotificationPreferences, useUpdateNotificationPreference, type PreferenceChange, type PreferenceChannel } from '../api/notification-preferences';
import { Card } from './card';
import { useProfileT } from '../i18n';

const CHANNELS = [
  { channel: 'inAppEnabled', label: 'profile.notifications.inApp' },
  { channel: 'emailEnabled', label: 'profile.notifications.email' },
] as const satisfies { channel: PreferenceChannel; label: string }[];

/** An on/off switch (a button with role="switch", announced as on or off). */
function Switch({ label, checked, onChange }: { label: string; checked: boolean; onChange: (checked: boolean) => void }) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      aria-label={label}
      onClick={() => onChange(!checked)}
      className={cn('relative inline-flex h-6 w-11 shrink-0 items-center rounded-full transition-colors', checked ? 'bg-brand-700' : 'bg-gray-500')}
    >
      <span aria-hidden="true" className={cn('inline-block h-5 w-5 rounded-full bg-white shadow transition-transform', checked ? 'translate-x-5.5' : 'translate-x-0.5')} />
    </button>
  );
}

export function NotificationPreferencesCard() {
  const t = useProfileT();
  const preferences = useNotificationPreferences();
  const update = useUpdateNotificationPreference();
  const toggle = (change: PreferenceChange) => update.mutate(change);

  return (
    <Card id="notification-preferences-title" title={t('profile.notifications.title')} description={t('profile.notifications.intro')}>
      {preferences.isPending ? (
        <Spinner label={t('profile.notifications.loading')} />
      ) : preferences.isError ? (
        <FormAlert>{PREFERENCE_MESSAGES.loadFailed}</FormAlert>
      ) : (
        <table className="w-full text-sm">
          <thead>
            <tr className="border-b border-gray-200 text-left text-gray-700">
              <th scope="col" className="py-2 pr-3 font-semibold">
                {t('profile.notifications.column')}
              </th>
              {CHANNELS.map(({ channel, label }) => (
                <th key={channel} scope="col" className="w-20 px-2 py-2 text-center font-semibold">
                  {label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-gray-100">
            {preferences.data.map((preference) => {
              const name = t(`profile.notifications.type.${preference.type}`);
              return (
                <tr key={preference.type}>
                  <th scope="row" className="py-2.5 pr-3 text-left font-normal text-gray-900">
                    {name}
                  </th>
                  {CHANNELS.map(({ channel, label }) => (
                    <td key={channel} className="px-2 py-2.5 text-center">
                      <Switch label={t('profile.notifications.switchLabel', { name, channel: t(label) })} checked={preference[channel]} onChange={(enabled) => toggle({ type: preference.type, channel, enabled })} />
                    </td>
                  ))}
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
    </Card>
  );
}
