import type { JobDefinition } from '../../jobs/queue';
import type { MpesaPurchasesService } from './mpesa-purchases.service';
import type { PurchasesService } from './purchases.service';

export const RECONCILE_PURCHASES_JOB = 'wallet.reconcile-purchases';
export const EXPIRE_MPESA_PROMPTS_JOB = 'wallet.expire-mpesa-prompts';

/**
 * Every 5 minutes: pending purchases older than 5 minutes are verified with Paystack (DOMAIN.md §2).
 * Every minute: M-Pesa STK pushes past their prompt time are ended as timed out unless Paystack says
 * otherwise (docs/decisions/030); the wallet's status poll does it sooner while the page is open.
 */
export function walletJobs(purchases: PurchasesService, mpesaPurchases: MpesaPurchasesService): JobDefinition<never>[] {
  const reconcile: JobDefinition<object> = {
    name: RECONCILE_PURCHASES_JOB,
    retryLimit: 1,
    retryDelaySeconds: 60,
    schedule: '*/5 * * * *',
    handle: async () => {
      await purchases.reconcile();
    },
  };
  const expire: JobDefinition<object> = {
    name: EXPIRE_MPESA_PROMPTS_JOB,
    retryLimit: 0,
    retryDelaySeconds: 60,
    schedule: '* * * * *',
    handle: async () => {
      await mpesaPurchases.expireStale();
    },
  };
  return [reconcile as JobDefinition<never>, expire as JobDefinition<never>];
}
