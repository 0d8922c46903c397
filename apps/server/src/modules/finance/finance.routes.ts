import type { financeContract } from '@changamoto/shared/contract';
import type { Handlers } from '../../http/contract-router';
import { auditActor } from '../audit/audit';
import type { FinanceService } from './finance.service';

export function financeHandlers(service: FinanceService): Handlers<typeof financeContract> {
  return {
    adminFinanceReport: ({ query }, c, viewer) => service.report(auditActor(c, viewer), query),
    adminFinanceReportCsv: ({ query }, c, viewer) => service.reportCsv(auditActor(c, viewer), query),
    adminReconciliation: ({ query }, c, viewer) => service.reconciliation(auditActor(c, viewer), query),
    adminReconciliationCsv: ({ query }, c, viewer) => service.reconciliationCsv(auditActor(c, viewer), query),
  };
}
