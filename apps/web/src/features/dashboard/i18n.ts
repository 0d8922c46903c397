// The dashboard feature's catalog (issue #20 §1): English ships in the feature's chunk, Kiswahili loads lazily.
import { defineCatalog, type TFunction } from '@/lib/i18n';
import en from './locales/en.json';

export const useDashboardT = defineCatalog('dashboard', en, { sw: () => import('./locales/sw.json') });
export type DashboardKey = keyof typeof en;
export type DashboardT = TFunction<DashboardKey>;
