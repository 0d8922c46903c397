import type { configContract } from '@changamoto/shared/contract';
import type { Env } from '../../env';
import type { Handlers } from '../../http/contract-router';
import { publicConfig } from './config.service';

export function configHandlers(env: Env): Handlers<typeof configContract> {
  const config = publicConfig(env);
  return { getPublicConfig: async () => config };
}
