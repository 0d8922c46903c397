import type { dashboardContract } from '@changamoto/shared/contract';
import type { Handlers } from '../../http/contract-router';
import type { DashboardService } from './dashboard.service';

export function dashboardHandlers(service: DashboardService): Handlers<typeof dashboardContract> {
  return {
    getDashboardSummary: (_input, _c, viewer) => service.summary(viewer.id),
    listPendingInvites: async (_input, _c, viewer) => ({ invites: await service.pendingInvites(viewer.id) }),
  };
}
