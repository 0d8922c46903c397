// The re-authentication prompt's words: a part of the shared catalog only the pages that ask for a code
// again need (profile, wallet), kept off every first load (decision 042).
import en from '@/locales/reauth/en.json';
import { defineCatalog } from '@/lib/i18n/define-catalog';

export const useReauthT = defineCatalog('shared/reauth', en, { sw: () => import('@/locales/reauth/sw.json') });
