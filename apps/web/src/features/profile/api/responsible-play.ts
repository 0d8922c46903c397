// GET /api/responsible-play, PUT …/deposit-limits/:period, POST …/self-exclusions (issue #7 item 4):
// the caller's deposit limits and self-exclusion. Each change answers with the new status, which
// replaces the cached one; the wallet balance is untouched, so nothing else needs refetching.
import type { ResponsiblePlayStatus } from '@changamoto/shared/contract';
import type { DepositLimitPeriod, SelfExclusionKind } from '@changamoto/shared/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { translate } from '@/lib/i18n';
import '../i18n';

export const responsiblePlayQueryKey = ['responsible-play'] as const;

export const RESPONSIBLE_PLAY_UI_MESSAGES = {
  get loadFailed() {
    return translate('profile.responsible.loadFailed');
  },
  get saveFailed() {
    return translate('profile.responsible.saveLimitFailed');
  },
  get breakFailed() {
    return translate('profile.responsible.breakFailed');
  },
} as const;

export const getResponsiblePlayQueryOptions = () =>
  queryOptions({
    queryKey: responsiblePlayQueryKey,
    queryFn: ({ signal }) => api('getResponsiblePlay', {}, { signal }),
  });

export function useResponsiblePlay() {
  return useQuery(getResponsiblePlayQueryOptions());
}

function useStoreStatus() {
  const queryClient = useQueryClient();
  return ({ status }: { status: ResponsiblePlayStatus }) => queryClient.setQueryData(responsiblePlayQueryKey, status);
}

export function useSetDepositLimit() {
  const store = useStoreStatus();
  return useMutation({
    mutationFn: ({ period, amountKes }: { period: DepositLimitPeriod; amountKes: number | null }) => api('setDepositLimit', { params: { period }, body: { amountKes } }),
    onSuccess: store,
  });
}

export function useStartSelfExclusion() {
  const store = useStoreStatus();
  return useMutation({
    mutationFn: ({ kind }: { kind: SelfExclusionKind }) => api('startSelfExclusion', { body: { kind, confirm: true } }),
    onSuccess: store,
  });
}
