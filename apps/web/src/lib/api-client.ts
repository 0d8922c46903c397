// The typed client for the shared contract: api('sendContactMessage', { body }) → typed response.
// It imports only the zod-free route table at run time; the schemas are types here (see routes.ts).
import { routes, type ClientInput, type Contract, type EndpointName, type EndpointOutput } from '@changamoto/shared/contract/routes-client';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
  }
}

type Input<N extends EndpointName> = Partial<ClientInput<Contract[N]>>;

function buildUrl(path: string, params: Record<string, unknown> | undefined, query: Record<string, unknown> | undefined): string {
  const filled = path.replace(/:(\w+)/g, (_, key: string) => encodeURIComponent(String(params?.[key] ?? '')));
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) if (value !== undefined && value !== null) search.set(key, String(value));
  const qs = search.toString();
  return qs ? `${filled}?${qs}` : filled;
}

/** Reads the server's { error: { code, message, fields? } } without pulling zod into the bundle. */
export function toApiError(status: number, payload: unknown): ApiError {
  const error = (payload as { error?: { code?: unknown; message?: unknown; fields?: unknown } } | undefined)?.error;
  if (error && typeof error.code === 'string' && typeof error.message === 'string') {
    const fields = error.fields && typeof error.fields === 'object' ? (error.fields as Record<string, string>) : undefined;
    return new ApiError(status, error.code, error.message, fields);
  }
  return new ApiError(status, 'http_error', 'An unexpected error occurred. Please try again.');
}

/** spec §8: the server's own message when it gave one, else the caller's fallback (status 0 = the request never reached the server; 'http_error' = a body without our error shape). */
export function serverMessageOr(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.status > 0 && error.code !== 'http_error') return error.message;
  return fallback;
}

export interface ApiInit {
  signal?: AbortSignal;
  /**
   * Sent as the `Idempotency-Key` header, which token-moving endpoints require (DOMAIN.md §1):
   * one key per user action, the same key again when that action is retried.
   */
  idempotencyKey?: string;
}

export async function api<N extends EndpointName>(name: N, input: Input<N> = {}, init: ApiInit = {}): Promise<EndpointOutput<Contract[N]>> {
  const route = routes[name];
  const url = buildUrl(route.path, input.params as Record<string, unknown>, input.query as Record<string, unknown>);
  const headers: Record<string, string> = {};
  if (input.body !== undefined) headers['Content-Type'] = 'application/json';
  if (init.idempotencyKey) headers['Idempotency-Key'] = init.idempotencyKey;
  let response: Response;
  try {
    response = await fetch(url, {
      method: route.method,
      headers: Object.keys(headers).length > 0 ? headers : undefined,
      body: input.body !== undefined ? JSON.stringify(input.body) : undefined,
      credentials: 'same-origin',
      signal: init.signal,
    });
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    throw new ApiError(0, 'network_error', 'Could not reach Changamoto. Check your connection and try again.');
  }
  const payload: unknown = await response.json().catch(() => undefined);
  if (!response.ok) throw toApiError(response.status, payload);
  return payload as EndpointOutput<Contract[N]>;
}
