import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAuthNavigate } from './use-auth-navigate';

function GoButton() {
  const navigate = useAuthNavigate();
  return (
    <button type="button" onClick={() => navigate('/wallet')}>
      Go
    </button>
  );
}

afterEach(() => window.history.replaceState(null, '', '/'));

describe('useAuthNavigate outside the router (where app/provider.tsx renders the modal)', () => {
  it('pushes the URL and sends the popstate event the browser router listens to', async () => {
    const onPop = vi.fn();
    window.addEventListener('popstate', onPop);
    render(<GoButton />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Go' }));
    window.removeEventListener('popstate', onPop);
    expect(window.location.pathname).toBe('/wallet');
    expect(onPop).toHaveBeenCalledTimes(1);
  });
});
