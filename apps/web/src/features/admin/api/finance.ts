// The operator's finance views (issue #22 item 4): the report per day or month, the reconciliation with
// Paystack (asked for on demand: each run lists the provider's records page by page), and their CSVs.
import type { FinanceGrain } from '@changamoto/shared/contract';
import { routes } from '@changamoto/shared/contract/routes-client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminQueryKey } from './use-admin-action';

export interface FinanceRange {
  grain: FinanceGrain;
  from: string;
  to: string;
}

export const getFinanceReportQueryOptions = ({ grain, from, to }: FinanceRange) =>
  queryOptions({
    queryKey: [...adminQueryKey, 'finance', 'report', grain, from, to],
    queryFn: ({ signal }) => api('adminFinanceReport', { query: { grain, from, to } }, { signal }),
  });

export const useFinanceReport = (range: FinanceRange) => useQuery(getFinanceReportQueryOptions(range));

/** Runs only when asked (`enabled`), and never again by itself: a reconciliation costs many Paystack calls. */
export const useReconciliation = (period: { from: string; to: string }, enabled: boolean) =>
  useQuery({
    queryKey: [...adminQueryKey, 'finance', 'reconciliation', period.from, period.to],
    queryFn: ({ signal }) => api('adminReconciliation', { query: period }, { signal }),
    enabled,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });

/** The CSV download links (a plain GET with the session cookie; the server audits each one). */
export const financeCsvUrl = ({ grain, from, to }: FinanceRange) => `${routes.adminFinanceReportCsv.path}?${new URLSearchParams({ grain, from, to })}`;
export const reconciliationCsvUrl = ({ from, to }: { from: string; to: string }) => `${routes.adminReconciliationCsv.path}?${new URLSearchParams({ from, to })}`;
