import type { responsiblePlayContract } from '@changamoto/shared/contract';
import type { Handlers } from '../../http/contract-router';
import type { ResponsiblePlayService } from './responsible-play.service';

export function responsiblePlayHandlers(service: ResponsiblePlayService): Handlers<typeof responsiblePlayContract> {
  return {
    getResponsiblePlay: (_input, _c, viewer) => service.status(viewer.id),
    setDepositLimit: ({ params, body }, _c, viewer) => service.setDepositLimit(viewer.id, params.period, body.amountKes),
    startSelfExclusion: ({ body }, _c, viewer) => service.startSelfExclusion(viewer.id, body.kind),
  };
}
