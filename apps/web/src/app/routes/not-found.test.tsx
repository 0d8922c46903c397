import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { NotFoundRoute } from './not-found';

describe('404 page', () => {
  it("shows the spec's copy and a Go Back Home link to /", () => {
    renderWithProviders(<NotFoundRoute />, { path: '/nowhere' });
    expect(screen.getByRole('heading', { name: 'Oops! Page Not Found.' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go Back Home' })).toHaveAttribute('href', '/');
  });
});
