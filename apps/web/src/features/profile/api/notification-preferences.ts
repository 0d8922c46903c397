// GET /api/notification-preferences and PUT /api/notification-preferences/:type (spec §7
// user_notification_preferences): in-app, e-mail and SMS (issue #19 §2) switches for each type the product sends
// (SENT_NOTIFICATION_TYPES: a switch for a type nobody sends would do nothing). A switch
// moves at once (optimistic) and moves back if the server refuses; spec §8 toasts either way.
import type { NotificationPreference } from '@changamoto/shared/contract';
import { ADMIN_NOTIFICATION_TYPES, DEFAULT_NOTIFICATION_PREFERENCE, SENT_NOTIFICATION_TYPES, defaultPushEnabled, smsEnabledByDefault, type SentNotificationType as NotificationType } from '@changamoto/shared/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { translate } from '@/lib/i18n';
import '../i18n';

export const notificationPreferencesQueryKey = ['notification-preferences'] as const;

export const PREFERENCE_MESSAGES = {
  get loadFailed() {
    return translate('profile.notifications.loadFailed');
  },
  get updateFailed() {
    return translate('profile.notifications.updateFailed');
  },
  get updated() {
    return translate('profile.notifications.updated');
  },
} as const;

/** Every type the product sends, in spec order; one the server left out shows in-app and e-mail on (spec §3: missing rows default to enabled) and SMS at its default (on for money events). */
function allTypes(stored: NotificationPreference[]): NotificationPreference[] {
  const byType = new Map(stored.map((preference) => [preference.type, preference]));
  // The admins' alert types (decision 036) are a player's switch only when the server lists them (for an admin).
  return SENT_NOTIFICATION_TYPES.filter((type) => byType.has(type) || !ADMIN_NOTIFICATION_TYPES.includes(type)).map(
    (type) => byType.get(type) ?? { type, ...DEFAULT_NOTIFICATION_PREFERENCE, smsEnabled: smsEnabledByDefault(type), pushEnabled: defaultPushEnabled(type) },
  );
}

/** spec §7 gives no cache time for preferences: the page-query default (5 min stale, 1 retry). */
export const getNotificationPreferencesQueryOptions = () =>
  queryOptions({
    queryKey: notificationPreferencesQueryKey,
    queryFn: async ({ signal }) => allTypes((await api('getNotificationPreferences', {}, { signal })).preferences),
  });

export function useNotificationPreferences() {
  return useQuery(getNotificationPreferencesQueryOptions());
}

export type PreferenceChannel = 'inAppEnabled' | 'emailEnabled' | 'smsEnabled' | 'pushEnabled';
export interface PreferenceChange {
  type: NotificationType;
  channel: PreferenceChannel;
  enabled: boolean;
}

export function updateNotificationPreference({ type, channel, enabled }: PreferenceChange) {
  return api('updateNotificationPreference', { params: { type }, body: { [channel]: enabled } });
}

export function useUpdateNotificationPreference() {
  const queryClient = useQueryClient();
  // Touches only the one switch, so two quick toggles on different rows never undo each other.
  const setSwitch = (type: NotificationType, channel: PreferenceChannel, enabled: boolean) =>
    queryClient.setQueryData<NotificationPreference[]>(notificationPreferencesQueryKey, (rows) => rows?.map((row) => (row.type === type ? { ...row, [channel]: enabled } : row)));
  return useMutation({
    mutationFn: updateNotificationPreference,
    onMutate: async ({ type, channel, enabled }) => {
      await queryClient.cancelQueries({ queryKey: notificationPreferencesQueryKey });
      setSwitch(type, channel, enabled);
    },
    onSuccess: (saved) => {
      queryClient.setQueryData<NotificationPreference[]>(notificationPreferencesQueryKey, (rows) => rows?.map((row) => (row.type === saved.type ? saved : row)));
      toast.success(PREFERENCE_MESSAGES.updated);
    },
    onError: (_error, { type, channel, enabled }) => {
      setSwitch(type, channel, !enabled);
      toast.error(PREFERENCE_MESSAGES.updateFailed);
    },
  });
}
