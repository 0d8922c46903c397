// spec §8: server-provided messages take precedence; otherwise the list's own fallback.
import { ApiError } from '@/lib/api-client';

export function serverMessageOr(error: unknown, fallback: string): string {
  // status 0 = the request never reached the server; 'http_error' = a body without our error shape.
  if (error instanceof ApiError && error.status > 0 && error.code !== 'http_error') return error.message;
  return fallback;
}
