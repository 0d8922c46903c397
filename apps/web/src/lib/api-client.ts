// The typed client for the shared contract: api('sendContactMessage', { body }) → parsed response.
import { contract, type ClientInput, type Contract, type EndpointName, type EndpointOutput, errorBodySchema } from '@changamoto/shared/contract';

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

export async function api<N extends EndpointName>(name: N, input: Input<N> = {}, init: { signal?: AbortSignal } = {}): Promise<EndpointOutput<Contract[N]>> {
  const def = contract[name];
  const url = buildUrl(def.path, input.params as Record<string, unknown>, input.query as Record<string, unknown>);
  let response: Response;
  try {
    response = await fetch(url, {
      method: def.method,
      headers: input.body !== undefined ? { 'Content-Type': 'application/json' } : undefined,
      body: input.body !== undefined ? JSON.stringify(input.body) : undefined,
      credentials: 'same-origin',
      signal: init.signal,
    });
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    throw new ApiError(0, 'network_error', 'Could not reach Changamoto. Check your connection and try again.');
  }
  const payload: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    const parsed = errorBodySchema.safeParse(payload);
    if (parsed.success) throw new ApiError(response.status, parsed.data.error.code, parsed.data.error.message, parsed.data.error.fields);
    throw new ApiError(response.status, 'http_error', 'An unexpected error occurred. Please try again.');
  }
  return payload as EndpointOutput<Contract[N]>;
}
