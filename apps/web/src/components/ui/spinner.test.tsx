import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Spinner } from './spinner';

afterEach(() => vi.useRealTimers());

describe('Spinner', () => {
  it('stays invisible for the first 100 ms (spec §2 debounce) but is announced to screen readers at once', () => {
    vi.useFakeTimers();
    const { container } = render(<Spinner label="Loading Wallet..." />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading Wallet...');
    expect(container.querySelector('.animate-spin')).toBeNull();
    act(() => vi.advanceTimersByTime(99));
    expect(container.querySelector('.animate-spin')).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(container.querySelector('.animate-spin')).not.toBeNull();
  });
});
