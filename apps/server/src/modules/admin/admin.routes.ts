import type { adminContract } from '@changamoto/shared/contract';
import type { Handlers } from '../../http/contract-router';
import { auditActor } from '../audit/audit';
import type { AdminService } from './admin.service';

export function adminHandlers(service: AdminService): Handlers<typeof adminContract> {
  return {
    adminVerificationQueue: () => service.verificationQueue(),
    adminSetFeatured: ({ params, body }, c, viewer) => service.setFeatured(auditActor(c, viewer), params.id, body.featured),
    adminSearchUsers: ({ query }) => service.searchUsers(query.q),
    adminGetUser: ({ params }) => service.getUser(params.id),
    adminSuspendUser: ({ params, body }, c, viewer) => service.suspend(auditActor(c, viewer), params.id, body.reason, body.until),
    adminUnsuspendUser: ({ params, body }, c, viewer) => service.unsuspend(auditActor(c, viewer), params.id, body.reason),
    adminTerminateUser: ({ params, body }, c, viewer) => service.terminate(auditActor(c, viewer), params.id, body.reason),
    adminSetBalanceFrozen: ({ params, body }, c, viewer) => service.setBalanceFrozen(auditActor(c, viewer), params.id, body.frozen, body.reason),
    adminSetRole: ({ params, body }, c, viewer) => service.setRole(auditActor(c, viewer), params.id, body.role, body.reason),
    adminListPayouts: ({ query }) => service.listPayouts(query.status),
    adminRetryPayout: ({ params }, c, viewer) => service.retryPayout(auditActor(c, viewer), params.id),
    adminReport: ({ query }) => service.report(query.from, query.to),
    adminAuditLog: ({ query }) => service.auditLog(query),
  };
}
