// The notifications feature's catalog (issue #20 §1): English ships with the bell, Kiswahili loads lazily.
// The notification texts themselves are stored in the reader's language by the server (users.locale).
import { defineCatalog, type TFunction } from '@/lib/i18n';
import en from './locales/en.json';

export const useNotificationsT = defineCatalog('notifications', en, { sw: () => import('./locales/sw.json') });
export type NotificationsKey = keyof typeof en;
export type NotificationsT = TFunction<NotificationsKey>;
