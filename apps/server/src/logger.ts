import { pino, type Logger } from 'pino';

export type { Logger };

export function createLogger(level: string): Logger {
  return pino({
    level,
    base: { service: 'changamoto' },
    // Never log credentials, even by accident (e.g. a request's headers).
    redact: ['req.headers.cookie', 'req.headers.authorization', '*.password', '*.secret'],
  });
}
