import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { MemoryRouter } from 'react-router';
import { RouteErrorBoundary } from './route-error-boundary';

function Broken(): never {
  throw new Error('chunk failed to load');
}

const view = (resetKey: string, child: React.ReactNode) => (
  <MemoryRouter>
    <RouteErrorBoundary resetKey={resetKey}>{child}</RouteErrorBoundary>
  </MemoryRouter>
);

describe('route error boundary', () => {
  it('replaces a page that throws with the reload offer, and gives the next path its own try', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {}); // React reports the caught error
    const { rerender } = render(view('/broken', <Broken />));
    expect(screen.getByRole('heading', { name: 'Something went wrong loading this page.' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();

    rerender(view('/broken', <p>still the same path</p>));
    expect(screen.queryByText('still the same path')).not.toBeInTheDocument();

    rerender(view('/elsewhere', <p>another page</p>));
    expect(screen.getByText('another page')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
