import type { reauthenticationContract } from '@changamoto/shared/contract';
import type { Handlers } from '../../http/contract-router';
import type { ReauthenticationService } from './reauthentication.service';

export function reauthenticationHandlers(service: ReauthenticationService): Handlers<typeof reauthenticationContract> {
  return {
    sendReauthenticationCode: async (_input, _c, viewer) => service.sendCode(viewer.id),
    confirmReauthentication: async ({ body }, c, viewer) => service.confirm(c, viewer.id, body.code),
  };
}
