import type { contactContract } from '@changamoto/shared/contract';
import type { Handlers } from '../../http/contract-router';
import type { ContactService } from './contact.service';

export function contactHandlers(service: ContactService): Handlers<typeof contactContract> {
  return {
    sendContactMessage: ({ body }, c) => service.sendMessage(body, { ip: c.get('clientIp') }),
  };
}
