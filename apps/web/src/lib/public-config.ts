// The rule values in force (fees, bonuses, contacts) from GET /api/config, so copy never hard-codes them.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './api-client';

export const getPublicConfigQueryOptions = () => queryOptions({ queryKey: ['public-config'], queryFn: ({ signal }) => api('getPublicConfig', {}, { signal }), staleTime: 60 * 60 * 1000 });

export function usePublicConfig() {
  return useQuery(getPublicConfigQueryOptions());
}
