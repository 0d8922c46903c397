import type { JobDefinition } from '../../jobs/queue';
import type { PurchasesService } from './purchases.service';

export const RECONCILE_PURCHASES_JOB = 'wallet.reconcile-purchases';

/** Every 5 minutes: pending purchases older than 5 minutes are verified with Paystack (DOMAIN.md §2). */
export function walletJobs(purchases: PurchasesService): JobDefinition<never>[] {
  const reconcile: JobDefinition<object> = {
    name: RECONCILE_PURCHASES_JOB,
    retryLimit: 1,
    retryDelaySeconds: 60,
    schedule: '*/5 * * * *',
    handle: async () => {
      await purchases.reconcile();
    },
  };
  return [reconcile as JobDefinition<never>];
}
