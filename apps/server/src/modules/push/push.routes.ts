import type { pushContract } from '@changamoto/shared/contract';
import type { Handlers } from '../../http/contract-router';
import type { PushService } from './push.service';

export function pushHandlers(service: PushService): Handlers<typeof pushContract> {
  return {
    getPushPublicKey: async () => ({ publicKey: service.publicKey() }),
    savePushSubscription: ({ body }, _c, viewer) => service.subscribe(viewer.id, body),
    deletePushSubscription: ({ body }, _c, viewer) => service.unsubscribe(viewer.id, body.endpoint),
  };
}
