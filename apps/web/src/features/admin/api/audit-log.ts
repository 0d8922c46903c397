// GET /api/admin/audit: the audit log, newest first, filtered; keyset pages ('Load more' sends nextCursor).
import type { AUDIT_TARGET_TYPES } from '@changamoto/shared/domain';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminQueryKey } from './use-admin-action';

export interface AuditFilters {
  actorId?: string;
  /** The admin by part of their name or e-mail. */
  actor?: string;
  /** The target by part of its person's name or e-mail, or of a challenge's title. */
  target?: string;
  action?: string;
  targetType?: (typeof AUDIT_TARGET_TYPES)[number];
  targetId?: string;
  from?: string;
  to?: string;
}

export const AUDIT_PAGE_SIZE = 50;

export const getAuditLogQueryOptions = (filters: AuditFilters) =>
  infiniteQueryOptions({
    queryKey: [...adminQueryKey, 'audit', filters],
    queryFn: ({ pageParam, signal }) => api('adminAuditLog', { query: { ...filters, cursor: pageParam, limit: AUDIT_PAGE_SIZE } }, { signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });

export const useAuditLog = (filters: AuditFilters) => useInfiniteQuery(getAuditLogQueryOptions(filters));
