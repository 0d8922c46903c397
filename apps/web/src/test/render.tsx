// Renders a component or route the way the app does (query client, auth-modal context, router),
// with fetch answered by `mockApi` — the web tests' stand-in for the server, never the real database.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import { AuthModalProvider } from '@/lib/auth-modal';

export interface MockResponse {
  status?: number;
  body: unknown;
}
export type MockApiHandler = (request: { method: string; url: URL; body: unknown }) => MockResponse | Promise<MockResponse>;

/** Replaces fetch; each call goes to `handler`. Returns the spy to assert calls. */
export function mockApi(handler: MockApiHandler) {
  const spy = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    const result = await handler({ method: init?.method ?? 'GET', url, body });
    return new Response(JSON.stringify(result.body), { status: result.status ?? 200, headers: { 'Content-Type': 'application/json' } });
  });
  vi.stubGlobal('fetch', spy);
  return spy;
}

export function renderWithProviders(ui: ReactNode, { path = '/', routePath = '*' }: { path?: string; routePath?: string } = {}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const router = createMemoryRouter([{ path: routePath, element: ui }], { initialEntries: [path] });
  // The query client too, so a test can check what was cached and for how long.
  const view = render(
    <QueryClientProvider client={queryClient}>
      <AuthModalProvider>
        <RouterProvider router={router} />
      </AuthModalProvider>
    </QueryClientProvider>,
  );
  return Object.assign(view, { queryClient });
}
