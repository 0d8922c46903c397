// 'Notification Preferences' card on /profile (spec §2 Profile): for each notification type the
// product sends (the server lists them), an in-app, an e-mail, an SMS and a push switch, under the switch
// that turns push on for this device (issue #20 §3). SMS goes to the verified phone only; money events
// are on until turned off, the others off until turned on (issue #19 §2).
import { FormAlert } from '@/components/ui/form-field';
import { Spinner } from '@/components/ui/spinner';
import { PREFERENCE_MESSAGES, useNotificationPreferences, useUpdateNotificationPreference, type PreferenceChange, type PreferenceChannel } from '../api/notification-preferences';
import { Card } from './card';
import { PushDeviceSwitch } from './push-device-switch';
import { Switch } from './switch';
import { useProfileT } from '../i18n';

const CHANNELS = [
  { channel: 'inAppEnabled', label: 'profile.notifications.inApp' },
  { channel: 'emailEnabled', label: 'profile.notifications.email' },
  { channel: 'smsEnabled', label: 'profile.notifications.sms' },
  { channel: 'pushEnabled', label: 'profile.notifications.push' },
] as const satisfies { channel: PreferenceChannel; label: string }[];

export function NotificationPreferencesCard() {
  const t = useProfileT();
  const preferences = useNotificationPreferences();
  const update = useUpdateNotificationPreference();
  const toggle = (change: PreferenceChange) => update.mutate(change);

  return (
    <Card id="notification-preferences-title" title={t('profile.notifications.title')} description={t('profile.notifications.intro')}>
      <PushDeviceSwitch />
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
                <th key={channel} scope="col" className="w-12 px-0.5 py-2 text-center font-semibold sm:w-20 sm:px-2">
                  {t(label)}
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
                    <td key={channel} className="px-0.5 py-2.5 text-center sm:px-2">
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
