import type { Logger } from '../logger';

/** Per-request variables set by middleware. */
export interface AppEnv {
  Variables: {
    requestId: string;
    log: Logger;
    clientIp: string;
    /** The contract entry answering this request (contract-router.ts): the route label of /metrics. */
    routeName?: string;
  };
}
