// An admin's actions on a person (issue #7): suspend (optional end), unsuspend, terminate, freeze or
// unfreeze the balance, make admin or not; each with the reason the audit log keeps.
import { api } from '@/lib/api-client';
import { useAdminAction } from './use-admin-action';

export type UserAction = { kind: 'suspend'; until: string | null } | { kind: 'unsuspend' | 'terminate' | 'freeze' | 'unfreeze' } | { kind: 'role'; role: 'user' | 'admin' };

function send(id: string, action: UserAction, reason: string) {
  const params = { id };
  switch (action.kind) {
    case 'suspend':
      return api('adminSuspendUser', { params, body: action.until ? { reason, until: action.until } : { reason } });
    case 'unsuspend':
      return api('adminUnsuspendUser', { params, body: { reason } });
    case 'terminate':
      return api('adminTerminateUser', { params, body: { reason } });
    case 'freeze':
    case 'unfreeze':
      return api('adminSetBalanceFrozen', { params, body: { frozen: action.kind === 'freeze', reason } });
    case 'role':
      return api('adminSetRole', { params, body: { role: action.role, reason } });
  }
}

/** Answers the server's message ('Balance frozen.'), which the screen shows as its toast. */
export const useUserAction = () => useAdminAction(async ({ id, action, reason }: { id: string; action: UserAction; reason: string }) => (await send(id, action, reason)).message);
