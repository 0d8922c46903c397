// The words of the money screens — Finance, the tax report and the purchases/payouts chart — as a
// catalog of their own (decision 047): English ships in those screens' chunks, not in the admin
// area's chunk that every admin screen (the queue, KYC, users) loads first.
import { defineCatalog, type TFunction } from '@/lib/i18n';
import { type AdminKey, useAdminT } from '../i18n';
import en from './locales/en.json';

const useFinanceCatalogT = defineCatalog('admin-finance', en, { sw: () => import('./locales/sw.json') });
export type AdminFinanceKey = AdminKey | keyof typeof en;
export type AdminFinanceT = TFunction<AdminFinanceKey>;

/** The money screens' words and the admin area's shared ones: both catalogs ready, one `t` (the same function for every catalog). */
export function useAdminFinanceT(): AdminFinanceT {
  useAdminT();
  // Every catalog's hook hands out the same translate function of the active language (define-catalog.ts
  // tFor); the types only say which keys a component may use.
  return useFinanceCatalogT() as AdminFinanceT;
}
