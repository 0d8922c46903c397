// 'Notification Preferences' card on /profile (spec §2 Profile): for each notification type the
// product sends (the server lists them), an in-app, an e-mail, an SMS and a push switch, under the switch
// that turns push on for this device (issue #20 §3). SMS goes to the verified phone only; money events
// are on until turned off, the others off until turned on (issue #19 §2).
import { NOTIFICATION_TYPE_LABELS } from '@changamoto/shared/domain';
import { FormAlert } from '@/components/ui/form-field';
import { Spinner } from '@/components/ui/spinner';
import { PREFERENCE_MESSAGES, useNotificationPreferences, useUpdateNotificationPreference, type PreferenceChange, type PreferenceChannel } from '../api/notification-preferences';
import { Card } from './card';
import { PushDeviceSwitch } from './push-device-switch';
import { Switch } from './switch';

const CHANNELS: { channel: PreferenceChannel; label: string }[] = [
  { channel: 'inAppEnabled', label: 'In-app' },
  { channel: 'emailEnabled', label: 'Email' },
  { channel: 'smsEnabled', label: 'SMS' },
  { channel: 'pushEnabled', label: 'Push' },
];

export function NotificationPreferencesCard() {
  const preferences = useNotificationPreferences();
  const update = useUpdateNotificationPreference();
  const toggle = (change: PreferenceChange) => update.mutate(change);

  return (
    <Card id="notification-preferences-title" title="Notification Preferences" description="Choose which notifications you get in the app, by email, by SMS to your verified phone and as push notifications.">
      <PushDeviceSwitch />
      {preferences.isPending ? (
        <Spinner label="Loading notification preferences…" />
      ) : preferences.isError ? (
        <FormAlert>{PREFERENCE_MESSAGES.loadFailed}</FormAlert>
      ) : (
        <table className="w-full text-sm">
          <thead>
            <tr className="border-b border-gray-200 text-left text-gray-700">
              <th scope="col" className="py-2 pr-3 font-semibold">
                Notification
              </th>
              {CHANNELS.map(({ channel, label }) => (
                <th key={channel} scope="col" className="w-12 px-0.5 py-2 text-center font-semibold sm:w-20 sm:px-2">
                  {label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-gray-100">
            {preferences.data.map((preference) => {
              const name = NOTIFICATION_TYPE_LABELS[preference.type];
              return (
                <tr key={preference.type}>
                  <th scope="row" className="py-2.5 pr-3 text-left font-normal text-gray-900">
                    {name}
                  </th>
                  {CHANNELS.map(({ channel, label }) => (
                    <td key={channel} className="px-0.5 py-2.5 text-center sm:px-2">
                      <Switch label={`${name}: ${label}`} checked={preference[channel]} onChange={(enabled) => toggle({ type: preference.type, channel, enabled })} />
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
