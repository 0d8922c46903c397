// GET /api/admin/tax-report?year: the Finance Act 2025 monthly tax report (DOMAIN.md §10); the CSV is a
// plain link to /api/admin/tax-report.csv (a file, sent with the session cookie).
import { routes } from '@changamoto/shared/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminQueryKey } from './use-admin-action';

export const getTaxReportQueryOptions = (year: number) =>
  queryOptions({
    queryKey: [...adminQueryKey, 'tax-report', year],
    queryFn: ({ signal }) => api('adminTaxReport', { query: { year } }, { signal }),
  });

export const useTaxReport = (year: number) => useQuery(getTaxReportQueryOptions(year));

export const taxReportCsvHref = (year: number) => `${routes.adminTaxReportCsv.path}?year=${year}`;
