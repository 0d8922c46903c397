// The operator's finance views (issue #22 item 4): the report and the reconciliation, as JSON or CSV,
// each view written to the audit log (who looked at which period, and what the reconciliation found);
// and the nightly reconciliation job, which alerts every admin (notification and e-mail) on a mismatch.
import type { FinanceReport, Reconciliation } from '@changamoto/shared/contract';
import type { Db } from '../../db/client';
import { runInTransaction } from '../../db/unit-of-work';
import type { JobDefinition } from '../../jobs/queue';
import type { Logger } from '../../logger';
import type { PaystackClient } from '../../providers/paystack';
import { audit, type AuditActor } from '../audit/audit';
import type { NotificationsService } from '../notifications/notifications.service';
import { financeReportCsv, reconciliationCsv } from './finance-csv';
import { financeReport } from './finance-report';
import { adminIds } from './finance.repo';
import { reconcile } from './reconciliation';
import { NOTICES_SW } from '../notifications/notice-texts-sw';

export const NIGHTLY_RECONCILIATION_JOB = 'finance.nightly-reconciliation';

export interface FinanceDeps {
  db: Db;
  paystack: PaystackClient;
  notifications: Pick<NotificationsService, 'notifyMany'>;
  log?: Logger;
  now?: () => Date;
}

type ReportQuery = { grain: 'daily' | 'monthly'; from: string; to: string };
type Period = { from: string; to: string };

const csvFile = (text: string, name: string) => new Response(text, { status: 200, headers: { 'Content-Type': 'text/csv; charset=utf-8', 'Content-Disposition': `attachment; filename="${name}"`, 'Cache-Control': 'no-store' } });

export function createFinanceService(deps: FinanceDeps) {
  const { db } = deps;
  const viewed = (actor: AuditActor, action: string, targetId: string, after: Record<string, unknown>) => runInTransaction(db, (tx) => audit(tx, actor, { action, targetType: 'finance', targetId, before: null, after }));

  async function report(actor: AuditActor, query: ReportQuery, format: 'json' | 'csv'): Promise<FinanceReport> {
    const result = await financeReport(db, query);
    await viewed(actor, `finance.report_${format}`, `report:${query.grain}:${query.from}..${query.to}`, { grain: query.grain, from: query.from, to: query.to });
    return result;
  }

  async function reconciliation(actor: AuditActor, period: Period, format: 'json' | 'csv'): Promise<Reconciliation> {
    const result = await reconcile(deps, period);
    await viewed(actor, `finance.reconciliation_${format}`, `reconciliation:${period.from}..${period.to}`, { from: period.from, to: period.to, mismatches: result.mismatches.length });
    return result;
  }

  /** Tells every admin, in the app and by e-mail, that a reconciliation found mismatches. */
  async function alertAdmins(result: Reconciliation): Promise<number> {
    const admins = await adminIds(db);
    if (!admins.length) return 0;
    const period = result.from === result.to ? result.from : `${result.from} to ${result.to}`;
    const count = result.mismatches.length;
    const message = `Reconciliation with Paystack for ${period} found ${count} mismatch${count === 1 ? '' : 'es'}. Open Admin → Finance to see each one.`;
    const lines = result.mismatches.slice(0, 20).map((m) => `- ${m.kind}: ${m.reference} (Paystack ${m.provider?.status ?? 'none'}, ledger ${m.ledger?.status ?? 'none'})`);
    const text = [message, '', ...lines, ...(count > lines.length ? [`… and ${count - lines.length} more.`] : [])].join('\n');
    // Each admin reads it in their own language (users.locale); the mismatch lines are the same codes in both.
    const periodSw = result.from === result.to ? result.from : NOTICES_SW.periodTo(result.from, result.to);
    const messageSw = NOTICES_SW.reconciliation(periodSw, count);
    const textSw = [messageSw, '', ...lines, ...(count > lines.length ? [NOTICES_SW.reconciliationMore(count - lines.length)] : [])].join('\n');
    await runInTransaction(db, (tx) =>
      deps.notifications.notifyMany(
        tx,
        admins.map((userId) => ({
          userId,
          type: 'reconciliation_mismatch' as const,
          message: { en: message, sw: messageSw },
          email: { subject: { en: `Reconciliation mismatch (${period}) · Changamoto`, sw: NOTICES_SW.reconciliationSubject(periodSw) }, text: { en: text, sw: textSw } },
        })),
      ),
    );
    return admins.length;
  }

  /** Yesterday (UTC) against Paystack; an alert when anything differs. */
  async function nightly(): Promise<Reconciliation> {
    const yesterday = new Date((deps.now?.() ?? new Date()).getTime() - 86_400_000).toISOString().slice(0, 10);
    const result = await reconcile(deps, { from: yesterday, to: yesterday });
    if (result.mismatches.length) {
      const alerted = await alertAdmins(result);
      deps.log?.warn({ day: yesterday, mismatches: result.mismatches.length, alerted }, 'nightly reconciliation found mismatches');
    } else deps.log?.info({ day: yesterday, transactions: result.providerTransactions, transfers: result.providerTransfers }, 'nightly reconciliation: ledger and Paystack agree');
    return result;
  }

  return {
    report: (actor: AuditActor, query: ReportQuery) => report(actor, query, 'json'),
    async reportCsv(actor: AuditActor, query: ReportQuery): Promise<Response> {
      return csvFile(financeReportCsv(await report(actor, query, 'csv')), `changamoto-finance-${query.grain}-${query.from}-${query.to}.csv`);
    },
    reconciliation: (actor: AuditActor, period: Period) => reconciliation(actor, period, 'json'),
    async reconciliationCsv(actor: AuditActor, period: Period): Promise<Response> {
      return csvFile(reconciliationCsv(await reconciliation(actor, period, 'csv')), `changamoto-reconciliation-${period.from}-${period.to}.csv`);
    },
    alertAdmins,
    nightly,
    jobs(): JobDefinition<never>[] {
      const job: JobDefinition<object> = {
        name: NIGHTLY_RECONCILIATION_JOB,
        retryLimit: 3,
        retryDelaySeconds: 600,
        schedule: '30 1 * * *', // 04:30 EAT, once yesterday's late webhooks have landed
        handle: async () => void (await nightly()),
      };
      return [job as JobDefinition<never>];
    },
  };
}
export type FinanceService = ReturnType<typeof createFinanceService>;
