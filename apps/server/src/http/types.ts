import type { Logger } from '../logger';

/** Per-request variables set by middleware. */
export interface AppEnv {
  Variables: {
    requestId: string;
    log: Logger;
    clientIp: string;
  };
}
