import type { notificationsContract } from '@changamoto/shared/contract';
import type { Handlers } from '../../http/contract-router';
import type { NotificationsService } from './notifications.service';

export function notificationsHandlers(service: NotificationsService): Handlers<typeof notificationsContract> {
  return {
    listNotifications: async ({ query }, _c, viewer) => ({ notifications: await service.list(viewer.id, query.status) }),
    listEarlierNotifications: ({ query }, _c, viewer) => service.listEarlier(viewer.id, query),
    unreadCount: async (_input, _c, viewer) => ({ count: await service.unreadCount(viewer.id) }),
    markNotificationRead: ({ params }, _c, viewer) => service.markRead(viewer.id, params.id),
    markAllRead: (_input, _c, viewer) => service.markAllRead(viewer.id),
    getNotificationPreferences: async (_input, _c, viewer) => ({ preferences: await service.preferences(viewer.id, { admin: viewer.role === 'admin' }) }),
    updateNotificationPreference: ({ params, body }, _c, viewer) => service.updatePreference(viewer.id, params.type, body),
  };
}
