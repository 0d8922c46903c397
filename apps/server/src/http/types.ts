import type { Logger } from '../logger';

/** Per-request variables set by middleware. */
export interface AppEnv {
  Variables: {
    requestId: string;
    log: Logger;
    clientIp: string;
    /** The contract entry answering this request (contract-router.ts): the route label of /metrics. */
    routeName?: string;
    /**
     * The signed-in reader's own language (users.locale), read with their session when the request
     * arrived (modules/auth/session-reader.ts): the language of their answer's message and refusal.
     */
    readerLocale?: string;
  };
}
