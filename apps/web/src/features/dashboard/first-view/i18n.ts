// The words of the dashboard's first view — the page, the daily bonus, the account header, the figures
// and the quick actions — as a catalog of their own (issue #20 §1): English ships in the route's chunk.
// The challenge lists below them (../i18n.ts) arrive with the lists' part, after the first render.
import { defineCatalog, type TFunction } from '@/lib/i18n';
import en from './locales/en.json';

export const useDashboardFirstViewT = defineCatalog('dashboard-first-view', en, { sw: () => import('./locales/sw.json') });
export type DashboardFirstViewKey = keyof typeof en;
export type DashboardFirstViewT = TFunction<DashboardFirstViewKey>;
